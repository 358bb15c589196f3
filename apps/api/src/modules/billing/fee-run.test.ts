import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePlainDate } from '@toll/domain/plain-date';
import { queryRows } from '../../platform/db/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { verifyLedgerBalances } from '../ledger/posting';
import { runBilling } from './fee-run';

/**
 * The set-based billing run (issue #19): fees and invoices for many contracts in chunks of
 * contracts per transaction. Contracts are made here in SQL, each with its own frequency, days in
 * advance and vehicles.
 */
let t: TestApp;
const q = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  queryRows<T>(t.database.db, query);
const run = (date: string, chunkSize?: number) =>
  runBilling(t.database.db, new Date(`${date}T06:00:00Z`), parsePlainDate(date)!, { chunkSize });

/** n active contracts (a client each) and `units` vehicles on each; returns their ids. */
async function contracts(
  tag: string,
  n: number,
  { daysInAdvance, frequency, units }: { daysInAdvance: number; frequency: 1 | 2; units: number },
) {
  const rows = await q<{ id: number }>(sql`
    with p as (
      insert into partners (name, partner_type, city, lang, customer_id)
      select ${`Фий ${tag} `} || g || ' ЕООД', 'TOLL_CUSTOMER', 'София', 'bg', ${`F-${tag}-`} || g
      from generate_series(1, ${n}::int) g
      returning id, name),
    c as (
      insert into clients (partner_id, customer_type, identification_type, identification_number,
                           company_name, country_code, city, postal_code, street)
      select p.id, 2, 6, lpad((200000000 + p.id)::text, 9, '0'), p.name, 'BG', 'София', '1000', 'ул. Тест 1'
      from p returning partner_id)
    insert into accounts (client_id, account_type, status, signed_at,
                          days_in_advance_to_create_service_fee, service_fee_generation_frequency)
    select c.partner_id, 1, 'ACTIVE', now(), ${daysInAdvance}, ${frequency} from c
    returning id`);
  const ids = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  if (units > 0)
    await t.database.db.execute(sql`
      insert into account_units (account_id, country_code, plate, vehicle_type, make, model,
        tractor_axles, trailer_axles, total_axles, max_wet_weight, train_max_weight, emission_class,
        toll_category)
      select a.id, 'BG', 'FR' || lpad((a.id * 10 + k)::text, 7, '0') || 'X', 'TRUCK', 'VOLVO',
             'FH 500', 2, 3, 5, 1800, 4000, 6, 'OVER_12T_4_PLUS_AXLES'
      from accounts a, generate_series(1, ${units}::int) k
      where a.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  return ids;
}

async function invoicesOf(ids: number[]) {
  return q<{ account_id: number; number: string; issued_on: string; gross_minor: number }>(
    sql`select account_id, number::text as number, issued_on::text as issued_on,
               gross_minor::int as gross_minor
        from invoices where account_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) order by number`,
  );
}

async function numbersAreGapless() {
  const [row] = await q<{ n: number; distinct_n: number; max: string; next: string }>(
    sql`select count(*)::int as n, count(distinct number)::int as distinct_n, max(number) as max,
               (select next_number from invoice_issuers where is_default) as next
        from invoices`,
  );
  expect(row!.distinct_n).toBe(row!.n);
  expect(Number(row!.max ?? 0)).toBe(row!.n);
  expect(Number(row!.next)).toBe(row!.n + 1);
}

async function soundLedger() {
  expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
  const unbooked = await q<{ n: number }>(
    sql`select count(*)::int as n from invoices i where not exists (
          select 1 from ledger_transactions x where x.business_key = 'invoice:' || i.id)`,
  );
  expect(unbooked[0]!.n).toBe(0);
}

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(sql`
    insert into service_fee_definitions (name, description_bg, description_en, amount_minor,
      period, fee_type, invoice_basis, invoicing_day)
    values ('Поддръжка', 'Месечна такса за поддръжка на договор', 'Monthly contract maintenance fee',
            1000, 'MONTH', 'FIX', 'SERVICE', 1),
           ('Бордово устройство', 'Месечна такса за бордово устройство', 'Monthly on-board unit fee',
            250, 'MONTH', 'ACCOUNT_UNIT', 'SERVICE', 1)`);
});
afterAll(() => t.close());

describe('the set-based billing run', () => {
  it('bills contracts of different frequencies and days in advance, once, in chunks, gaplessly', async () => {
    // A: monthly, 10 days in advance, two vehicles; B: yearly, 40 days in advance, no vehicles
    const [a] = await contracts('a', 1, { daysInAdvance: 10, frequency: 1, units: 2 });
    const [b] = await contracts('b', 1, { daysInAdvance: 40, frequency: 2, units: 0 });
    const first = await run('2026-12-01', 1);
    // A: December's two fees; B: the year 2026 and, 31 days ahead (≤ 40), the year 2027
    expect(first).toEqual({ date: '2026-12-01', feesCreated: 4, invoicesIssued: 2 });
    const fees = await q<{ account_id: number; period_start: string; quantity: number }>(
      sql`select account_id, period_start::text as period_start, quantity from service_fees
          order by account_id, definition_id, period_start`,
    );
    expect(fees).toEqual([
      { account_id: a, period_start: '2026-12-01', quantity: 1 },
      { account_id: a, period_start: '2026-12-01', quantity: 2 },
      { account_id: b, period_start: '2026-01-01', quantity: 12 },
      { account_id: b, period_start: '2027-01-01', quantity: 12 },
    ]);
    // numbered in contract order; A: 10.00 + 2 × 2.50, B: 12 × 10.00, VAT 20 %
    expect(await invoicesOf([a!, b!])).toEqual([
      { account_id: a, number: '1', issued_on: '2026-12-01', gross_minor: 1800 },
      { account_id: b, number: '2', issued_on: '2026-12-01', gross_minor: 14400 },
    ]);
    const lines = await q<{ line_no: number; description_en: string; quantity: number }>(
      sql`select l.line_no, l.description_en, l.quantity from invoice_lines l
          join invoices i on i.id = l.invoice_id where i.account_id = ${a} order by l.line_no`,
    );
    expect(lines).toEqual([
      { line_no: 1, description_en: 'Monthly contract maintenance fee 2026-12-01 – 2026-12-31', quantity: 1 }, // prettier-ignore
      { line_no: 2, description_en: 'Monthly on-board unit fee 2026-12-01 – 2026-12-31', quantity: 2 }, // prettier-ignore
    ]);
    expect(await run('2026-12-01', 1)).toMatchObject({ feesCreated: 0, invoicesIssued: 0 });
    expect(await run('2026-12-15')).toMatchObject({ feesCreated: 0, invoicesIssued: 0 });
    // January: A's new month; B's 2027 fee, made in December, is invoiced on its day
    expect(await run('2027-01-01')).toMatchObject({ feesCreated: 2, invoicesIssued: 2 });
    expect((await invoicesOf([a!, b!])).map((i) => [i.account_id, i.number])).toEqual([
      [a, '1'],
      [b, '2'],
      [a, '3'],
      [b, '4'],
    ]);
    await numbersAreGapless();
    await soundLedger();
  });

  it('keeps the chunks done when a later one fails, and the next run completes it', async () => {
    const ids = await contracts('c', 4, { daysInAdvance: 10, frequency: 1, units: 1 });
    // room for two more numbers only: the third contract's chunk is refused
    await t.database.db.execute(
      sql`update invoice_issuers set range_end = next_number + 1 where is_default`,
    );
    const error = await run('2027-01-01', 1).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 409, details: [{ code: 'invoice.rangeExhausted' }] });
    expect((await invoicesOf(ids)).map((i) => i.account_id)).toEqual(ids.slice(0, 2));
    await t.database.db.execute(
      sql`update invoice_issuers set range_end = 999999999 where is_default`,
    );
    expect(await run('2027-01-01', 1)).toMatchObject({ feesCreated: 0, invoicesIssued: 2 });
    expect((await invoicesOf(ids)).map((i) => i.account_id)).toEqual(ids);
    await numbersAreGapless();
    await soundLedger();
  });

  it.skipIf(testDatabaseKind !== 'postgres')(
    'three runs at once issue each contract one invoice, gaplessly (PostgreSQL)',
    async () => {
      const ids = await contracts('d', 30, { daysInAdvance: 10, frequency: 1, units: 3 });
      const results = await Promise.all([
        run('2027-02-01', 4),
        run('2027-02-01', 7),
        run('2027-02-01', 1),
      ]);
      const all = await q<{ account_id: number; n: number }>(
        sql`select account_id, count(*)::int as n from invoices where issued_on = '2027-02-01'
            group by account_id`,
      );
      // every monthly contract (the earlier tests' too) once on 1 February; the yearly one owes
      // nothing new (2027 was invoiced on 1 January, 2028 is not within its 40 days)
      const active = await q<{ n: number }>(
        sql`select count(*)::int as n from accounts
            where status = 'ACTIVE' and service_fee_generation_frequency = 1`,
      );
      expect(all).toHaveLength(active[0]!.n);
      expect(all.every((r) => r.n === 1)).toBe(true);
      expect(results.reduce((s, r) => s + r.invoicesIssued, 0)).toBe(active[0]!.n);
      expect((await invoicesOf(ids)).map((i) => i.account_id).sort((x, y) => x - y)).toEqual(ids);
      const twice = await q<{ n: number }>(
        sql`select count(*)::int as n from (select definition_id, account_id, period_start
            from service_fees group by 1, 2, 3 having count(*) > 1) d`,
      );
      expect(twice[0]!.n).toBe(0);
      await numbersAreGapless();
      await soundLedger();
    },
  );

  it('refuses an invoice number given by hand (database)', async () => {
    // the number is the trigger's, whatever the INSERT says
    const [row] = await q<{ number: string }>(sql`
      insert into invoices (issuer_id, number, document_type, issued_on, account_id, recipient, currency,
                            net_minor, vat_minor, gross_minor)
      select id, 999, 'INVOICE', '2027-03-01', (select min(id) from accounts), '{}'::jsonb, 'EUR', 0, 0, 0
      from invoice_issuers where is_default
      returning number::text as number`);
    expect(row!.number).not.toBe('999');
    await numbersAreGapless();
  });
});
