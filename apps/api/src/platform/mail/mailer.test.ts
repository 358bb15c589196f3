import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCapture } from './mail-capture';
import { createMailer } from './mailer';

/** A mail sent for an event has that event's Message-ID on every try (issue #31). */
let capture: Awaited<ReturnType<typeof startMailCapture>>;

beforeAll(async () => {
  capture = await startMailCapture({ dir: null });
});
afterAll(() => capture.close());

describe('mailer', () => {
  it("gives a mail for an event the event's Message-ID, the same on a second try", async () => {
    const mailer = createMailer(capture.url, 'BG TOLL <no-reply@bgtoll.bg>');
    const mail = { to: 'a@example.bg', subject: 'S', text: 'T', html: '<p>T</p>' };
    await mailer.send({ ...mail, eventKey: 'receipt:42' });
    await mailer.send({ ...mail, eventKey: 'receipt:42' });
    await mailer.send(mail);
    mailer.close();
    const ids = capture.messages.map((m) => /^Message-ID: *(.*)$/im.exec(m.raw)?.[1]?.trim());
    expect(ids.slice(0, 2)).toEqual(['<receipt.42@bgtoll.bg>', '<receipt.42@bgtoll.bg>']);
    expect(ids[2]).toMatch(/^<.+@bgtoll\.bg>$/);
    expect(ids[2]).not.toBe(ids[0]);
  });
});
