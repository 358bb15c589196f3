import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications } from '../../db/schema/notifications';
import { emailUnsubscriptions } from '../../db/schema/vignette-notices';
import { createMailer } from '../../platform/mail/mailer';
import { EGN, OTHER_EGN, registerDelict } from '../../test/delict-helpers';
import { readMail } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createDelictNoticeSender } from './notice-worker';

/** "Notify me about new delicts for this vehicle": the subscription and the notice job. */
const NOW = '2026-05-20T10:00:00Z';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: NOW, mail: true });
});
afterAll(() => t.close());

const subscribe = (email: string, ownerId = EGN, lang: 'bg' | 'en' = 'bg') =>
  t.app.inject({
    method: 'POST',
    url: `/api/delicts/notices?browser-language=${lang}`,
    payload: { countryCode: 'BG', lpn: 'СВ 4321 КМ', ownerId, email },
  });
const mailsTo = (address: string) =>
  t.mailbox!.messages.filter((m) => m.to.includes(address)).length;

describe('delict notices', () => {
  it('subscribes an address from the look-up, once however often it asks', async () => {
    const first = await subscribe('owner@example.bg');
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(
      'Ще получавате известие на owner@example.bg при ново нарушение на това превозно средство.',
    );
    expect((await subscribe('Owner@Example.bg')).statusCode).toBe(200);
    const bad = await subscribe('not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('email');
  });

  it('mails subscribers of the vehicle and owner about a new delict, never an unsubscribed address', async () => {
    expect((await subscribe('fleet@example.bg', EGN, 'en')).statusCode).toBe(200);
    expect((await subscribe('gone@example.bg')).statusCode).toBe(200);
    expect((await subscribe('stranger@example.bg', OTHER_EGN)).statusCode).toBe(200);
    await t.database.db.insert(emailUnsubscriptions).values({ email: 'GONE@example.bg' });

    const delict = await registerDelict(t, { documentNumber: 'EF0000005001' }, 1);
    const bg = await readMail((await t.mailbox!.waitFor('owner@example.bg')).raw);
    expect(bg.subject).toBe('Ново нарушение за превозно средство CB4321KM');
    for (const expected of [
      'Компенсаторна такса, документ № EF0000005001',
      'Дата и час: 17.05.2026 13:00:00',
      'Място: А1 (АМ „Тракия“), пътен възел Пазарджик',
      'Сума: 36,00 € (70,41 лв.)',
      'Срок за плащане: до 02.06.2026 23:59:59 включително',
      'https://toll.test/bg/pay-delict',
      'https://toll.test/bg/unsubscribe',
    ])
      expect(bg.text).toContain(expected);
    expect(bg.html).toContain('href="https://toll.test/bg/unsubscribe"');
    const en = await readMail((await t.mailbox!.waitFor('fleet@example.bg')).raw);
    expect(en.subject).toBe('New violation for vehicle CB4321KM');
    expect(en.text).toContain('https://toll.test/en/unsubscribe');

    // Sent once per address, even when the job runs again.
    const mailer = createMailer(t.mailbox!.url, t.config.mailFrom);
    try {
      const again = await createDelictNoticeSender({
        db: t.database.db,
        mailer,
        clock: t.clock,
        publicBaseUrl: t.config.publicBaseUrl,
      }).send(delict.id);
      expect(again).toEqual({ sent: 0, skipped: 0 });
    } finally {
      mailer.close();
    }
    expect(mailsTo('owner@example.bg')).toBe(1);
    expect(mailsTo('gone@example.bg') + mailsTo('GONE@example.bg')).toBe(0);
    expect(mailsTo('stranger@example.bg')).toBe(0);
    // each notice is in the notification log as a C10A notice with the delict's document number
    const logged = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'delictNotice'));
    expect(logged.map((r) => r.receiver.toLowerCase()).sort()).toEqual([
      'fleet@example.bg',
      'owner@example.bg',
    ]);
    for (const row of logged)
      expect(row).toMatchObject({
        messageType: 'C10A_NOTIFICATION',
        status: 'SENT',
        delictDocumentNumber: delict.documentNumber,
        resendQueue: 'delict.notice',
      });
  });
});
