import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aggregatedReportSchema, salesReportPageSchema } from '@toll/contract/reports';
import { periodStart, REPORT_GROUPINGS } from '@toll/domain/report-rules';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { seedPartner, seedPointsOfSale } from '../../test/partner-helpers';
import { seedIssuedSale } from '../../test/report-helpers';
import { createReportService } from './report-service';

let t: TestApp;
let token = '';
let partnerId = 0;
/** Sofia days of the seeded sales, and which of them were sold at POS 601. */
const sold: { day: string; product: string; pos: boolean; eur: number }[] = [];

// Days spread over two years, at times near Sofia midnight (the day is the Sofia day).
const DAYS = Array.from({ length: 40 }, (_, i) => {
  const date = new Date(Date.UTC(2025, 10, 1) + i * 9 * 86_400_000 + (i % 7) * 86_400_000);
  return date.toISOString().slice(0, 10);
});

beforeAll(async () => {
  t = await createTestApp();
  partnerId = (await seedPartner(t)).id;
  await seedPointsOfSale(t, partnerId, [601, 602]);
  const accountant = await seedUser(t, { username: 'r_accountant', roles: ['ROLE_ACCOUNTANT'] });
  token = await sessionToken(t, accountant.id);
  for (const [i, day] of DAYS.entries()) {
    const product = i % 3 === 0 ? 'car-annual' : 'car-weekly';
    const pos = i % 4 === 0;
    const eur = 1000 + i;
    // 00:30 Sofia winter time: the report's Sofia day, still the previous day in UTC.
    const at = new Date(`${day}T00:30:00+02:00`).toISOString();
    await seedIssuedSale(t.database.db, {
      at,
      product,
      posId: pos ? 601 : null,
      channel: pos ? 'office' : 'site',
      amountEur: eur,
    });
    sold.push({ day, product, pos, eur });
  }
  // Never counted: an item not issued, and a route pass (toll sales only).
  await seedIssuedSale(t.database.db, { at: '2026-01-05T10:00:00Z', state: 'PENDING' });
  await seedIssuedSale(t.database.db, {
    at: '2026-01-05T10:00:00Z',
    kind: 'ROUTE_PASS',
    plate: 'PB1111AA',
  });
}, 60_000);
afterAll(() => t.close());

const get = (url: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { ...bearer(token), 'accept-language': 'en' },
  });
const codeOf = (res: { json(): unknown }) =>
  (res.json() as { errors: { code: string }[] }).errors[0]?.code;

describe('aggregated report (§9 groupings)', () => {
  it.each(REPORT_GROUPINGS)('sums each %s period as the domain rule groups the days', async (g) => {
    const res = await get(`/reports/aggregated?grouping=${g}&f_product=car-weekly`);
    const expected = new Map<string, { items: number; eur: number }>();
    for (const s of sold.filter((x) => x.product === 'car-weekly')) {
      const period = periodStart(s.day, g);
      if (period === null) continue;
      const e = expected.get(period) ?? { items: 0, eur: 0 };
      expected.set(period, { items: e.items + 1, eur: e.eur + s.eur });
    }
    if (expected.size === 0) {
      expect([res.statusCode, codeOf(res)]).toEqual([422, 'list.noResults']);
      return;
    }
    expect(res.statusCode).toBe(200);
    const report = aggregatedReportSchema.parse(res.json());
    const actual = new Map(
      report.rows.map((r) => [r.period, { items: r.items, eur: r.amountEur }]),
    );
    expect(actual).toEqual(expected);
  });

  it('filters by partner, POS, channel and period, and follows a cancelled item', async () => {
    const byPartner = aggregatedReportSchema.parse(
      (await get(`/reports/aggregated?grouping=YEARLY&f_partnerId=${partnerId}`)).json(),
    );
    expect(byPartner.totals.items).toBe(sold.filter((s) => s.pos).length);
    const byPos = await get('/reports/aggregated?grouping=YEARLY&f_posId=602');
    expect([byPos.statusCode, codeOf(byPos)]).toEqual([422, 'list.noResults']);
    const site = aggregatedReportSchema.parse(
      (
        await get(
          '/reports/aggregated?grouping=YEARLY&f_channel=site&f_from=2026-01-01&f_to=2026-03-31',
        )
      ).json(),
    );
    const inQ1 = sold.filter((s) => !s.pos && s.day >= '2026-01-01' && s.day <= '2026-03-31');
    expect(site.totals.items).toBe(inQ1.length + 1); // and the route pass of 5 January

    await t.database.db.execute(
      sql`update sale_items set state = 'CANCELLED' where id = (select i.id from sale_items i join sales s on s.id = i.sale_id where s.pos_id = 601 order by s.created_at limit 1)`,
    );
    const after = aggregatedReportSchema.parse(
      (await get(`/reports/aggregated?grouping=YEARLY&f_partnerId=${partnerId}`)).json(),
    );
    expect(after.totals.items).toBe(byPartner.totals.items - 1);
    sold.shift(); // the first sale (at POS 601) no longer counts
  });

  it('refuses as many results as the limit (§5), the limit not shown but named', async () => {
    const small = createReportService({ db: t.database.db, limit: 3 });
    await expect(small.aggregated({}, 'DAILY')).rejects.toMatchObject({
      status: 422,
      details: [{ code: 'report.tooManyResults', params: { max: 3 } }],
    });
    await expect(small.aggregated({ f_product: 'car-annual' }, 'YEARLY')).resolves.toMatchObject({
      grouping: 'YEARLY',
    });
  });

  it('answers 400 for a bad grouping or day, and 403 to a non-accountant', async () => {
    expect((await get('/reports/aggregated?grouping=HOURLY')).statusCode).toBe(400);
    expect((await get('/reports/aggregated?f_from=2026-02-30')).statusCode).toBe(400);
    const clerk = await seedUser(t, { username: 'r_clerk', roles: ['ROLE_DELICTS_READ'] });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/reports/aggregated',
      headers: bearer(await sessionToken(t, clerk.id)),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('sales and toll-sales reports', () => {
  it('pages issued vignettes newest first with the total from the summary', async () => {
    const page = salesReportPageSchema.parse(
      (await get('/reports/sales?pageSize=5&f_product=car-annual')).json(),
    );
    const annual = sold.filter((s) => s.product === 'car-annual');
    expect(page.total).toBe(annual.length);
    expect(page.items).toHaveLength(5);
    expect(page.items[0]!.soldAt > page.items[4]!.soldAt).toBe(true);
    const tolls = salesReportPageSchema.parse((await get('/reports/toll-sales')).json());
    expect(tolls.items.map((r) => [r.kind, r.plate])).toEqual([['ROUTE_PASS', 'PB1111AA']]);
  });

  it("keeps each item's sale moment on the item, filled in by the database (0037)", async () => {
    const rows = (await t.database.db.execute(sql`
      select count(*)::int as n,
        count(*) filter (where i.sold_at is distinct from s.created_at)::int as wrong
      from sale_items i join sales s on s.id = i.sale_id`)) as unknown as {
      rows: { n: number; wrong: number }[];
    };
    expect(rows.rows[0]).toEqual({ n: DAYS.length + 2, wrong: 0 });
    // The product's page is its newest items, in the order of the sales' moments.
    const page = salesReportPageSchema.parse(
      (await get('/reports/sales?pageSize=100&f_product=car-annual')).json(),
    );
    const annualDays = sold.filter((s) => s.product === 'car-annual').map((s) => s.day);
    expect(page.items.map((r) => r.soldAt)).toEqual(
      annualDays.map((day) => new Date(`${day}T00:30:00+02:00`).toISOString()).reverse(),
    );
  });

  it('shows the partner and POS of counter sales', async () => {
    const page = salesReportPageSchema.parse(
      (await get(`/reports/sales?f_partnerId=${partnerId}&pageSize=100`)).json(),
    );
    expect(page.items.length).toBe(page.total);
    expect(new Set(page.items.map((r) => r.posCode))).toEqual(new Set(['T-601']));
  });

  it('asks before an unfiltered download, then exports CSV and XLSX with headers', async () => {
    const unfiltered = await get('/reports/sales/export?format=csv');
    expect([unfiltered.statusCode, codeOf(unfiltered)]).toEqual([409, 'report.confirmUnfiltered']);
    const csv = await get('/reports/sales/export?format=csv&confirmed=true');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('Sold at');
    expect(lines).toHaveLength(sold.length + 1);
    const none = await get('/reports/sales/export?format=csv&f_posId=602');
    expect([none.statusCode, codeOf(none)]).toEqual([422, 'list.noResults']);

    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/reports/aggregated/export?format=xlsx&grouping=MONTHLY&f_from=2025-01-01',
      headers: { ...bearer(token), 'accept-language': 'bg' },
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const header = book.worksheets[0]!.getRow(1).values as unknown[];
    expect(header).toContain('Период от');
  });
});
