import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkCheckResponseSchema, bulkPurchaseResponseSchema } from '@toll/contract/bulk-purchase';
import { queryRows } from '../../platform/db/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { seedPartner, seedPointsOfSale } from '../../test/partner-helpers';

/** The vignette purchase by CSV file: checked per line, bought whole or not at all. */
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const partner = (await seedPartner(t)).id;
  await seedPointsOfSale(t, partner, [401], false);
  const cashier = await seedUser(t, {
    username: 'b_cashier',
    roles: ['ROLE_VIGNETTE_USER'],
    partnerId: partner,
    posIds: [401],
  });
  const accountant = await seedUser(t, {
    username: 'b_accountant',
    roles: ['ROLE_ACCOUNTANT'],
    partnerId: partner,
  });
  tokens.cashier = await sessionToken(t, cashier.id);
  tokens.accountant = await sessionToken(t, accountant.id);
}, 60_000);
afterAll(() => t.close());

const call = (url: string, payload: unknown, who = 'cashier') =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...bearer(tokens[who]!), 'accept-language': 'en' },
    payload: payload as object,
  });
const buy = (csv: string, paymentMethod: 'CARD' | 'CASH' = 'CASH') =>
  call('/bulk-purchases', {
    csv,
    paymentMethod,
    posId: 401,
    email: 'fleet@example.com',
    consents: { terms: true, noRefund: true },
  });
const countSales = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from sales`))[0]!.n;

const GOOD = [
  'plate;country;product;start',
  'CA7001AA;BG;car-weekly;',
  'CA7002AA;BG;car-weekly;2026-12-01',
];

describe('bulk purchase by CSV', () => {
  it('checks every line: the file’s, the plate rules and the purchase rules, each with its line', async () => {
    const csv = [
      ...GOOD,
      'CA7001AA;BG;car-weekly;',
      'X;BG;car-weekly',
      'CA7003AA;BG;car-weekly;2027-03-01',
    ].join('\n');
    const res = await call('/bulk-purchases/check', { csv });
    expect(res.statusCode).toBe(200);
    const body = bulkCheckResponseSchema.parse(res.json());
    expect(body.ok).toBe(false);
    expect(body.rows.map((r) => [r.line, r.errors.map((e) => e.code)])).toEqual([
      [2, []],
      [3, []],
      [4, ['vignette.overlapsCartItem']],
      [5, ['validation.invalidPlate']],
      [6, ['vignette.startTooFarAhead']],
    ]);
    // the clash names the line of the earlier row
    expect(body.rows[2]!.errors[0]!.message).toContain('2');
  });

  it('buys nothing from a file with a bad line, then buys the corrected file in one cash sale', async () => {
    const before = await countSales();
    const bad = await buy([...GOOD, 'X;BG;car-weekly'].join('\n'));
    expect(bad.statusCode).toBe(409);
    const errors = bad.json().errors as { code: string; field?: string }[];
    expect(errors[0]!.code).toBe('bulk.invalidRows');
    expect(errors[1]).toMatchObject({ code: 'validation.invalidPlate', field: 'line.4' });
    expect(await countSales()).toBe(before);
    const ok = await buy(GOOD.join('\n'));
    expect(ok.statusCode).toBe(200);
    const body = bulkPurchaseResponseSchema.parse(ok.json());
    if (body.paymentMethod !== 'CASH') throw new Error('cash expected');
    expect(body.sale.status).toBe('ACTIVATED');
    expect(body.sale.items).toHaveLength(2);
    expect(await countSales()).toBe(before + 1);
    // bought once: the same file again meets the overlap rule
    const again = await buy(GOOD.join('\n'));
    expect(again.json().errors[1].code).toBe('vignette.alreadyExists');
  });

  it('pays a file by card in one gateway payment', async () => {
    const res = await buy('CA7101AA,BG,car-weekly\nCA7102AA,BG,car-monthly', 'CARD');
    expect(res.statusCode).toBe(200);
    const body = bulkPurchaseResponseSchema.parse(res.json());
    if (body.paymentMethod !== 'CARD') throw new Error('card expected');
    expect(body.card.payment.fields).toBeTruthy();
  });

  it('is refused to roles without sales', async () => {
    const res = await call('/bulk-purchases/check', { csv: GOOD.join('\n') }, 'accountant');
    expect(res.statusCode).toBe(403);
  });
});
