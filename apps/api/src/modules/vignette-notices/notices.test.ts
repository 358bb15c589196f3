import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sale } from '@toll/contract/sales';
import { eq } from 'drizzle-orm';
import { vignettes } from '../../db/schema/sales';
import { vignetteExemptions } from '../../db/schema/vignette-notices';
import { createCraftedGateway } from '../../test/crafted-gateway';
import { readMail } from '../../test/identity-helpers';
import { APPROVED, getSale, postResult, purchase, resultFor } from '../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createNoticeService } from './service';

const gateway = createCraftedGateway();
let t: TestApp;
let notices: ReturnType<typeof createNoticeService>;

async function buy(lpn: string, productId: string, email: string, lang: 'bg' | 'en' = 'bg') {
  const form = await purchase(t, [{ productId, countryCode: 'BG', lpn }], { email, lang });
  await postResult(t, resultFor(gateway, form, APPROVED));
  return getSale(t, form.transId);
}

const mailsTo = (address: string) => t.mailbox!.messages.filter((m) => m.to.includes(address));

let monthly: Sale;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-01T08:00:00Z', gateway, mail: true });
  notices = createNoticeService({
    db: t.database.db,
    clock: t.clock,
    jobs: t.jobs,
    publicBaseUrl: 'https://toll.test',
  });
  monthly = await buy('NT1000AA', 'car-monthly', 'owner@example.bg', 'en'); // to 30.11 23:59:59
  await buy('NT2000AA', 'car-daily', 'daily@example.bg');
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `${url}${url.includes('?') ? '&' : '?'}browser-language=en`,
    payload,
  });

describe('adding an address to a vignette', () => {
  it('needs the right vignette number for the vehicle, and a vignette that has not ended', async () => {
    const number = monthly.items[0]!.vignetteNumber!;
    const ok = await post('/api/vignette/emails', {
      vignetteNumber: number,
      countryCode: 'bg',
      lpn: 'nt 1000 aa',
      email: 'family@example.bg',
      lang: 'bg',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toMatch(/added/);
    const wrong = await post('/api/vignette/emails', {
      vignetteNumber: number,
      countryCode: 'BG',
      lpn: 'NT9999AA',
      email: 'family@example.bg',
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().errors[0].code).toBe('vignetteCheck.notFound');
    const bad = await post('/api/vignette/emails', {
      vignetteNumber: '12',
      countryCode: 'BG',
      lpn: 'NT1000AA',
      email: 'not-an-address',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('expiry reminders', () => {
  it('mails every address 3 days before and on the last day, each once, with a renew link', async () => {
    t.clock.set('2026-11-28T08:00:00Z');
    expect(await notices.sendDueReminders()).toBe(2);
    expect(await notices.sendDueReminders()).toBe(0);
    await expect.poll(() => mailsTo('family@example.bg').length).toBe(1);
    await expect.poll(() => mailsTo('owner@example.bg').length).toBe(2); // receipt, reminder
    const owner = await readMail(mailsTo('owner@example.bg')[1]!.raw);
    expect(owner.subject).toBe('Your e-vignette for NT1000AA ends in 3 days');
    expect(owner.text).toContain('30.11.2026 23:59:59');
    expect(owner.text).toContain(
      // the cart prefilled with the same vehicle and product, starting when this one ends
      'https://toll.test/en/shopping-cart?renew=car-monthly_BG_NT1000AA_2026-11-30T22%3A00%3A00.000Z',
    );
    expect(owner.text).toContain('https://toll.test/en/unsubscribe');
    const family = await readMail(mailsTo('family@example.bg')[0]!.raw);
    expect(family.subject).toMatch(/изтича след 3 дни/);

    t.clock.set('2026-11-30T07:00:00Z');
    expect(await notices.sendDueReminders()).toBe(2);
    expect(await notices.sendDueReminders()).toBe(0);
    // A daily vignette never gets reminders: only its receipt arrives.
    await expect.poll(() => mailsTo('daily@example.bg').length).toBe(1);
    await expect.poll(() => mailsTo('owner@example.bg').length).toBe(3); // + last-day reminder
    expect(mailsTo('daily@example.bg')).toHaveLength(1);
  });
});

describe('unsubscribing', () => {
  it('mails a one-use link; once confirmed, the address gets no more notices', async () => {
    t.clock.set('2026-11-01T08:00:00Z');
    await buy('NT3000AA', 'car-monthly', 'leaver@example.bg');
    const asked = await post('/api/unsubscribe', { email: 'leaver@example.bg', lang: 'en' });
    expect(asked.statusCode).toBe(200);
    await expect.poll(() => mailsTo('leaver@example.bg').length).toBe(2); // receipt, link
    const mails = await Promise.all(mailsTo('leaver@example.bg').map((m) => readMail(m.raw)));
    const mail = mails.find((m) => m.subject?.includes('notices'))!;
    const token = /\/unsubscribe\/([\w-]+)/.exec(mail.text ?? '')![1]!;
    const confirmed = await post('/api/unsubscribe-confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    const again = await post('/api/unsubscribe-confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].code).toBe('unsubscribe.linkInvalid');
    expect((await post('/api/unsubscribe-confirm', { token: 'x'.repeat(20) })).statusCode).toBe(
      400,
    );

    t.clock.set('2026-11-28T08:00:00Z');
    // The leaver's 3-day reminder falls due now and is not sent (the others went earlier).
    expect(await notices.sendDueReminders()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo('leaver@example.bg')).toHaveLength(2); // no reminder
  });
});

describe('the check page and exempt vehicles', () => {
  it('finds vignettes by plate or number, and the free social vignette', async () => {
    t.clock.set('2026-11-10T08:00:00Z');
    const byPlate = await t.app.inject({
      method: 'GET',
      url: `/api/vignette/validateapi/?countryCode=BG&lpn=${encodeURIComponent('нт1000аа'.replace('н', 'n'))}&browser-language=en`,
    });
    expect(byPlate.statusCode).toBe(200);
    expect(byPlate.json()).toMatchObject({
      countryCode: 'BG',
      lpn: 'NT1000AA',
      vignettes: [
        { status: 'ACTIVE', statusText: 'Active', periodText: 'Monthly', isSocial: false },
      ],
    });
    const number = monthly.items[0]!.vignetteNumber!;
    const byNumber = await t.app.inject({
      method: 'GET',
      url: `/api/vignette/validateapi/?vignetteNumber=${number}`,
    });
    expect(byNumber.json().vignettes[0].number).toBe(number);
    const mismatch = await t.app.inject({
      method: 'GET',
      url: `/api/vignette/validateapi/?vignetteNumber=${number}&countryCode=BG&lpn=XX1111XX`,
    });
    expect(mismatch.statusCode).toBe(404);
    const nothing = await t.app.inject({ method: 'GET', url: '/api/vignette/validateapi/' });
    expect(nothing.json().errors[0].code).toBe('vignetteCheck.lookupRequired');

    await t.database.db.insert(vignetteExemptions).values({
      kind: 'SOCIAL',
      countryCode: 'BG',
      plate: 'SO1234CI',
      holderName: 'Иван Петров',
      basis: 'ТЕЛК 1234/2026',
      validFrom: new Date('2026-01-01T00:00:00Z'),
      validUntil: new Date('2026-12-31T22:00:00Z'),
    });
    const social = await t.app.inject({
      method: 'GET',
      url: '/api/vignette/validateapi/?countryCode=BG&lpn=SO1234CI&isSocial=true&browser-language=bg',
    });
    expect(social.json().vignettes).toEqual([
      expect.objectContaining({ isSocial: true, number: null, status: 'ACTIVE' }),
    ]);
    const publicApi = (
      await t.app.inject({ method: 'GET', url: '/check/vignette/plate/BG/SO1234CI' })
    ).json();
    expect(publicApi.vignette).toMatchObject({
      exempt: true,
      whitelist: true,
      price: 0,
      vignetteNumber: null,
      statusBoolean: true,
      validityDateTo: '2026-12-31T23:59:59',
    });
  });

  it('tells a deactivated vignette looked up by number, and takes no address for it', async () => {
    t.clock.set('2026-11-10T08:00:00Z');
    const number = monthly.items[0]!.vignetteNumber!;
    await t.database.db
      .update(vignettes)
      .set({ status: 'DEACTIVATED' })
      .where(eq(vignettes.number, number));
    const byNumber = await t.app.inject({
      method: 'GET',
      url: `/api/vignette/validateapi/?vignetteNumber=${number}&browser-language=en`,
    });
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.json().vignettes).toEqual([
      expect.objectContaining({ number, status: 'DEACTIVATED', statusText: 'Deactivated' }),
    ]);
    // It no longer counts for the vehicle, and gets no notices.
    const byPlate = await t.app.inject({
      method: 'GET',
      url: '/api/vignette/validateapi/?countryCode=BG&lpn=NT1000AA',
    });
    expect(byPlate.json().vignettes).toEqual([]);
    const add = await post('/api/vignette/emails', {
      vignetteNumber: number,
      countryCode: 'BG',
      lpn: 'NT1000AA',
      email: 'late@example.bg',
    });
    expect(add.statusCode).toBe(404);
  });
});
