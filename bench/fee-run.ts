// The monthly run of service fees and invoices (issue #19: 10,000 contracts in ≤ 60 s, PDFs made
// on demand or by jobs, not inside the run), on a fresh PostgreSQL database: migrations, the demo
// seeds, then BENCH_CONTRACTS (default 10,000) active contracts with 0-4 vehicles each (made
// set-based), two service fee definitions (a FIX monthly fee and an ACCOUNT_UNIT monthly fee per
// vehicle; the demo's own definitions are switched off), then one run of `runBilling` (the code the
// scheduled job and POST /api/service-fees/run call) on BENCH_DATE (default 2026-12-01), then the
// same run again, which must add nothing. Checks: fees and invoices counted against what the
// contracts owe (worked out here in SQL, not by the run's code), invoice numbers gapless and unique,
// every invoice's journal balanced and the kept balances equal to their entries
// (`verifyLedgerBalances`), each contract's invoiced total. Prints JSON.
//
// The contracts differ: a third take fees 31 days in advance (so January's fees are made too, and
// wait for their invoicing day), a tenth are billed yearly (the year's 12 months on one line).
// Beside the wall time: the bench process's CPU time (process.cpuUsage), the PostgreSQL backends'
// CPU time (/proc of the bench database's backends), the statements the run sent (counted in the
// client) and the load average.
//
// Run: npm run bench:fee-run   (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/feerun_bench, made afresh; BENCH_KEEP=1 leaves it;
// BENCH_FEE_RUN=<module path from bench/> runs another version of fee-run.ts)
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { parsePlainDate } from '@toll/domain/plain-date';
import { openDatabase, queryRows } from '../apps/api/src/platform/db/database';
import { applyMigrations } from '../apps/api/src/platform/db/migrate';
import { DEMO_STEPS } from '../apps/api/src/seed/demo-steps';
import { runSeeds } from '../apps/api/src/seed/run-seeds';
import { verifyLedgerBalances } from '../apps/api/src/modules/ledger/posting';
import type { runBilling as RunBilling } from '../apps/api/src/modules/billing/fee-run';

const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/feerun_bench';
const CONTRACTS = Number(process.env.BENCH_CONTRACTS ?? 10_000);
const DATE = process.env.BENCH_DATE ?? '2026-12-01';
const KEEP = process.env.BENCH_KEEP === '1';
// another version of the run (e.g. the one before a change, copied beside fee-run.ts)
const RUN_MODULE = process.env.BENCH_FEE_RUN ?? '../apps/api/src/modules/billing/fee-run';
const { runBilling } = (await import(RUN_MODULE)) as { runBilling: typeof RunBilling };

// statements sent by this process (every pool client's query), counted in the client
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const target = new URL(URL_);
const dbName = target.pathname.slice(1);
const admin = new URL(URL_);
admin.pathname = '/postgres';
const server = new pg.Client({ connectionString: admin.toString() });
await server.connect();
await server.query(`drop database if exists ${dbName} with (force)`);
await server.query(`create database ${dbName}`);

/** CPU ms of the bench database's backends, sampled while the run goes (a backend may exit). */
const backendCpu = new Map<number, number>();
const TICK_MS = 10; // USER_HZ 100
async function sampleBackends() {
  const rows = (
    await server.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
      dbName,
    ])
  ).rows;
  for (const { pid } of rows) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ms = (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime, stime
      backendCpu.set(pid, Math.max(backendCpu.get(pid) ?? 0, ms));
    } catch {
      // not on this machine's /proc (a remote server): no figure
    }
  }
}
const backendTotal = () => [...backendCpu.values()].reduce((a, b) => a + b, 0);

async function measured<T>(label: string, fn: () => Promise<T>) {
  await sampleBackends();
  const pgBefore = backendTotal();
  const cpuBefore = process.cpuUsage();
  const statementsBefore = statements;
  const timer = setInterval(() => void sampleBackends(), 500);
  const start = performance.now();
  const result = await fn();
  const seconds = (performance.now() - start) / 1000;
  clearInterval(timer);
  await sampleBackends();
  const cpu = process.cpuUsage(cpuBefore);
  return {
    label,
    result,
    seconds: Number(seconds.toFixed(2)),
    benchCpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(2)),
    postgresCpuSeconds: Number(((backendTotal() - pgBefore) / 1000).toFixed(2)),
    statements: statements - statementsBefore,
    loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
  };
}

const database = await openDatabase({ kind: 'postgres', url: URL_, poolMax: 4 });
const raw = (text: string, params: unknown[] = []) => database.rawQuery(text, params);
const setupStart = performance.now();
await applyMigrations(database);
await runSeeds(database.db, DEMO_STEPS);

// BENCH_CONTRACTS clients with an active contract each (half prepaid, half postpaid)
await raw(
  `insert into partners (name, partner_type, city, lang, customer_id)
   select 'Бенч Транс ' || g || ' ЕООД', 'TOLL_CUSTOMER', 'София', 'bg', 'C-' || (300000 + g)
   from generate_series(1, $1::int) g`,
  [CONTRACTS],
);
await raw(
  `insert into clients (partner_id, customer_type, identification_type, identification_number,
     company_name, country_code, city, postal_code, street)
   select p.id, 2, 6, lpad((300000000 + g)::text, 9, '0'), p.name, 'BG', p.city, '1000', 'ул. Бенч ' || g
   from partners p, lateral (select substring(p.customer_id from 3)::int - 300000 as g) x
   where p.customer_id like 'C-3%'`,
);
await raw(
  `insert into accounts (client_id, account_type, status, obligation_period, due_payment_days,
     due_days_counter, signed_at, days_in_advance_to_create_service_fee, service_fee_generation_frequency)
   select c.partner_id, 1 + g % 2, 'ACTIVE',
          case when g % 2 = 1 then 'WEEKLY' end, case when g % 2 = 1 then 14 end,
          case when g % 2 = 1 then 'BUSINESS' end, now() - interval '400 days',
          (array[10, 31, 5])[1 + g % 3], case when g % 10 = 0 then 2 else 1 end
   from clients c, lateral (select c.identification_number::int - 300000000 as g) x
   where c.identification_number like '3%' and c.identification_type = 6`,
);
// 0-4 vehicles a contract (account id mod 5)
await raw(
  `insert into account_units (account_id, country_code, plate, vehicle_type, make, model, tractor_axles,
     trailer_axles, total_axles, max_wet_weight, train_max_weight, emission_class, toll_category)
   select a.id, 'BG', 'FB' || lpad((a.id * 10 + k)::text, 7, '0') || 'X', 'TRUCK', 'VOLVO', 'FH 500',
          2, 3, 5, 1800, 4000, 6, 'OVER_12T_4_PLUS_AXLES'
   from accounts a join clients c on c.partner_id = a.client_id, generate_series(1, a.id % 5) k
   where c.identification_number like '3%' and c.identification_type = 6`,
);
// the bench's two definitions only (the demo's, if any, switched off)
await raw(`update service_fee_definitions set active = false`);
await raw(
  `insert into service_fee_definitions (name, description_bg, description_en, amount_minor, currency,
     period, fee_type, invoice_basis, invoicing_day, vat_percent)
   values ('Бенч: поддръжка на договор', 'Месечна такса за поддръжка на договор', 'Monthly contract maintenance fee',
           1000, 'EUR', 'MONTH', 'FIX', 'SERVICE', 1, 20),
          ('Бенч: бордово устройство', 'Месечна такса за бордово устройство', 'Monthly on-board unit fee',
           250, 'EUR', 'MONTH', 'ACCOUNT_UNIT', 'SERVICE', 1, 20)`,
);
await raw('vacuum analyze partners, clients, accounts, account_units, service_fees, invoices');
const setupSeconds = (performance.now() - setupStart) / 1000;

const at = new Date(`${DATE}T06:00:00Z`);
const date = parsePlainDate(DATE)!;
const before = (
  await raw(
    `select (select count(*) from service_fees)::int as fees, (select count(*) from invoices)::int as invoices,
            (select count(*) from service_fees where invoice_id is null and payment_status = 'NOT_PAID'
               and invoice_on <= $1::date)::int as due_before`,
    [DATE],
  )
).rows[0] as { fees: number; invoices: number; due_before: number };

const first = await measured('run', () => runBilling(database.db, at, date));
const second = await measured('rerun', () => runBilling(database.db, at, date));

// What the bench's contracts owe on DATE, worked out here: FIX 10.00 and 2.50 per vehicle, per
// month (12 for yearly contracts), VAT 20 %; the next period too when it starts within the days
// in advance (31: January 1 is 31 days after December 1), invoiced on its own first day.
const bench = `select a.id, a.days_in_advance_to_create_service_fee as d, a.service_fee_generation_frequency as f,
                 (select count(*) from account_units u where u.account_id = a.id and u.status = 'ACTIVE')::int as units
               from accounts a join clients c on c.partner_id = a.client_id
               where c.identification_number like '3%' and c.identification_type = 6`;
const expected = (
  await raw(
    `with b as (${bench}),
          per as (select id, units, case when f = 2 then 12 else 1 end as m,
                         case when $1::date + d >= (case when f = 2 then date_trunc('year', $1::date)
                              else date_trunc('month', $1::date) end + (case when f = 2 then interval '1 year'
                              else interval '1 month' end))::date then 2 else 1 end as periods
                  from b)
     select count(*)::int as contracts,
            sum((1 + (units > 0)::int) * periods)::int as fees,
            sum(1200 * m + case when units > 0 then 300 * units * m else 0 end)::bigint as gross
     from per`,
    [DATE],
  )
).rows[0] as { contracts: number; fees: number; gross: string };

const checks = (
  await raw(
    `with b as (${bench}),
          got as (select account_id, count(*) as n, sum(gross_minor) as gross from invoices
                  where issued_on = $1::date group by account_id),
          want as (select id, 1200 * case when f = 2 then 12 else 1 end
                          + 300 * units * case when f = 2 then 12 else 1 end as gross from b)
     select (select count(*) from service_fees f join b on b.id = f.account_id)::int as bench_fees,
            (select count(*) from invoices i join b on b.id = i.account_id where i.issued_on = $1::date)::int as bench_invoices,
            (select count(*) from invoices where issued_on = $1::date)::int as invoices_issued_on_date,
            (select count(*) from want left join got on got.account_id = want.id
              where got.n is distinct from 1 or got.gross is distinct from want.gross)::int as contracts_with_wrong_sum,
            (select count(*) from invoices)::int as invoices_all,
            (select count(distinct number) from invoices)::int as distinct_numbers,
            (select min(number) from invoices)::bigint as min_number,
            (select max(number) from invoices)::bigint as max_number,
            (select next_number from invoice_issuers where is_default)::bigint as next_number,
            (select count(*) from invoices i where i.issued_on = $1::date and not exists (
               select 1 from ledger_transactions x where x.business_key = 'invoice:' || i.id))::int as invoices_unbooked,
            (select count(*) from (select x.id from ledger_transactions x join ledger_entries e on e.transaction_id = x.id
               where x.type = 'INVOICE' group by x.id, e.currency having sum(e.amount_minor) <> 0) u)::int as unbalanced_journals,
            (select count(*) from invoices i where i.gross_minor <> (select sum(l.gross_minor) from invoice_lines l
               where l.invoice_id = i.id))::int as invoices_not_their_lines,
            (select count(*) from service_fees where invoice_id is null and payment_status = 'NOT_PAID'
               and invoice_on <= $1::date)::int as due_left`,
    [DATE],
  )
).rows[0] as Record<string, number | string>;
const mismatches = await verifyLedgerBalances(database.db);
const n = (v: unknown) => Number(v);
const ok = {
  feesCount: checks.bench_fees === expected.fees,
  invoicesCount: checks.bench_invoices === expected.contracts,
  perContractSums: checks.contracts_with_wrong_sum === 0,
  numbersGaplessUnique:
    checks.distinct_numbers === checks.invoices_all &&
    n(checks.min_number) === 1 &&
    n(checks.max_number) === checks.invoices_all &&
    n(checks.next_number) === checks.invoices_all + 1,
  everyInvoiceBookedAndBalanced:
    checks.invoices_unbooked === 0 && checks.unbalanced_journals === 0 && mismatches.length === 0,
  linesSumToInvoices: checks.invoices_not_their_lines === 0,
  nothingDueLeft: checks.due_left === 0,
  rerunAddsNothing: second.result.feesCreated === 0 && second.result.invoicesIssued === 0,
};
const vehicles = await queryRows<{ n: number }>(
  database.db,
  sql`select count(*)::int as n from account_units where plate like 'FB%'`,
);
console.log(
  JSON.stringify(
    {
      contracts: CONTRACTS,
      vehicles: vehicles[0]?.n,
      date: DATE,
      run: RUN_MODULE,
      setupSeconds: Number(setupSeconds.toFixed(1)),
      before,
      expected,
      first,
      second,
      checks: { ...checks, balanceMismatches: mismatches.length },
      ok,
      allOk: Object.values(ok).every(Boolean),
    },
    null,
    2,
  ),
);
await database.close();
if (!KEEP) await server.query(`drop database if exists ${dbName} with (force)`);
await server.end();
if (!Object.values(ok).every(Boolean)) process.exitCode = 1;
