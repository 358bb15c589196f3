import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiryDetailSchema, inquiryPageSchema } from '@toll/contract/sales-inquiry';
import type { Role } from '@toll/domain/roles';
import { queryRows } from '../../platform/db/database';
import { verifyLedgerBalances } from '../ledger/posting';
import { issueApiKey } from '../partners/api-keys';
import { createCraftedGateway } from '../../test/crafted-gateway';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { seedPartner, seedPointsOfSale } from '../../test/partner-helpers';
import { APPROVED, postResult, purchase, resultFor } from '../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const gateway = createCraftedGateway();
let t: TestApp;
const tokens: Record<string, string> = {};
let cashSaleId = '';
let cardSaleId = '';

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-21T10:00:00Z', gateway });
  const partner = (await seedPartner(t)).id;
  const other = (await seedPartner(t)).id;
  await seedPointsOfSale(t, partner, [401], true);
  await seedPointsOfSale(t, other, [402], false);
  const people: Record<string, { roles: Role[]; posIds?: number[]; partnerId?: number }> = {
    cashier: { roles: ['ROLE_VIGNETTE_USER'], posIds: [401], partnerId: partner },
    colleague: { roles: ['ROLE_VIGNETTE_USER'], posIds: [401], partnerId: partner },
    partnerAdmin: { roles: ['ROLE_PARTNER_ADMIN'], partnerId: partner },
    otherAdmin: { roles: ['ROLE_PARTNER_ADMIN'], partnerId: other },
    admin: { roles: ['ROLE_ADMIN'] },
    tollAdmin: { roles: ['ROLE_TOLL_ADMIN'] },
  };
  for (const [name, user] of Object.entries(people)) {
    const row = await seedUser(t, { username: `i_${name}`, ...user });
    tokens[name] = await sessionToken(t, row.id);
  }
  // A cash sale of two vignettes in the cashier's shift, and a card sale on the site.
  await call('cashier', 'POST', '/cashiershift/start', { posId: 401 });
  const cash = await call('cashier', 'POST', '/counter-sales', {
    posId: 401,
    paymentMethod: 'CASH',
    vignettes: [
      { productId: 'car-weekly', countryCode: 'BG', lpn: 'CA1111AA' },
      { productId: 'car-weekly', countryCode: 'BG', lpn: 'CA2222BB' },
    ],
  });
  expect(cash.statusCode).toBe(201);
  cashSaleId = cash.json().transId;
  const form = await purchase(t, [{ productId: 'car-annual', countryCode: 'BG', lpn: 'CB3333CC' }]);
  await postResult(t, resultFor(gateway, form, APPROVED));
  cardSaleId = form.transId;
}, 60_000);
afterAll(() => t.close());

function call(who: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(tokens[who]!), 'accept-language': 'en' },
    payload: payload as object | undefined,
  });
}
const codeOf = (res: { json(): unknown }) =>
  (res.json() as { errors: { code: string }[] }).errors[0]?.code;
const check = async (plate: string) =>
  (await t.app.inject({ method: 'GET', url: `/check/vignette/plate/BG/${plate}` })).json() as {
    ok: boolean;
    status: { code: number };
  };

describe('sales inquiry', () => {
  it('searches within the POS scope, by plate and status, paged', async () => {
    const all = inquiryPageSchema.parse((await call('admin', 'GET', '/sales/inquiry')).json());
    expect(all.items.map((s) => s.saleId).sort()).toEqual([cashSaleId, cardSaleId].sort());
    const mine = inquiryPageSchema.parse(
      (await call('partnerAdmin', 'GET', '/sales/inquiry?f_plate=ca 1111aa')).json(),
    );
    expect(mine.items).toMatchObject([
      { saleId: cashSaleId, paymentMethod: 'CASH', posCode: 'T-401', reversed: 'NONE' },
    ]);
    expect(mine.items[0]!.documents).toHaveLength(2);
    const byDocument = await call(
      'cashier',
      'GET',
      `/sales/inquiry?f_document=${mine.items[0]!.documents[0]}`,
    );
    expect(byDocument.json().total).toBe(1);
    const others = (await call('otherAdmin', 'GET', '/sales/inquiry')).json();
    expect(others.total).toBe(0);
    expect((await call('otherAdmin', 'GET', `/sales/inquiry/${cashSaleId}`)).statusCode).toBe(404);
    expect((await call('tollAdmin', 'GET', '/sales/inquiry')).statusCode).toBe(403);
    const days = await call('admin', 'GET', '/sales/inquiry?f_from=2026-11-22&f_to=2026-11-30');
    expect(days.json().total).toBe(0);
  });

  it('streams the filter as CSV', async () => {
    const res = await call('admin', 'GET', '/sales/inquiry/export?format=csv&f_paymentMethod=CASH');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('CA1111AA');
  });
});

describe('reversal', () => {
  it('reverses one item of a cash sale from the open shift, once, and the check API forgets it', async () => {
    expect((await check('CA1111AA')).status.code).toBe(200);
    const detail = inquiryDetailSchema.parse(
      (await call('partnerAdmin', 'GET', `/sales/inquiry/${cashSaleId}`)).json(),
    );
    const item = detail.sale.items.find((i) => i.lpn === 'CA1111AA')!;
    // a cashier reverses only their own sales of their open shift: not a colleague's
    const refused = await call('colleague', 'POST', `/sales/inquiry/${cashSaleId}/reversal`, {
      itemId: item.id,
      reason: 'wrong plate',
    });
    expect([refused.statusCode, codeOf(refused)]).toEqual([403, 'reversal.ownOpenShiftOnly']);
    expect(
      inquiryDetailSchema.parse(
        (await call('colleague', 'GET', `/sales/inquiry/${cashSaleId}`)).json(),
      ).mayReverse,
    ).toBe(false);
    expect(detail.mayReverse).toBe(true);
    const res = await call('partnerAdmin', 'POST', `/sales/inquiry/${cashSaleId}/reversal`, {
      itemId: item.id,
      reason: 'wrong plate',
    });
    expect(res.statusCode).toBe(200);
    const after = inquiryDetailSchema.parse(res.json());
    expect(after.sale.items.find((i) => i.id === item.id)!.status).toBe('REVERSED');
    expect(after.reversals).toMatchObject([
      {
        method: 'CASH',
        wholeSale: false,
        reason: 'wrong plate',
        itemIds: [item.id],
        amountMinor: 767,
      },
    ]);
    expect(after.reversals[0]!.shiftId).toBe(detail.shiftId);
    expect((await check('CA1111AA')).status.code).toBe(500);
    expect((await check('CA2222BB')).status.code).toBe(200);
    const twice = await call('partnerAdmin', 'POST', `/sales/inquiry/${cashSaleId}/reversal`, {
      itemId: item.id,
      reason: 'again',
    });
    expect([twice.statusCode, codeOf(twice)]).toEqual([409, 'reversal.alreadyReversed']);
    const list = (await call('admin', 'GET', '/sales/inquiry?f_status=PARTIALLY_REVERSED')).json();
    expect(list.items.map((s: { saleId: string }) => s.saleId)).toEqual([cashSaleId]);
    const [audit] = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity = 'sale' and entity_id = ${cashSaleId}`,
    );
    expect(audit?.action).toBe('sale.reverse');
  });

  it('reverses the rest of the sale, then refuses a second whole reversal', async () => {
    const res = await call('admin', 'POST', `/sales/inquiry/${cashSaleId}/reversal`, {
      reason: 'customer returned',
    });
    expect(res.statusCode).toBe(200);
    expect((await check('CA2222BB')).status.code).toBe(500);
    // The cash went back from the open shift: its summary report shows both pay-backs.
    const detail = inquiryDetailSchema.parse(res.json());
    const report = await call('cashier', 'GET', `/cashiershift/summarizedReport/${detail.shiftId}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows.find((r) => r[0] === 'Paid back (reversals)')).toEqual([
      'Paid back (reversals)',
      '',
      '',
      2,
      30,
      15.34,
    ]);
    const again = await call('admin', 'POST', `/sales/inquiry/${cashSaleId}/reversal`, {
      reason: 'customer returned',
    });
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'reversal.alreadyReversed']);
    // the ledger: every booking of the sale (revenue and till) reversed once, nothing left
    const net = await queryRows<{ kind: string; total: string | number }>(
      t.database.db,
      sql`select a.kind, sum(e.amount_minor) as total from ledger_entries e
          join ledger_transactions x on x.id = e.transaction_id
          join ledger_accounts a on a.id = e.account_id
          where x.refs->>'saleId' = ${cashSaleId}
             or x.reverses_transaction_id in
                (select id from ledger_transactions where refs->>'saleId' = ${cashSaleId})
          group by a.kind order by a.kind`,
    );
    expect(net.length).toBeGreaterThan(0);
    for (const row of net) expect(Number(row.total)).toBe(0);
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
  });

  it('is never applied twice, even if the plan is bypassed: the database refuses', async () => {
    const [row] = await queryRows<{ reversal_id: string; sale_item_id: string }>(
      t.database.db,
      sql`select reversal_id, sale_item_id from sale_reversal_items limit 1`,
    );
    await expect(
      t.database.db.execute(
        sql`insert into sale_reversal_items (reversal_id, sale_item_id) values (${row!.reversal_id}, ${row!.sale_item_id})`,
      ),
    ).rejects.toThrow();
  });

  it('reverses a card sale at the gateway (TRTYPE 24), once per sale', async () => {
    expect((await check('CB3333CC')).status.code).toBe(200);
    const res = await call('admin', 'POST', `/sales/inquiry/${cardSaleId}/reversal`, {
      reason: 'double charge claimed',
    });
    expect(res.statusCode).toBe(200);
    expect((await check('CB3333CC')).status.code).toBe(500);
    const [reversal] = await queryRows<{ id: string; reason: string; amount_minor: number }>(
      t.database.db,
      sql`select id, reason, amount_minor from payment_reversals where sale_id = ${cardSaleId}`,
    );
    expect(reversal).toMatchObject({ reason: 'SALE_REVERSAL', amount_minor: 4960 });
    await t.sales.paymentJobs.reverse(reversal!.id);
    expect(gateway.calls.reverse.at(-1)).toMatchObject({ amountMinor: 4960, currency: 'EUR' });
    const detail = inquiryDetailSchema.parse(
      (await call('admin', 'GET', `/sales/inquiry/${cardSaleId}`)).json(),
    );
    expect(detail.reversals[0]).toMatchObject({ method: 'CARD', gatewayState: 'DONE' });
    const twice = await call('admin', 'POST', `/sales/inquiry/${cardSaleId}/reversal`, {
      reason: 'again',
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe('a cashier’s own reversal', () => {
  it('puts right their own sale while the shift is open, and no more once it is closed', async () => {
    const sell = (lpn: string) =>
      call('cashier', 'POST', '/counter-sales', {
        posId: 401,
        paymentMethod: 'CASH',
        vignettes: [{ productId: 'car-weekly', countryCode: 'BG', lpn }],
      });
    const mistake = (await sell('CA6661AA')).json().transId as string;
    const kept = (await sell('CA6662AA')).json().transId as string;
    const own = await call('cashier', 'POST', `/sales/inquiry/${mistake}/reversal`, {
      reason: 'typed the wrong plate',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(inquiryDetailSchema.parse(own.json()).reversals[0]).toMatchObject({ method: 'CASH' });
    const shift = (await call('cashier', 'GET', '/cashiershift/user')).json()[0];
    await call('cashier', 'POST', `/cashiershift/end/${shift.id}`);
    const late = await call('cashier', 'POST', `/sales/inquiry/${kept}/reversal`, {
      reason: 'too late',
    });
    expect([late.statusCode, codeOf(late)]).toEqual([403, 'reversal.ownOpenShiftOnly']);
    await call('cashier', 'POST', '/cashiershift/start', { posId: 401 });
  });
});

describe('a reseller’s sale on the partner’s account', () => {
  let resellerSaleId = '';
  let partnerId = 0;

  it('is in the partner admin’s scope and the partner filter, with the choices to filter by', async () => {
    const admin = (await call('partnerAdmin', 'GET', '/sales/inquiry')).json();
    partnerId = (
      await queryRows<{ partner_id: number }>(
        t.database.db,
        sql`select partner_id from points_of_sale where id = 401`,
      )
    )[0]!.partner_id;
    expect(admin.total).toBeGreaterThan(0);
    const { key } = await issueApiKey(t.database.db, {
      partnerId,
      name: 'shop',
      createdBy: null,
      now: t.clock.now(),
    });
    const sold = await t.app.inject({
      method: 'POST',
      url: '/api/reseller/sales',
      headers: { 'x-api-key': key, 'idempotency-key': 'inquiry-1' },
      payload: {
        vignettes: [
          { productId: 'car-weekly', countryCode: 'BG', lpn: 'CR4444DD' },
          { productId: 'car-weekly', countryCode: 'BG', lpn: 'CR5555EE' },
        ],
      },
    });
    expect(sold.statusCode, sold.body).toBe(201);
    resellerSaleId = sold.json().transId;
    const mine = inquiryPageSchema.parse(
      (await call('partnerAdmin', 'GET', '/sales/inquiry?f_plate=CR4444DD')).json(),
    );
    expect(mine.items).toMatchObject([
      { saleId: resellerSaleId, paymentMethod: 'ACCOUNT', channel: 'partner', posCode: null },
    ]);
    expect(mine.items[0]!.partnerName).not.toBeNull();
    const filtered = (
      await call('admin', 'GET', `/sales/inquiry?f_partnerId=${partnerId}&f_paymentMethod=ACCOUNT`)
    ).json();
    expect(filtered.items.map((s: { saleId: string }) => s.saleId)).toEqual([resellerSaleId]);
    expect((await call('otherAdmin', 'GET', `/sales/inquiry/${resellerSaleId}`)).statusCode).toBe(
      404,
    );
    const choices = (await call('partnerAdmin', 'GET', '/sales/inquiry/filters')).json();
    expect(choices.partners.map((p: { id: number }) => p.id)).toEqual([partnerId]);
    // the users of the partner's points of sale: the cashier and the colleague
    expect(choices.cashiers).toHaveLength(2);
    const none = (await call('otherAdmin', 'GET', '/sales/inquiry/filters')).json();
    expect(none.cashiers).toEqual([]);
  });

  it('is reversed item by item: credited back to the partner’s obligation, no shift, no gateway', async () => {
    const obligation = async () =>
      Number(
        (
          await queryRows<{ total: string | number | null }>(
            t.database.db,
            sql`select coalesce(sum(e.amount_minor), 0) as total from ledger_entries e
                join ledger_accounts a on a.id = e.account_id
                where a.kind = 'PARTNER_OBLIGATION' and a.owner_id = ${partnerId}`,
          )
        )[0]!.total,
      );
    const before = await obligation();
    expect(before).toBeGreaterThan(0);
    const detail = inquiryDetailSchema.parse(
      (await call('partnerAdmin', 'GET', `/sales/inquiry/${resellerSaleId}`)).json(),
    );
    const item = detail.sale.items[0]!;
    const res = await call('partnerAdmin', 'POST', `/sales/inquiry/${resellerSaleId}/reversal`, {
      itemId: item.id,
      reason: 'reseller cancelled',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = inquiryDetailSchema.parse(res.json());
    expect(after.paymentMethod).toBe('ACCOUNT');
    expect(after.reversals).toMatchObject([
      { method: 'ACCOUNT', shiftId: null, gatewayState: null, itemIds: [item.id] },
    ]);
    expect(await obligation()).toBe(before - item.price.minor);
    const rest = await call('admin', 'POST', `/sales/inquiry/${resellerSaleId}/reversal`, {
      reason: 'reseller cancelled',
    });
    expect(rest.statusCode).toBe(200);
    expect(await obligation()).toBe(0);
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
  });
});
