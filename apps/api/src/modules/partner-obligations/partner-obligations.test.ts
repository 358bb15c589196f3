import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerObligationsPageSchema } from '@toll/contract/partner-obligations';
import { saleSchema } from '@toll/contract/sales';
import { queryRows } from '../../platform/db/database';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { seedPartner, seedPointsOfSale } from '../../test/partner-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { verifyLedgerBalances } from '../ledger/posting';
import { reverseSaleBookings } from '../sales/sale-ledger';

/**
 * Partner obligations from the ledger: cash sales at a partner's points of sale, less its
 * commission, per its weekly reporting period, with the due date and the delay days; a reversal
 * takes its sale and commission back; access for admin, concord admin and accountant; CSV/XLSX.
 */
let t: TestApp;
let partnerId: number;
const users: Record<string, number> = {};
/** A fresh token (the test moves the clock past a token's 15 minutes). */
const as = async (who: string) => bearer(await sessionToken(t, users[who]!));

beforeAll(async () => {
  // Wednesday 10 June 2026: the week is Monday 8 – Sunday 14 June
  t = await createTestApp({ now: '2026-06-10T09:00:00Z' });
  partnerId = (
    await seedPartner(t, {
      name: 'Бензиностанция Изток',
      commissionBp: 500,
      obligationsPeriod: 'WEEKLY',
      duePaymentDays: 7,
      delayDays: 3,
    })
  ).id;
  await seedPointsOfSale(t, partnerId, [401], false);
  for (const [name, roles, posIds] of [
    ['cashier', ['ROLE_VIGNETTE_USER'], [401]],
    ['accountant', ['ROLE_ACCOUNTANT'], []],
    ['concord', ['ROLE_CONCORD_ADMIN'], []],
    ['reader', ['ROLE_CUSTOMERS_READ'], []],
  ] as const) {
    const user = await seedUser(t, {
      username: `po_${name}`,
      roles: [...roles],
      posIds: [...posIds],
      partnerId,
    });
    users[name] = user.id;
  }
}, 120_000);
afterAll(() => t.close());

const sell = async (plates: string[]) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/counter-sales',
    headers: await as('cashier'),
    payload: {
      posId: 401,
      paymentMethod: 'CASH',
      vignettes: plates.map((lpn) => ({ productId: 'car-weekly', countryCode: 'BG', lpn })),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return saleSchema.parse(res.json());
};
const list = async (who = 'accountant', query = 'from=2026-06-01&to=2026-06-30') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/sales-partners/obligations?${query}`,
    headers: { ...(await as(who)), 'accept-language': 'en' },
  });
  return res;
};

describe('sale partner obligations', () => {
  let saleTotal = 0;
  let commission = 0;
  let firstSaleId = '';

  it("owes its points of sale's cash sales less its commission, per week, due 7 days after", async () => {
    const first = await sell(['PO1001AA', 'PO1002AA']);
    const second = await sell(['PO1003AA']);
    firstSaleId = first.transId;
    const items = await queryRows<{ amount_eur: number }>(
      t.database.db,
      sql`select i.amount_eur from sale_items i join sales s on s.id = i.sale_id where s.pos_id = 401`,
    );
    saleTotal = items.reduce((a, i) => a + Number(i.amount_eur), 0);
    commission = items.reduce((a, i) => a + Math.round((Number(i.amount_eur) * 500) / 10_000), 0);
    expect(second.status).toBe('ACTIVATED');
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    const page = partnerObligationsPageSchema.parse(res.json());
    const mine = page.items.filter((r) => r.partnerId === partnerId);
    expect(mine).toEqual([
      {
        partnerId,
        partnerName: 'Бензиностанция Изток',
        eik: expect.any(String),
        period: 'WEEKLY',
        periodStart: '2026-06-08',
        periodEnd: '2026-06-14',
        currency: 'EUR',
        salesMinor: saleTotal,
        commissionMinor: commission,
        settledMinor: 0,
        owedMinor: saleTotal - commission,
        dueDate: '2026-06-21',
        delayDays: 3,
        graceEnd: '2026-06-24',
        daysLate: 0,
        status: 'NOT_DUE',
      },
    ]);
    expect(page.totals.find((x) => x.currency === 'EUR')?.owedMinor).toBeGreaterThanOrEqual(
      saleTotal - commission,
    );
  });

  it('is late within the delay days and overdue after them', async () => {
    t.clock.set(new Date('2026-06-23T09:00:00Z'));
    let row = partnerObligationsPageSchema
      .parse((await list()).json())
      .items.find((r) => r.partnerId === partnerId)!;
    expect(row).toMatchObject({ status: 'IN_DELAY', daysLate: 2 });
    t.clock.set(new Date('2026-06-25T09:00:00Z'));
    row = partnerObligationsPageSchema
      .parse((await list('concord', 'from=2026-06-01&to=2026-06-30&f_status=OVERDUE')).json())
      .items.find((r) => r.partnerId === partnerId)!;
    expect(row).toMatchObject({ status: 'OVERDUE', daysLate: 4 });
    // a period whose last day is outside from…to is not listed
    const outside = partnerObligationsPageSchema.parse(
      (await list('accountant', 'from=2026-06-15&to=2026-06-30')).json(),
    );
    expect(outside.items.filter((r) => r.partnerId === partnerId)).toEqual([]);
  });

  it('takes a reversed sale and its commission back', async () => {
    const items = await queryRows<{ amount_eur: number }>(
      t.database.db,
      sql`select amount_eur from sale_items where sale_id = ${firstSaleId}`,
    );
    const reversed = items.reduce((a, i) => a + Number(i.amount_eur), 0);
    const reversedCommission = items.reduce(
      (a, i) => a + Math.round((Number(i.amount_eur) * 500) / 10_000),
      0,
    );
    await t.database.db.transaction((tx) =>
      reverseSaleBookings(tx, firstSaleId, new Date('2026-06-12T10:00:00Z'), 'test'),
    );
    const row = partnerObligationsPageSchema
      .parse((await list()).json())
      .items.find((r) => r.partnerId === partnerId)!;
    expect(row.salesMinor).toBe(saleTotal - reversed);
    expect(row.commissionMinor).toBe(commission - reversedCommission);
    expect(row.owedMinor).toBe(saleTotal - reversed - (commission - reversedCommission));
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
  });

  it('exports CSV and XLSX in the caller’s language, for its roles only', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/sales-partners/obligations/export?from=2026-06-01&to=2026-06-30&partnerId=${partnerId}&format=csv`,
      headers: { ...(await as('accountant')), 'accept-language': 'bg' },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Дължимо');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Бензиностанция Изток');
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/sales-partners/obligations/export?from=2026-06-01&to=2026-06-30&format=xlsx',
      headers: await as('accountant'),
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await list('reader')).statusCode).toBe(403);
    expect((await list('cashier')).statusCode).toBe(403);
    const backwards = await list('accountant', 'from=2026-06-30&to=2026-06-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0].code).toBe('report.periodOrder');
    const tooLong = await list('accountant', 'from=2025-01-01&to=2026-06-01');
    expect(tooLong.json().errors[0].code).toBe('report.periodTooLong');
  });
});
