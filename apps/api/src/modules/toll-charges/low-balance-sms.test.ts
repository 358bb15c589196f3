import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedTollContract } from '../../test/toll-helpers';
import { postJournal } from '../ledger/posting';
import { issueChargingKey } from './keys';

/**
 * The low-balance notice by SMS (issue #21): a contract that asked for SMS notices and has a
 * number gets the notice over SMPP (the local SMSC capture), once per fall below the threshold,
 * logged with the contract; a contract without SMS notices gets none.
 */
let t: TestApp;
let key: string;
let withSms: number;
let withoutSms: number;

const charge = (id: string, plate: string, amountMinor: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/toll-charging/transactions',
    headers: { 'x-api-key': key },
    payload: {
      transactions: [
        {
          transactionId: id,
          plate,
          segmentId: 'S-1',
          entryAt: '2026-04-09T10:00:00Z',
          exitAt: '2026-04-09T10:20:00Z',
          km: 5,
          category: 'K3',
          emissionClass: 'EURO6',
          amountMinor,
          currency: 'EUR',
        },
      ],
    },
  });

async function topUp(accountId: number, amountMinor: number) {
  await postJournal(t.database.db, {
    type: 'TOP_UP',
    businessKey: `sms-top-up-${accountId}-${amountMinor}-${Math.random()}`,
    occurredAt: new Date('2026-04-01T10:00:00Z'),
    lines: [
      { account: { kind: 'CARD_GATEWAY_CLEARING', currency: 'EUR' }, amountMinor, currency: 'EUR' },
      {
        account: { kind: 'PREPAID_MAIN', ownerId: accountId, currency: 'EUR' },
        amountMinor: -amountMinor,
        currency: 'EUR',
      },
    ],
  });
}

const smsLog = () =>
  t.database.db.select().from(notifications).where(eq(notifications.kind, 'lowBalanceSms'));

beforeAll(async () => {
  t = await createTestApp({
    now: '2026-04-09T12:00:00Z',
    sms: true,
    env: { SMSC_TIMEOUT_MS: '2000', SMS_RETRY_DELAY_SECONDS: '1' },
  });
  key = await issueChargingKey(t.database.db, 'test');
  const terms = { lowBalancePercent: 25, initialPaymentMinor: 10_000 };
  withSms = await seedTollContract(t, { plate: 'CA7007SM', ...terms });
  withoutSms = await seedTollContract(t, { plate: 'CA8008SM', ...terms });
  await t.database.db.execute(
    sql`update accounts set sms_notifications = true, notification_phone = '0888 700 700'
        where id = ${withSms}`,
  );
  await t.database.db.execute(
    sql`update accounts set sms_notifications = false, notification_phone = '0888 800 800'
        where id = ${withoutSms}`,
  );
  for (const id of [withSms, withoutSms]) await topUp(id, 5_000);
}, 120_000);
afterAll(() => t?.close());

describe('low-balance notice by SMS', { timeout: 60_000 }, () => {
  it('goes to the contract that asked for SMS, once while the balance stays low', async () => {
    expect((await charge('LB-1', 'CA7007SM', 3_000)).json()).toMatchObject({ posted: 1 }); // 20.00 < 25.00
    expect((await charge('LB-2', 'CA8008SM', 3_000)).json()).toMatchObject({ posted: 1 });
    const sms = await t.smsc!.waitFor('359888700700');
    // in the contract's language (its primary contact's: English here)
    expect(sms.text).toMatch(
      /^BG TOLL: the available balance of contract A\d+ is down to 20\.00\./,
    );
    await charge('LB-3', 'CA7007SM', 500); // still low: no second notice
    await expect
      .poll(async () => (await smsLog()).map((n) => [n.status, n.contractId]), { timeout: 15_000 })
      .toEqual([['DELIVERED', withSms]]);
    expect(t.smsc!.messages.filter((m) => m.to === '359888800800')).toEqual([]);
    expect(t.smsc!.messages.filter((m) => m.to === '359888700700')).toHaveLength(1);
  });

  it('notifies again after the balance recovered and fell once more', async () => {
    await topUp(withSms, 10_000);
    await charge('LB-4', 'CA7007SM', 100); // recovered: the notice is cleared
    await charge('LB-5', 'CA7007SM', 9_000); // and falls below again
    await expect
      .poll(() => t.smsc!.messages.filter((m) => m.to === '359888700700').length, {
        timeout: 15_000,
      })
      .toBe(2);
  });
});
