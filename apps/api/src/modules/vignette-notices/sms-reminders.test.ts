import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sale } from '@toll/contract/sales';
import { notifications } from '../../db/schema/notifications';
import { createCraftedGateway } from '../../test/crafted-gateway';
import { APPROVED, getSale, postResult, purchase, resultFor } from '../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { createNoticeService } from './service';

/**
 * SMS reminders of a vignette's expiry (issue #21): a holder who gives a mobile number on the
 * add-email page gets the reminders by SMS too, over SMPP to the local SMSC capture, once each,
 * logged in the notification log with the SMSC's delivery report.
 */
const gateway = createCraftedGateway();
let t: TestApp;
let notices: ReturnType<typeof createNoticeService>;
let monthly: Sale;

const post = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/vignette/emails?browser-language=en', payload });

async function smsLog(receiver: string) {
  return t.database.db.select().from(notifications).where(eq(notifications.receiver, receiver));
}

beforeAll(async () => {
  t = await createTestApp({
    now: '2026-11-01T08:00:00Z',
    gateway,
    sms: true,
    env: { SMSC_TIMEOUT_MS: '2000', SMS_RETRY_DELAY_SECONDS: '1' },
  });
  notices = createNoticeService({
    db: t.database.db,
    clock: t.clock,
    jobs: t.jobs,
    publicBaseUrl: 'https://toll.test',
  });
  const form = await purchase(
    t,
    [{ productId: 'car-monthly', countryCode: 'BG', lpn: 'SM1000AA' }],
    {
      email: 'holder@example.bg',
      lang: 'en',
    },
  );
  await postResult(t, resultFor(gateway, form, APPROVED));
  monthly = await getSale(t, form.transId);
}, 120_000);
afterAll(() => t?.close());

describe('SMS reminders of a vignette', { timeout: 60_000 }, () => {
  it('takes a mobile number with the address, and refuses one the SMSC cannot take', async () => {
    const number = monthly.items[0]!.vignetteNumber!;
    const base = {
      vignetteNumber: number,
      countryCode: 'BG',
      lpn: 'SM1000AA',
      email: 'holder@example.bg',
    };
    const bad = await post({ ...base, phone: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      code: 'notification.invalidPhone',
      field: 'phone',
    });
    const ok = await post({ ...base, phone: '0888 555 111', lang: 'en' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toMatch(/phone number were added/);
    // empty means no number (the form sends it so)
    expect((await post({ ...base, phone: '' })).statusCode).toBe(200);
    // nothing is due yet: the vignette ends on 30 November
    expect(await smsLog('359888555111')).toEqual([]);
  });

  it('sends each reminder once by SMS; the SMSC keeps it and its delivery report is logged', async () => {
    t.clock.set('2026-11-28T08:00:00Z');
    expect(await notices.sendDueReminders()).toBe(2); // the holder's mail and the SMS
    expect(await notices.sendDueReminders()).toBe(0);
    const sms = await t.smsc!.waitFor('359888555111');
    expect(sms.text).toBe(
      'BG TOLL: the vignette for SM1000AA is valid until 30.11.2026 23:59. Renew it: https://toll.test/en/shopping-cart?renew=car-monthly_BG_SM1000AA_2026-11-30T22%3A00%3A00.000Z',
    );
    await expect
      .poll(async () => (await smsLog('359888555111')).map((n) => n.status), { timeout: 15_000 })
      .toEqual(['DELIVERED']);
    const [logged] = await smsLog('359888555111');
    expect(logged).toMatchObject({
      channel: 'SMS',
      interfaceType: 'SMPP',
      kind: 'expiryReminder3DaysSms',
      barcode: monthly.items[0]!.vignetteNumber,
      smscMessageId: sms.messageId,
    });
    expect(logged!.deliveredAt).not.toBeNull();
  });

  it('sends the last-day reminder at once to a number added on the last day', async () => {
    t.clock.set('2026-11-30T07:00:00Z');
    const number = monthly.items[0]!.vignetteNumber!;
    await notices.sendDueReminders(); // the first number's last-day SMS
    const res = await post({
      vignetteNumber: number,
      countryCode: 'BG',
      lpn: 'SM1000AA',
      email: 'holder@example.bg',
      phone: '+359 888 555 222',
      lang: 'bg',
    });
    expect(res.statusCode).toBe(200);
    const sms = await t.smsc!.waitFor('359888555222');
    expect(sms.text).toMatch(/^БГ ТОЛ: винетката за SM1000AA изтича днес в 30\.11\.2026 23:59/);
    expect(t.smsc!.messages.filter((m) => m.to === '359888555111')).toHaveLength(2);
    expect(await notices.sendDueReminders()).toBe(0);
  });

  it('reminds a registered buyer by SMS too when their settings ask for it (issue #38)', async () => {
    t.clock.set('2026-11-01T08:00:00Z');
    const user = await seedUser(t, { username: 'sms_buyer', roles: ['ROLE_USERS'] });
    let auth = bearer(await sessionToken(t, user.id));
    const settings = (method: 'GET' | 'PUT', payload?: object) =>
      t.app.inject({
        method,
        url: '/api/user/reminder-settings',
        headers: { ...auth, 'accept-language': 'en' },
        payload,
      });
    expect((await settings('GET')).json()).toEqual({ sms: false, phone: null });
    expect((await settings('PUT', { sms: true })).statusCode).toBe(400);
    const on = await settings('PUT', { sms: true, phone: '0888 555 333' });
    expect(on.json()).toEqual({ sms: true, phone: '359888555333' });
    const form = await purchase(
      t,
      [{ productId: 'car-monthly', countryCode: 'BG', lpn: 'SM2000AA' }],
      { email: 'sms_buyer@example.bg', lang: 'en', headers: auth },
    );
    await postResult(t, resultFor(gateway, form, APPROVED));
    t.clock.set('2026-11-28T09:00:00Z');
    await notices.sendDueReminders();
    const sms = await t.smsc!.waitFor('359888555333');
    expect(sms.text).toContain('SM2000AA');
    // in the user's language
    expect(sms.text).toContain('/bg/shopping-cart?renew=car-monthly_BG_SM2000AA_');
    // switched off (a new session: the first has expired meanwhile): no SMS for the last day
    auth = bearer(await sessionToken(t, user.id));
    expect((await settings('PUT', { sms: false })).json()).toEqual({ sms: false, phone: null });
    t.clock.set('2026-11-30T07:00:00Z');
    await notices.sendDueReminders();
    expect(t.smsc!.messages.filter((m) => m.to === '359888555333')).toHaveLength(1);
  });
});
