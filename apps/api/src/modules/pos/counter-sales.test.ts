import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleSchema } from '@toll/contract/sales';
import { shiftSalesSchema } from '@toll/contract/pos';
import type { Role } from '@toll/domain/roles';
import { queryRows } from '../../platform/db/database';
import { verifyLedgerBalances } from '../ledger/posting';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { seedPartner, seedPointsOfSale } from '../../test/partner-helpers';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const partner = (await seedPartner(t)).id;
  await seedPointsOfSale(t, partner, [301, 302], true);
  await seedPointsOfSale(t, partner, [303], false);
  const people: Record<string, { roles: Role[]; posIds?: number[] }> = {
    cashier: { roles: ['ROLE_VIGNETTE_USER'], posIds: [301, 302, 303] },
    colleague: { roles: ['ROLE_VIGNETTE_USER'], posIds: [301] },
    tollAdmin: { roles: ['ROLE_TOLL_ADMIN'], posIds: [301] },
  };
  for (const [name, user] of Object.entries(people)) {
    const row = await seedUser(t, { username: `c_${name}`, partnerId: partner, ...user });
    tokens[name] = await sessionToken(t, row.id);
  }
}, 60_000);
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(tokens[who]!), 'accept-language': 'en' },
    payload: payload as object | undefined,
  });
const sell = (who: string, posId: number, plates: string[], product = 'car-weekly') =>
  call(who, 'POST', '/counter-sales', {
    posId,
    paymentMethod: 'CASH',
    vignettes: plates.map((lpn) => ({ productId: product, countryCode: 'BG', lpn })),
  });
const codeOf = (res: { json(): unknown }) =>
  (res.json() as { errors: { code: string }[] }).errors[0]?.code;

describe('cash sales at the counter', () => {
  let shiftId = 0;

  it('refuses a POS that works in shifts without the cashier’s open shift there', async () => {
    const none = await sell('cashier', 301, ['CA1001AA']);
    expect([none.statusCode, codeOf(none)]).toEqual([409, 'shift.noOpenShift']);
    await call('cashier', 'POST', '/cashiershift/start', { posId: 302 });
    const elsewhere = await sell('cashier', 301, ['CA1001AA']);
    expect(codeOf(elsewhere)).toBe('shift.noOpenShiftForPos');
    await call('colleague', 'POST', '/cashiershift/start', { posId: 301 });
    const other = await sell('cashier', 301, ['CA1001AA']);
    expect(codeOf(other)).toBe('shift.otherUserShiftOpen');
    const notMine = await sell('colleague', 302, ['CA1001AA']);
    expect([notMine.statusCode, codeOf(notMine)]).toEqual([403, 'pos.notYours']);
    const hidden = await sell('tollAdmin', 301, ['CA1001AA']);
    expect(hidden.statusCode).toBe(403);
    const cheque = await call('cashier', 'POST', '/counter-sales', {
      posId: 302,
      paymentMethod: 'CHEQUE',
      vignettes: [{ productId: 'car-weekly', countryCode: 'BG', lpn: 'CA1001AA' }],
    });
    expect(cheque.statusCode).toBe(400);
  });

  it('sells for cash in the open shift and issues the vignettes at once', async () => {
    const shifts = (await call('cashier', 'GET', '/cashiershift/user')).json();
    shiftId = shifts.find((s: { posId: number }) => s.posId === 302).id;
    const res = await sell('cashier', 302, ['CA1001AA', 'СА 2002 ВХ']);
    expect(res.statusCode).toBe(201);
    const sale = saleSchema.parse(res.json());
    expect(sale.status).toBe('ACTIVATED');
    expect(sale.payment).toBeNull();
    expect(sale.items.map((i) => i.status)).toEqual(['ACTIVE', 'ACTIVE']);
    const [row] = await queryRows<{ shift_id: number; pos_id: number; payment_method: string }>(
      t.database.db,
      sql`select shift_id, pos_id, payment_method from sales where id = ${sale.transId}`,
    );
    expect(row).toEqual({ shift_id: shiftId, pos_id: 302, payment_method: 'CASH' });
    const vignettes = await queryRows<{ plate: string }>(
      t.database.db,
      sql`select plate from vignettes order by plate`,
    );
    expect(vignettes.map((v) => v.plate)).toEqual(['CA1001AA', 'CA2002BX']);
  });

  it('applies the public purchase rules: an overlapping vignette is refused, nothing sold', async () => {
    const res = await sell('cashier', 302, ['CA1001AA']);
    expect([res.statusCode, codeOf(res)]).toEqual([409, 'vignette.alreadyExists']);
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from sales where shift_id = ${shiftId}`,
    );
    expect(count!.n).toBe(1);
  });

  it('sells at a POS that does not work in shifts without a shift', async () => {
    const res = await sell('cashier', 303, ['CA3003AA']);
    expect(res.statusCode).toBe(201);
  });

  it('books the cash in the till and the partner’s commission at its rate in the ledger', async () => {
    await t.database.db.execute(
      sql`update partners set commission_bp = 250
          where id = (select partner_id from points_of_sale where id = 303)`,
    );
    const res = await sell('cashier', 303, ['CA3004AA']);
    expect(res.statusCode).toBe(201);
    const sale = saleSchema.parse(res.json());
    const lines = await queryRows<{
      type: string;
      kind: string;
      owner_id: number | null;
      amount: string;
    }>(
      t.database.db,
      sql`select t.type, a.kind, a.owner_id, e.amount_minor as amount from ledger_transactions t
          join ledger_entries e on e.transaction_id = t.id join ledger_accounts a on a.id = e.account_id
          where t.refs->>'saleId' = ${sale.transId} order by t.id, a.kind`,
    );
    const price = sale.total.price.minor;
    const commission = Math.round((price * 250) / 10_000);
    const [partner] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select partner_id as id from points_of_sale where id = 303`,
    );
    expect(lines.map((l) => [l.type, l.kind, l.owner_id, Number(l.amount)])).toEqual([
      ['E_VIGNETTE', 'POS_CASH', 303, price],
      ['E_VIGNETTE', 'REVENUE_VIGNETTE', null, -price],
      ['PARTNER_COMMISSION', 'COMMISSION_EXPENSE', null, commission],
      ['PARTNER_COMMISSION', 'PARTNER_OBLIGATION', partner!.id, -commission],
    ]);
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
  });

  it('shows the sales in the shift’s list and reports, and sells no more once closed', async () => {
    await sell('cashier', 302, ['CA4004AA'], 'car-monthly');
    const page = shiftSalesSchema.parse(
      (
        await call(
          'cashier',
          'GET',
          `/cashiershift/sales/${shiftId}?page_size=1&page_number=0&sorting_parameter=number&sorting_direction=asc`,
        )
      ).json(),
    );
    expect(page.total).toBe(2);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]!.paymentMethod).toBe('CASH');
    expect(page.items[0]!.plates).toEqual(['CA1001AA', 'CA2002BX']);
    expect(page.items[0]!.items).toBe(2);
    const second = shiftSalesSchema.parse(
      (
        await call(
          'cashier',
          'GET',
          `/cashiershift/sales/${shiftId}?page_size=1&page_number=1&sorting_parameter=number&sorting_direction=asc`,
        )
      ).json(),
    );
    expect(second.items[0]!.plates).toEqual(['CA4004AA']);

    await call('cashier', 'POST', `/cashiershift/end/${shiftId}`);
    const late = await sell('cashier', 302, ['CA5005AA']);
    expect(codeOf(late)).toBe('shift.noOpenShift');

    const csv = (await call('cashier', 'GET', `/cashiershift/detailedReport/${shiftId}`)).body;
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/CA1001AA/);
    expect(lines[1]).toMatch(/cash/);
    expect(lines[1]).toMatch(/\d{14}/);
    // states in words, not the codes (ACTIVATED, ACTIVE, REVERSED)
    expect(lines[1]).toContain(',Paid,');
    expect(lines[1]).toContain(',Issued,');
    expect(csv).not.toMatch(/,(ACTIVATED|ACTIVE|REVERSED|CANCELLED),/);
    const xlsx = await call('cashier', 'GET', `/cashiershift/summarizedReport/${shiftId}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const total = rows.find((r) => r[0] === 'Total');
    expect(total?.[3]).toBe(3);
    expect(rows.some((r) => r[1] === 'Car up to 3.5 t, Weekly' && r[3] === 2)).toBe(true);
  });
});
