import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractObligationsSchema,
  contractPaymentsSchema,
  partnerServiceFeesSchema,
} from '@toll/contract/contract-money';
import type { TollTransactionInput } from '@toll/contract/toll-charges';
import { queryRows } from '../../platform/db/database';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedTollContract } from '../../test/toll-helpers';
import { ensureDemoBankAccount } from '../bank/bank-helpers';
import { issueChargingKey } from '../toll-charges/keys';

/**
 * The contract screen's payments and obligations: a postpaid contract charged over three weeks,
 * paid by bank for part of it — the payment settles the oldest week first, the newest stay open
 * (overdue once due) — and the partner's monthly service fees.
 */
let t: TestApp;
let id: number;
let number: string;
let clientId: number;
const tokens: Record<string, string> = {};

const charge = (transactionId: string, exitAt: string, amountMinor: number) =>
  ({
    transactionId,
    plate: 'CM1000AA',
    deviceId: 'OBU-1',
    segmentId: 'S-1',
    entryAt: exitAt,
    exitAt,
    km: 10,
    category: 'K3',
    emissionClass: 'EURO6',
    amountMinor,
    currency: 'EUR',
  }) satisfies TollTransactionInput;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-06-20T10:00:00Z' });
  await ensureDemoBankAccount(t.database.db);
  id = await seedTollContract(t, {
    plate: 'CM1000AA',
    accountType: 2,
    obligationPeriod: 'WEEKLY',
    duePaymentDays: 5,
    dueDaysCounter: 'CALENDAR',
  });
  const [row] = await queryRows<{ number: string; client_id: number }>(
    t.database.db,
    sql`select number, client_id from accounts where id = ${id}`,
  );
  number = row!.number;
  clientId = Number(row!.client_id);
  for (const [name, roles] of [
    ['accountant', ['ROLE_ACCOUNTANT']],
    ['reader', ['ROLE_CUSTOMERS_READ']],
  ] as const) {
    const user = await seedUser(t, { username: `cm_${name}`, roles: [...roles] });
    tokens[name] = await sessionToken(t, user.id);
  }
  const key = await issueChargingKey(t.database.db, 'test');
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/toll-charging/transactions',
    headers: { 'x-api-key': key },
    payload: {
      transactions: [
        charge('CM-1', '2026-06-02T10:00:00Z', 1000), // week 1–7 June, due 12 June
        charge('CM-2', '2026-06-03T10:00:00Z', 500),
        charge('CM-3', '2026-06-09T10:00:00Z', 2000), // week 8–14 June, due 19 June
        charge('CM-4', '2026-06-16T10:00:00Z', 700), // week 15–21 June, due 26 June
      ],
    },
  });
  expect(sent.json()).toMatchObject({ posted: 4 });
  // a bank payment of 25.00 names the contract: the first week (15.00) and 10.00 of the second
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/bank/statements',
    headers: bearer(tokens.accountant!),
    payload: {
      fileName: 'cm.mt940',
      content: [
        '{1:F01BNBGBGSDAXXX0000000000}{2:O9400000000000BNBGBGSDXXXX00000000000000000000N}{4:',
        ':20:STMCM0001',
        ':25:BG80BNBG96611020345678',
        ':28C:00501/001',
        ':60F:C260617EUR100,00',
        ':61:2606180618C25,00NTRFNONREF//CM00001',
        `:86:/NAME/FLEET CM/REMI/Toll ${number}`,
        ':62F:C260618EUR125,00',
        '-}',
      ].join('\n'),
    },
  });
  expect(upload.statusCode, upload.body).toBe(201);
}, 120_000);
afterAll(() => t.close());

const get = (url: string, who = 'accountant') =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(tokens[who]!) });

describe("a contract's money", () => {
  it('lists the payments that went to the contract', async () => {
    const res = await get(`/accounts/${id}/payments`);
    expect(res.statusCode, res.body).toBe(200);
    const body = contractPaymentsSchema.parse(res.json());
    expect(body.payments).toEqual([
      expect.objectContaining({
        kind: 'BANK',
        paymentDate: '2026-06-18',
        shareMinor: 2_500,
        target: 'CONTRACT',
        method: 'AUTO',
        payer: 'FLEET CM',
      }),
    ]);
    expect(body.openCardPayments).toEqual([]);
  });

  it('shows each week with its due date, settled oldest first, the open ones overdue when due', async () => {
    const res = await get(`/accounts/${id}/obligations`);
    expect(res.statusCode, res.body).toBe(200);
    const body = contractObligationsSchema.parse(res.json());
    expect(body.owedMinor).toBe(1_700);
    expect(body.otherOpenMinor).toBe(0);
    expect(
      body.obligations.map((o) => [
        o.periodStart,
        o.dueDate,
        o.count,
        o.amountMinor,
        o.openMinor,
        o.state,
      ]),
    ).toEqual([
      ['2026-06-15', '2026-06-26', 1, 700, 700, 'OPEN'],
      ['2026-06-08', '2026-06-19', 1, 2_000, 1_000, 'OVERDUE'],
      ['2026-06-01', '2026-06-12', 2, 1_500, 0, 'PAID'],
    ]);
    const sum = body.obligations.reduce((a, o) => a + o.openMinor, 0);
    expect(sum + body.otherOpenMinor).toBe(body.owedMinor);
  });

  it('is read by those who read the ledger; an unknown contract is 404', async () => {
    expect((await get(`/accounts/${id}/obligations`, 'reader')).statusCode).toBe(403);
    expect((await get('/accounts/999999/payments')).statusCode).toBe(404);
  });

  it("gives a partner's monthly service fees (none yet, then the month's)", async () => {
    const empty = partnerServiceFeesSchema.parse(
      (await get(`/partners/${clientId}/service-fees?year=2026`)).json(),
    );
    expect(empty).toEqual({ year: 2026, months: [] });
    await t.database.db.execute(
      sql`insert into service_fee_definitions
            (name, description_bg, description_en, amount_minor, period, fee_type, invoice_basis,
             document_type, invoicing_day, vat_percent)
          values ('CM', 'Такса', 'Fee', 1000, 'MONTH', 'FIX', 'SERVICE', 'INVOICE', 1, 20)`,
    );
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/service-fees/run',
      headers: bearer(tokens.accountant!),
      payload: { date: '2026-06-20' },
    });
    expect(run.statusCode, run.body).toBe(200);
    const fees = partnerServiceFeesSchema.parse(
      (await get(`/partners/${clientId}/service-fees?year=2026`, 'reader')).json(),
    );
    expect(fees.months.find((m) => m.month === '2026-06')).toMatchObject({
      currency: 'EUR',
      contracts: 1,
      fees: 1,
      grossMinor: 1_200,
    });
    expect((await get('/partners/999999/service-fees')).statusCode).toBe(404);
  });
});
