// A year of data in PostgreSQL, for every bench (bench/README.md "A year of data"):
//  - 6.93 million vignettes in FACTS' product mix with a January peak, each with its sale, sale
//    item, document number and ledger journal (a tenth sold at partners' points of sale, with the
//    partner's commission journal), and 245,000 free vignettes (social exemptions);
//  - 300,000 route passes (sales, items, journals) and 200,000 delicts;
//  - 10,000 toll customers with one contract each and 100,000 vehicles, the toll transactions of a
//    year booked in the ledger (prepaid contracts charged, postpaid ones with their obligation
//    period and due date), and the bank lines that pay them (statements, lines, payments, shares,
//    one BANK_RECEIPT journal per statement).
// Everything is set-based: `insert … select` over generate_series, in chunks run on SEED_YEAR_LANES
// connections at once (default: one per core). Indexes and constraints of the big tables are
// dropped for the load and made again after it, every one of them (the data is checked then); the
// row triggers that would do per-row work are replaced by set-based equivalents, checked
// (see "Triggers" below).
//
// Run: npm run bench:seed-year   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/toll_bench_year,
// made afresh; SEED_YEAR_SCALE=0.1 for a tenth of every volume; SEED_YEAR_TOLL_TRANSACTIONS to
// change the toll volume, SEED_YEAR_LANES the connections)
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { LEDGER_ACCOUNT_KINDS, type LedgerAccountKind } from '@toll/domain/ledger';
import { demoEik, demoIban } from '../apps/api/src/seed/demo-partners';
import { openDatabase } from '../apps/api/src/platform/db/database';
import { applyMigrations } from '../apps/api/src/platform/db/migrate';

const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/toll_bench_year';
const SCALE = Number(process.env.SEED_YEAR_SCALE ?? 1);
const LANES = Number(process.env.SEED_YEAR_LANES ?? cpus().length);

/** FACTS: vignettes sold in 2025, by product (6.93 M), and the free ones for disabled people. */
const MIX = [
  ['car-annual', 2_640_000],
  ['car-weekly', 2_630_000],
  ['car-monthly', 850_000],
  ['car-weekend', 700_000],
  ['car-quarterly', 110_000],
] as const;
const FREE_VIGNETTES = 245_000; // FACTS: free ones for people with disabilities (social exemptions)
const ROUTE_PASSES = 300_000; // assumption: no public figure; a route pass is per trip of a heavy vehicle
const DELICTS = 200_000; // assumption: no public figure
const PARTNERS = 500; // sale partners receiving reports (issue 21's bench: a run for 500 partners)
const POINTS_OF_SALE = 2_000;
const CUSTOMERS = 10_000; // issue 22: toll customers, one contract each
const VEHICLES = 100_000; // issue 22: their vehicles
/**
 * Toll transactions of a year. No public figure: one transaction per vehicle and day on the road
 * (the charging system's report of a day's trip), a vehicle on the road about one day in three,
 * is about 12 million for 100,000 vehicles (bench/README.md "A year of data").
 */
const TOLL_TRANSACTIONS = Number(process.env.SEED_YEAR_TOLL_TRANSACTIONS ?? 12_000_000);
const CHUNK = 500_000;

const n = (count: number) => Math.max(1, Math.round(count * SCALE));
const YEAR = `timestamptz '2026-01-01 00:00+02'`;

/** The big tables: their indexes and constraints (but NOT NULL and CHECK) are made after the load. */
const BIG = [
  'sales',
  'sale_items',
  'vignettes',
  'document_numbers',
  'route_passes',
  'delicts',
  'ledger_transactions',
  'ledger_entries',
  'toll_transactions',
];

/**
 * Triggers: each INSERT trigger of a big table is either left on (set-based already) or off for the
 * load and replaced by the set-based step named here. A trigger not listed stops the seed: a new
 * migration's trigger must be thought about here, not skipped.
 */
const TRIGGERS: Record<string, string> = {
  // per row: claims the number in document_numbers. The chunks insert document_numbers
  // themselves; its primary key (made after the load) holds numbers unique across kinds.
  vignettes_claim_number: 'off',
  route_passes_claim_number: 'off',
  // per row: the daily sales summary. Rebuilt once by report_sales_daily_rebuild().
  sale_items_report_sales_daily: 'off',
  // per row: the sale's moment on its items (0037). The chunks write sold_at themselves.
  sale_items_sold_at: 'off',
  // per statement (0042): each header written has entries, and each journal's entries in the
  // statement balance per currency, ≥ 2 of them. Each chunk writes a journal's header and all its
  // entries in one statement and checks exactly that over the rows it wrote (RETURNING), in the
  // same transaction.
  ledger_transactions_balanced: 'off',
  ledger_entries_balanced: 'off',
  // per statement (0042): a toll transaction's contract and journal exist. The chunks write both
  // from the rows they made in the same statement.
  toll_transactions_links: 'off',
  // per statement: entries only with their header in the same transaction (booked_at = now()).
  // The chunk's check above also refuses an entry whose header is not in the same statement;
  // off because its join needs the primary key the load has dropped, and so that booked_at can be
  // the journal's own moment.
  ledger_entries_same_transaction: 'off',
  // per statement: the kept balances (one UPDATE per account, in id order) and the floors. Left
  // on: the real one. Floors are set after the load (top-ups are written after the charges they
  // cover), and checked then against the final balances.
  ledger_entries_apply: 'on',
  // per statement: the per-day sums of ledger_daily (0039). Off for the load; made once after it
  // from the entries by the same grouping ('ledger days' below).
  ledger_entries_daily: 'off',
};

type Job = {
  name: string;
  /** Tables it writes or alters: jobs that hold one exclusively do not run beside another on it. */
  tables: string[];
  exclusive?: boolean;
  after?: string[];
  /** A rough cost (CPU seconds), for the order: the most work waiting on a job goes first. */
  cost: number;
  run: (c: pg.Client) => Promise<unknown>;
};

type Lane = { client: pg.Client; pid: number };

const TICK = 100; // clock ticks a second (CLK_TCK on Linux)
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICK;
  } catch {
    return Number.NaN; // the server is not on this machine
  }
}

const timings: { label: string; wall: number; cpu: number }[] = [];
const fmt = (s: number) => (Number.isNaN(s) ? '–' : s.toFixed(1));

/**
 * Runs the jobs on the lanes: a free lane takes the ready job with the most work waiting on it (its
 * own cost and all its dependents'), so a cheap job that unblocks much goes first and the last job
 * of a chain does not run alone at the end.
 */
async function runJobs(label: string, lanes: Lane[], jobs: Job[]) {
  const start = performance.now();
  const cpu0 = lanes.map((l) => cpuSeconds(l.pid));
  const byName = new Map(jobs.map((j) => [j.name, j]));
  const chain = new Map<string, number>();
  const dependents = (job: Job, seen = new Set<string>()): Set<string> => {
    for (const next of jobs.filter((j) => j.after?.includes(job.name)))
      if (!seen.has(next.name)) {
        seen.add(next.name);
        dependents(next, seen);
      }
    return seen;
  };
  const chainOf = (job: Job): number => {
    const known = chain.get(job.name);
    if (known !== undefined) return known;
    const value = [...dependents(job)].reduce(
      (sum, name) => sum + byName.get(name)!.cost,
      job.cost,
    );
    chain.set(job.name, value);
    return value;
  };
  for (const job of jobs) {
    chainOf(job);
    for (const dep of job.after ?? [])
      if (!byName.has(dep)) throw new Error(`${job.name} waits for unknown ${dep}`);
  }
  const done = new Set<string>();
  const running = new Set<Job>();
  const waiting = [...jobs];
  let failure: unknown = null;
  const conflicts = (job: Job) =>
    [...running].some(
      (r) => (r.exclusive || job.exclusive) && r.tables.some((t) => job.tables.includes(t)),
    );
  await new Promise<void>((resolve, reject) => {
    let wake: () => void = () => {};
    const lane = async (l: Lane) => {
      for (;;) {
        if (failure) return;
        const ready = waiting
          .filter((j) => (j.after ?? []).every((d) => done.has(d)) && !conflicts(j))
          .sort((a, b) => chain.get(b.name)! - chain.get(a.name)!);
        const job = ready[0];
        if (!job) {
          if (waiting.length === 0) return;
          await new Promise<void>((r) => {
            const previous = wake;
            wake = () => {
              previous();
              r();
            };
          });
          continue;
        }
        waiting.splice(waiting.indexOf(job), 1);
        running.add(job);
        const t0 = performance.now();
        const c0 = cpuSeconds(l.pid);
        try {
          await job.run(l.client);
        } catch (error) {
          failure = error;
          const w = wake;
          wake = () => {};
          w();
          reject(new Error(`${job.name}: ${(error as Error).message}`, { cause: error }));
          return;
        }
        const seconds = (performance.now() - t0) / 1000;
        if (seconds >= 2 || process.env.SEED_YEAR_VERBOSE)
          console.log(
            `  ${job.name.padEnd(58)} ${seconds.toFixed(1).padStart(6)} s  cpu ${fmt(cpuSeconds(l.pid) - c0).padStart(6)} s`,
          );
        running.delete(job);
        done.add(job.name);
        const w = wake;
        wake = () => {};
        w();
      }
    };
    Promise.all(lanes.map(lane)).then(() => resolve(), reject);
  });
  const wall = (performance.now() - start) / 1000;
  const cpu = lanes.reduce((sum, l, i) => sum + cpuSeconds(l.pid) - cpu0[i]!, 0);
  timings.push({ label, wall, cpu });
  console.log(
    `${label.padEnd(60)} ${wall.toFixed(1).padStart(7)} s  cpu ${fmt(cpu).padStart(6)} s`,
  );
}

async function timed<T>(label: string, lanes: Lane[], fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const cpu0 = lanes.map((l) => cpuSeconds(l.pid));
  const result = await fn();
  const wall = (performance.now() - start) / 1000;
  const cpu = lanes.reduce((sum, l, i) => sum + cpuSeconds(l.pid) - cpu0[i]!, 0);
  timings.push({ label, wall, cpu });
  console.log(
    `${label.padEnd(60)} ${wall.toFixed(1).padStart(7)} s  cpu ${fmt(cpu).padStart(6)} s`,
  );
  return result;
}

/** Splits 1..count into chunk jobs. */
function chunks(
  name: string,
  count: number,
  cost: number,
  tables: string[],
  sql: (lo: number, hi: number) => string,
  check?: (rows: Record<string, unknown>[], expected: number) => void,
  after?: string[],
): Job[] {
  const jobs: Job[] = [];
  for (let lo = 1; lo <= count; lo += CHUNK) {
    const hi = Math.min(count, lo + CHUNK - 1);
    jobs.push({
      name: `${name} ${lo.toLocaleString('en')}-${hi.toLocaleString('en')}`,
      tables,
      cost: (cost * (hi - lo + 1)) / 1_000_000,
      after,
      run: async (c) => {
        if (process.env.SEED_YEAR_EXPLAIN) {
          const plan = await c.query<Record<string, string>>(`explain ${sql(lo, hi)}`);
          console.log(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
        }
        await c.query('begin');
        // the CTEs have no statistics: a nested loop over two of them would be quadratic
        await c.query('set local enable_nestloop = off');
        const result = await c.query(sql(lo, hi));
        check?.(result.rows, hi - lo + 1);
        await c.query('commit');
      },
    });
  }
  return jobs;
}

/**
 * The chunk check of the journals a statement wrote: every header balanced, ≥ 2 entries, every
 * entry with its header; and the number of rows of its main table (no row lost in a join).
 */
const journalCheckSql = (main: string) => `
  select (select count(*) from ${main}) as rows, (select count(*) from lt) as headers,
    (select count(*) from (select t.id from lt t left join le e on e.transaction_id = t.id
       group by t.id having count(e.transaction_id) < 2) x)
    + (select count(*) from (select transaction_id from le group by transaction_id, currency
       having sum(amount_minor) <> 0) x)
    + (select count(*) from le e where not exists (select 1 from lt t where t.id = e.transaction_id))
      as bad`;
const journalCheck = (rows: Record<string, unknown>[], expected?: number) => {
  const bad = Number(rows[0]?.bad ?? 1);
  if (bad !== 0) throw new Error(`${bad} journals unbalanced or without their header`);
  if (expected !== undefined && Number(rows[0]?.rows) !== expected)
    throw new Error(`${String(rows[0]?.rows)} rows written, ${expected} meant`);
};

// Ledger account ids, given so the chunks need no look-up: the chart's global accounts, then one
// per point of sale, sale partner, bank account and contract.
const LEDGER = {
  REVENUE_VIGNETTE: 1,
  REVENUE_ROUTE_PASS: 2,
  REVENUE_TOLL: 3,
  CARD_GATEWAY_CLEARING: 4,
  COMMISSION_EXPENSE: 5,
  SUSPENSE: 6,
  posCash: 10_000, // + POS id
  partner: 20_000, // + partner id
  bank: 30_000, // + bank account id
  prepaidMain: 100_000, // + contract id
  prepaidSecondary: 200_000,
  receivable: 300_000,
};
// Journal ids by origin (ledger_transactions.id), entries are id * 4 + line.
const JOURNAL = {
  vignette: 0,
  commission: 10_000_000,
  routePass: 20_000_000,
  toll: 30_000_000,
  bank: 900_000_000,
};
const side = (kind: LedgerAccountKind) =>
  LEDGER_ACCOUNT_KINDS[kind].normalSide === 'debit' ? 1 : -1;

async function main() {
  const target = new URL(URL_);
  const name = target.pathname.slice(1);
  const admin = new URL(URL_);
  admin.pathname = '/postgres';
  const server = new pg.Client({ connectionString: admin.toString() });
  await server.connect();
  await server.query(`drop database if exists ${name} with (force)`);
  await server.query(`create database ${name}`);
  await server.end();
  const total = performance.now();

  const m0 = performance.now();
  const database = await openDatabase({ kind: 'postgres', url: URL_, poolMax: 2 });
  await applyMigrations(database);
  // the month partitions of the seeded year's toll transactions
  await database.rawQuery(
    `select toll_transactions_ensure_month(m)
     from generate_series(${YEAR}, ${YEAR} + interval '1 year', interval '1 month') m`,
  );
  await database.close();
  timings.push({ label: 'migrate', wall: (performance.now() - m0) / 1000, cpu: Number.NaN });
  console.log(`${'migrate'.padEnd(60)} ${timings[0]!.wall.toFixed(1).padStart(7)} s`);

  const lanes: Lane[] = [];
  for (let i = 0; i < LANES; i++) {
    const client = new pg.Client({ connectionString: URL_ });
    await client.connect();
    // Lanes share the cores: one core each, no parallel workers on top.
    await client.query(`set synchronous_commit = off; set maintenance_work_mem = '512MB';
      set work_mem = '256MB'; set max_parallel_maintenance_workers = 0;
      set max_parallel_workers_per_gather = 0; set jit = off`);
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    lanes.push({ client, pid: rows[0]!.pid });
  }
  const main_ = lanes[0]!.client;

  // ---- what the load takes away and puts back ----------------------------------------------
  const { rows: constraints } = await main_.query<{
    table: string;
    name: string;
    type: string;
    def: string;
    index: string | null;
    deferrable: string;
  }>(
    `select conrelid::regclass::text as table, conname as name, contype as type,
       pg_get_constraintdef(oid) as def,
       case when contype in ('p', 'u') then pg_get_indexdef(conindid) end as index,
       case when condeferrable then case when condeferred then ' deferrable initially deferred'
         else ' deferrable' end else '' end as deferrable
     from pg_constraint
     where (conrelid = any($1::regclass[]) or confrelid = any($1::regclass[]))
       and contype in ('p', 'u', 'f', 'x')`,
    [BIG],
  );
  const { rows: indexes } = await main_.query<{ table: string; name: string; def: string }>(
    `select tablename as table, indexname as name, indexdef as def from pg_indexes
     where tablename = any($1::text[]) and schemaname = 'public'
       and indexname not in (select conname from pg_constraint)`,
    [BIG],
  );
  const { rows: triggers } = await main_.query<{ table: string; name: string }>(
    `select tgrelid::regclass::text as table, tgname as name from pg_trigger
     where tgrelid = any($1::regclass[]) and not tgisinternal and (tgtype & 4) <> 0`,
    [BIG],
  );
  for (const t of triggers)
    if (!(t.name in TRIGGERS))
      throw new Error(
        `insert trigger ${t.name} on ${t.table}: bench/seed-year.ts must say how the load keeps its rule`,
      );

  await timed('drop indexes and constraints, triggers off', lanes, async () => {
    await main_.query('begin');
    for (const c of constraints.filter((c) => c.type === 'f'))
      await main_.query(`alter table ${c.table} drop constraint ${c.name}`);
    for (const c of constraints.filter((c) => c.type !== 'f'))
      await main_.query(`alter table ${c.table} drop constraint ${c.name}`);
    for (const i of indexes) await main_.query(`drop index ${i.name}`);
    for (const t of triggers)
      if (TRIGGERS[t.name] === 'off')
        await main_.query(`alter table ${t.table} disable trigger ${t.name}`);
    for (const table of BIG)
      await main_.query(`alter table ${table} set (autovacuum_enabled = false)`);
    // migration 0035: a prepaid ledger account's floor is set by the database from its contract;
    // the load writes charges before the top-ups that cover them, so floors come after the load
    // (below), with the trigger back on
    await main_.query('alter table ledger_accounts disable trigger ledger_accounts_prepaid_floor');
    await main_.query('commit');
  });

  // ---- sizes --------------------------------------------------------------------------------
  let first = 1;
  const bands = MIX.map(([product, count]) => {
    const band = { product, from: first, to: first + n(count) - 1 };
    first = band.to + 1;
    return band;
  });
  const vignettes = first - 1;
  const shortStart = bands[1]!.from;
  const shortVehicles = Math.ceil((vignettes - shortStart + 1) / 3);
  const passes = n(ROUTE_PASSES);
  const delicts = n(DELICTS);
  const free = n(FREE_VIGNETTES);
  const customers = n(CUSTOMERS);
  const vehicles = n(VEHICLES);
  const tolls = Math.max(1, Math.round(TOLL_TRANSACTIONS * SCALE));
  const saleOffset = 100_000_000; // route pass sale numbers
  const CARD = LEDGER.CARD_GATEWAY_CLEARING;

  // ---- master data: partners, points of sale, toll customers, contracts, vehicles, accounts --
  const masterJobs: Job[] = [
    {
      name: 'sale partners and points of sale',
      tables: ['partners', 'points_of_sale'],
      cost: 0.1,
      run: async (c) => {
        await c.query(`insert into partners (id, name, partner_type, commission_bp, receives_reports)
          select g, 'Sale partner ' || g, 'SALE_PARTNER', 250, true from generate_series(1, ${PARTNERS}) g`);
        await c.query(`insert into points_of_sale (id, partner_id, code, name)
          select g, 1 + (g - 1) % ${PARTNERS}, 'POS-' || g, 'Point of sale ' || g
          from generate_series(1, ${POINTS_OF_SALE}) g`);
      },
    },
    {
      name: `toll customers (${customers.toLocaleString('en')}), contracts, contacts`,
      tables: ['partners', 'clients', 'accounts', 'account_contacts'],
      after: ['sale partners and points of sale'],
      cost: 1,
      run: async (c) => {
        const ids = Array.from({ length: customers }, (_, i) => i + 1);
        await c.query(
          `insert into partners (id, name, partner_type, city, eik, vat_number, customer_id, lang)
           select 1000 + c, 'Транспорт ' || c || ' ЕООД', 'TOLL_CUSTOMER',
             (array['София','Пловдив','Варна','Бургас','Русе','Стара Загора'])[1 + c % 6],
             e, 'BG' || e, 'C-' || (300000 + c), case when c % 7 = 0 then 'en' else 'bg' end
           from unnest($1::int[], $2::text[]) as x(c, e)`,
          [ids, ids.map((i) => demoEik(7_000_000 + i))],
        );
        await c.query(
          `insert into clients (partner_id, customer_type, identification_type, identification_number,
             company_name, vat_registered, country_code, city, postal_code, street, preferred_language, iban)
           select p.id, 2, 6, p.eik, p.name, true, 'BG', p.city, '1000', 'ул. Индустриална ' || (p.id % 90 + 1),
             p.lang, x.iban
           from unnest($1::int[], $2::text[]) as x(c, iban) join partners p on p.id = 1000 + x.c`,
          [ids, ids.map((i) => demoIban(500_000 + i))],
        );
        // 70 % prepaid (account type 1), 30 % postpaid with weekly periods and 14 days to pay
        await c.query(`insert into accounts (id, client_id, number, account_type, status, status_changed_at,
            obligation_period, due_payment_days, due_days_counter, credit_limit_bg_toll_eur_minor,
            initial_payment_minor, signed_at, created_at, updated_at)
          select c, 1000 + c, 'A' || (10000000 + c), case when c % 10 < 7 then 1 else 2 end, 'ACTIVE',
            timestamptz '2025-06-01 10:00+03', case when c % 10 >= 7 then 'WEEKLY' end,
            case when c % 10 >= 7 then 14 end, case when c % 10 >= 7 then 'CALENDAR' end,
            case when c % 10 >= 7 then 1000000 else (c % 3) * 100000 end, 20000,
            timestamptz '2025-06-01 10:00+03', timestamptz '2025-06-01 09:00+03', timestamptz '2025-06-01 10:00+03'
          from generate_series(1, ${customers}) c`);
        await c.query(`insert into account_contacts (account_id, first_name, last_name, position,
            preferred_language, country_code, city, street, postal_code, is_primary, contact_emails, contact_numbers)
          select a.id, 'Иван', 'Петров', 'Управител', 'bg', 'BG', 'София', 'ул. Индустриална 1', '1000', true,
            jsonb_build_array(jsonb_build_object('emailAddress', 'office' || a.id || '@fleet.example.bg',
              'isPreferredContactMean', true, 'contactMeansClassId', 1)),
            jsonb_build_array(jsonb_build_object('areaCode', '88', 'localNumber', lpad((a.id % 10000000)::text, 7, '0'),
              'isPreferredContactMean', false))
          from accounts a`);
      },
    },
    {
      // Every contract has a vehicle; the other 90 % go to few large fleets and many small ones
      // (the largest about 4 % of all). A tenth are buses, a fifth 3.5-12 t trucks, the rest
      // heavy trucks (tractor and trailer, or a rigid 2-axle one). 85 % Bulgarian plates.
      name: `vehicles (${vehicles.toLocaleString('en')})`,
      tables: ['account_units'],
      after: [`toll customers (${customers.toLocaleString('en')}), contracts, contacts`],
      cost: 1,
      run: async (c) => {
        await c.query(`insert into account_units (id, account_id, status, country_code, plate, vehicle_type, make,
            model, year, tractor_axles, trailer_axles, total_axles, max_wet_weight, train_max_weight,
            emission_class, toll_category, created_at, updated_at)
          select u, case when u <= ${customers} then u
              else 1 + floor(${customers} * power(u * 0.7548776662466927::float8 - floor(u * 0.7548776662466927::float8), 3))::int end,
            'ACTIVE', cc, case when cc = 'BG' then 'T' || lpad(u::text, 7, '0') else cc || lpad(u::text, 7, '0') end,
            case when k < 2 then 'BUS' else 'TRUCK' end,
            case when k < 2 then 'SETRA' when k < 6 then 'IVECO' else 'VOLVO' end,
            case when k < 2 then 'S 515 HD' when k < 6 then 'EUROCARGO 75E21' else 'FH 500' end,
            2015 + u % 11, 2, case when k >= 6 and u % 3 <> 0 then 3 else 0 end,
            case when k >= 6 and u % 3 <> 0 then 5 else 2 end,
            case when k < 2 then 1800 when k < 6 then 749 else 1800 end,
            case when k >= 6 and u % 3 <> 0 then 4000 end, e,
            case when k < 2 then 'BUS' when k < 6 then 'FROM_3_5_TO_12T'
              when u % 3 <> 0 then 'OVER_12T_4_PLUS_AXLES' else 'OVER_12T_2_3_AXLES' end,
            timestamptz '2025-06-01 10:00+03', timestamptz '2025-06-01 10:00+03'
          from (select u, u % 20 as k,
              (array['BG','BG','BG','BG','BG','BG','BG','BG','BG','BG','BG','BG','BG','BG','BG','BG','BG','RO','TR','GR'])[1 + u % 20] as cc,
              (array[6,6,6,6,6,6,5,5,4,3])[1 + (u / 20) % 10] as e
            from generate_series(1, ${vehicles}) u) x`);
        await c.query('analyze account_units, accounts, route_tariffs, vignette_tariffs');
      },
    },
    {
      name: `free vignettes (${free.toLocaleString('en')} social exemptions)`,
      tables: ['vignette_exemptions'],
      cost: 1,
      run: (c) =>
        c.query(`insert into vignette_exemptions (id, kind, country_code, plate, holder_name, basis,
            valid_from, valid_until, created_at)
          select md5('free' || g)::uuid, 'SOCIAL', 'BG', 'E' || lpad(g::text, 7, '0'), 'Holder ' || g,
            'ТЕЛК ' || g, ${YEAR} + (g % 365) * interval '1 day', ${YEAR} + (g % 365) * interval '1 day' + interval '1 year',
            ${YEAR} + (g % 365) * interval '1 day'
          from generate_series(1, ${free}) g`),
    },
    {
      name: 'ledger accounts and bank account',
      tables: ['ledger_accounts', 'bank_accounts'],
      after: [`toll customers (${customers.toLocaleString('en')}), contracts, contacts`],
      cost: 0.1,
      run: async (c) => {
        const global =
          (['REVENUE_VIGNETTE', 'REVENUE_ROUTE_PASS', 'REVENUE_TOLL',
          'CARD_GATEWAY_CLEARING', 'COMMISSION_EXPENSE', 'SUSPENSE'] as const) // prettier-ignore
            .map((kind) => `(${LEDGER[kind]}, '${kind}', null::int, ${side(kind)})`);
        await c.query(`insert into ledger_accounts (id, kind, owner_id, currency, normal_side)
          select id, kind, owner, 'EUR', side from (values ${global.join(', ')}) v(id, kind, owner, side)
          union all select ${LEDGER.posCash} + g, 'POS_CASH', g, 'EUR', ${side('POS_CASH')} from generate_series(1, ${POINTS_OF_SALE}) g
          union all select ${LEDGER.partner} + g, 'PARTNER_OBLIGATION', g, 'EUR', ${side('PARTNER_OBLIGATION')} from generate_series(1, ${PARTNERS}) g
          union all select ${LEDGER.bank} + 1, 'BANK', 1, 'EUR', ${side('BANK')}
          union all select ${LEDGER.prepaidMain} + id, 'PREPAID_MAIN', id, 'EUR', ${side('PREPAID_MAIN')} from accounts where account_type = 1
          union all select ${LEDGER.prepaidSecondary} + id, 'PREPAID_SECONDARY', id, 'EUR', ${side('PREPAID_SECONDARY')} from accounts where account_type = 1
          union all select ${LEDGER.receivable} + id, 'POSTPAID_RECEIVABLE', id, 'EUR', ${side('POSTPAID_RECEIVABLE')} from accounts where account_type = 2`);
        await c.query(`insert into bank_accounts (id, iban, currency, name)
          values (1, '${demoIban(1)}', 'EUR', 'Collection account (EUR)')`);
      },
    },
  ];

  // ---- vignettes: sale, item, vignette, document number, journal (and commission) ----------
  // One row per vignette: its product, purchase moment (a January peak for annual ones: about a
  // quarter bought in January, as annual expiries cluster in January-February), and vehicle.
  // Annual vignettes get a vehicle each; shorter ones share vehicles, up to three per vehicle in
  // slots 120 days apart, so no two windows of one vehicle overlap (the exclusion constraint).
  // Every tenth is sold at a point of sale (half of those in cash), the rest on the site by card.
  const plan = (lo: number, hi: number) => `
    with g as (
      select g, case ${bands.map((b) => `when g between ${b.from} and ${b.to} then '${b.product}'`).join(' ')} end as product,
        (g * 0.6180339887498949::float8) - floor(g * 0.6180339887498949::float8) as u,
        (array['BG','BG','BG','BG','BG','BG','BG','BG','BG','BG','BG','BG','BG','BG','BG','BG','BG','RO','TR','GR','DE'])[1 + g % 20] as country
      from generate_series(${lo}::bigint, ${hi}) g
    ), b as (
      select g, product, country,
        case when product = 'car-annual' then 'A' || lpad(g::text, 8, '0')
             else 'S' || lpad(((g - ${shortStart}) % ${shortVehicles})::text, 8, '0') end as plate,
        ${YEAR} + case
          when product = 'car-annual' then floor(364 * power(u, 1.8)) * interval '1 day'
          else (((g - ${shortStart}) / ${shortVehicles}) * 120 + ((g - ${shortStart}) % ${shortVehicles}) % 120) * interval '1 day'
        end + (g % 86400) * interval '1 second' as bought
      from g
    ), f as (
      select *, case when product = 'car-weekend'
          then date_trunc('week', bought) + interval '4 days 12 hours' else bought end as valid_from
      from b
    )
    select f.*, f.valid_from + case product
        when 'car-annual' then interval '1 year' when 'car-quarterly' then interval '3 months'
        when 'car-monthly' then interval '1 month' when 'car-weekly' then interval '7 days'
        else interval '2 days 12 hours' end as valid_until,
      t.id as tariff_id, t.amount_bgn, t.amount_eur,
      md5('sale' || g)::uuid as sale_id, md5('item' || g)::uuid as item_id,
      to_char(bought at time zone 'Europe/Sofia', 'YYMMDD') || lpad(g::text, 8, '0') as number,
      case when g % 10 = 0 then 1 + (g / 10) % ${POINTS_OF_SALE} end as pos_id,
      case when g % 20 = 0 then 'CASH' else 'CARD' end as method
    from f join vignette_tariffs t on t.product_id = f.product
      and t.valid_from <= f.bought and (t.valid_to is null or t.valid_to > f.bought)`;
  const vignetteChunk = (lo: number, hi: number) => `
    with p as materialized (${plan(lo, hi)}),
    s as (insert into sales (id, number, state, channel, email, lang, currency, total_minor,
        total_bgn, total_eur, created_at, updated_at, settled_at, receipt_sent_at, pos_id, payment_method)
      select sale_id, g, 'ACTIVATED', case when pos_id is null then 'site' else 'office' end,
        'buyer' || g || '@example.bg', case when country = 'BG' then 'bg' else 'en' end, 'EUR',
        amount_eur, amount_bgn, amount_eur, bought, bought, bought, bought, pos_id, method from p),
    i as (insert into sale_items (id, sale_id, position, kind, state, product_id, tariff_id,
        country_code, plate, starts_at_payment, valid_from, valid_to, amount_bgn, amount_eur, sold_at)
      select item_id, sale_id, 1, 'VIGNETTE', 'ACTIVE', product, tariff_id, country, plate,
        valid_from = bought, valid_from, valid_until - interval '1 second', amount_bgn, amount_eur,
        bought from p),
    v as (insert into vignettes (id, number, sale_item_id, product_id, vehicle_type, period,
        country_code, plate, valid_from, valid_until, amount_bgn, amount_eur, currency, email, lang, created_at)
      select md5('vignette' || g)::uuid, number, item_id, product, 'car', upper(split_part(product, '-', 2)),
        country, plate, valid_from, valid_until, amount_bgn, amount_eur, 'EUR', 'buyer' || g || '@example.bg',
        'bg', bought from p returning 1),
    d as (insert into document_numbers (number, kind, created_at) select number, 'VIGNETTE', bought from p),
    j as (select p.*, ${JOURNAL.vignette} + g as jid,
        case when method = 'CASH' then ${LEDGER.posCash} + pos_id else ${CARD} end as money,
        case when pos_id is not null then round(amount_eur * 250 / 10000.0)::int else 0 end as commission,
        1 + (pos_id - 1) % ${PARTNERS} as partner
      from p),
    lt as (insert into ledger_transactions (id, type, business_key, occurred_at, booked_at, refs)
      overriding system value
      select jid, 'E_VIGNETTE', 'sale-item-' || item_id, bought, bought,
        jsonb_build_object('saleId', sale_id, 'saleItemId', item_id) from j
      union all
      select ${JOURNAL.commission} + g, 'PARTNER_COMMISSION', 'commission-' || item_id, bought, bought,
        jsonb_build_object('saleId', sale_id, 'saleItemId', item_id, 'partnerId', partner) from j where commission > 0
      returning id),
    le as (insert into ledger_entries (id, transaction_id, account_id, currency, amount_minor, occurred_at)
      overriding system value
      select x.id, x.tid, x.account, 'EUR', x.amount, j.bought from j cross join lateral (values
          (jid * 4, jid, money, amount_eur),
          (jid * 4 + 1, jid, ${LEDGER.REVENUE_VIGNETTE}, -amount_eur),
          ((${JOURNAL.commission} + g) * 4, ${JOURNAL.commission} + g, ${LEDGER.COMMISSION_EXPENSE}, commission),
          ((${JOURNAL.commission} + g) * 4 + 1, ${JOURNAL.commission} + g, ${LEDGER.partner} + partner, -commission)
        ) as x(id, tid, account, amount)
      where x.amount <> 0
      returning transaction_id, currency, amount_minor)
    ${journalCheckSql('v')}`;

  // ---- route passes (with sales, items, document numbers, journals) and delicts -------------
  const passChunk = (lo: number, hi: number) => `
    with p as materialized (
      select g, ${YEAR} + (g % 364) * interval '1 day' + (g % 86400) * interval '1 second' as bought,
        'H' || lpad((g % ${Math.ceil(passes / 20)})::text, 7, '0') as plate,
        md5('rsale' || g)::uuid as sale_id, md5('ritem' || g)::uuid as item_id
      from generate_series(${lo}::bigint, ${hi}) g),
    s as (insert into sales (id, number, state, email, lang, currency, total_minor, total_bgn,
        total_eur, created_at, updated_at, settled_at)
      select sale_id, ${saleOffset} + g, 'ACTIVATED', 'fleet' || g % 5000 || '@example.bg', 'bg',
        'EUR', 2350, 4596, 2350, bought, bought, bought from p),
    i as (insert into sale_items (id, sale_id, position, kind, state, country_code, plate,
        starts_at_payment, valid_from, valid_to, amount_bgn, amount_eur, route_pass, sold_at)
      select item_id, sale_id, 1, 'ROUTE_PASS', 'ACTIVE', 'BG', plate, true,
        bought, bought + interval '24 hours', 4596, 2350, '{"points":[{"placeId":"sofia"},{"placeId":"plovdiv"}]}',
        bought
      from p),
    r as (insert into route_passes (id, number, sale_item_id, country_code, plate, valid_from,
        valid_until, route, amount_bgn, amount_eur, currency, created_at)
      select md5('rpass' || g)::uuid, to_char(bought at time zone 'Europe/Sofia', 'YYMMDD') || lpad((${vignettes} + g)::text, 8, '0'),
        item_id, 'BG', plate, bought, bought + interval '24 hours',
        '{"points":[{"placeId":"sofia"},{"placeId":"plovdiv"}]}', 4596, 2350, 'EUR', bought from p returning 1),
    d as (insert into document_numbers (number, kind, created_at)
      select to_char(bought at time zone 'Europe/Sofia', 'YYMMDD') || lpad((${vignettes} + g)::text, 8, '0'), 'ROUTE_PASS', bought from p),
    lt as (insert into ledger_transactions (id, type, business_key, occurred_at, booked_at, refs)
      overriding system value
      select ${JOURNAL.routePass} + g, 'ROUTE_PASS', 'sale-item-' || item_id, bought, bought,
        jsonb_build_object('saleId', sale_id, 'saleItemId', item_id) from p
      returning id),
    le as (insert into ledger_entries (id, transaction_id, account_id, currency, amount_minor, occurred_at)
      overriding system value
      select x.id, x.tid, x.account, 'EUR', x.amount, p.bought from p cross join lateral (values
          ((${JOURNAL.routePass} + g) * 4, ${JOURNAL.routePass} + g, ${CARD}, 2350),
          ((${JOURNAL.routePass} + g) * 4 + 1, ${JOURNAL.routePass} + g, ${LEDGER.REVENUE_ROUTE_PASS}, -2350)
        ) as x(id, tid, account, amount)
      returning transaction_id, currency, amount_minor)
    ${journalCheckSql('r')}`;
  const delictChunk = (
    lo: number,
    hi: number,
  ) => `insert into delicts (document_number, document_type,
      delict_type, status, country_code, plate, owner_kind, owner_id_hash, vehicle_class, passage_at,
      received_at, updated_at, amount_bgn, amount_eur, currency, paid_at)
    select 'BY' || lpad(g::text, 10, '0'), 'NOTIFICATION', 'COMPENSATORY_FEE',
      case when g % 3 = 0 then 'PAID' else 'REGISTERED' end, 'BG', 'D' || lpad((g % ${Math.ceil(delicts / 2)})::text, 7, '0'),
      'EGN', md5('owner' || g % ${Math.ceil(delicts / 2)}), 'UP_TO_3_5T',
      ${YEAR} + (g % 364) * interval '1 day', ${YEAR} + (g % 364) * interval '1 day',
      ${YEAR} + (g % 364) * interval '1 day', 9779, 5000, 'EUR',
      case when g % 3 = 0 then timestamptz '2026-01-02 00:00+02' + (g % 364) * interval '1 day' end
    from generate_series(${lo}::bigint, ${hi}) g`;

  // ---- toll transactions: the charging system's year, booked ---------------------------------
  // Spread evenly over the year in arrival order, each a day's trip of 20-400 km of one of the
  // vehicles (their contract, category and emission class) on a motorway, first- or second-class
  // road, priced by the per-km tariff of 2026 (route_tariffs). 1 % come for a plate on no contract
  // (UNMATCHED); 0.2 % of the prepaid ones find the balance short (REFUSED, nothing booked).
  // Postpaid charges get their weekly obligation period and due date (14 calendar days after
  // the period, a weekend due date moved to Monday).
  const tollChunk = (lo: number, hi: number) => `
    with g as (
      select g, 1 + (g * 2654435761) % ${vehicles} as unit,
        ${YEAR} + ((g - 1) * ${31_536_000 / tolls}::float8) * interval '1 second' as exit_at,
        (array['motorway','motorway','first','first','second'])[1 + g % 5] as road,
        20 + (g * 40503) % 381 as km
      from generate_series(${lo}::bigint, ${hi}) g),
    p as materialized (
      select g.g, g.exit_at, g.exit_at - (g.km * 45) * interval '1 second' as entry_at, g.km,
        'tcs-' || lpad(g.g::text, 10, '0') as tid,
        case when g.g % 100 = 0 then null else u.account_id end as account_id,
        case when g.g % 100 = 0 then 'X' || lpad(g.g::text, 9, '0') else u.plate end as plate,
        'OBU-' || lpad(u.id::text, 7, '0') as device, 'S-' || (1 + (g.g * 7) % 1800) as segment,
        case u.toll_category when 'BUS' then 'B' when 'FROM_3_5_TO_12T' then 'K2'
          when 'OVER_12T_2_3_AXLES' then 'K3' else 'K4' end as category,
        'EURO' || u.emission_class as emission,
        greatest(1, round(g.km * r.eur_per_100km / 100.0))::bigint as amount,
        a.account_type, (a.account_type = 1 and g.g % 500 = 1) as short,
        (date_trunc('week', g.exit_at at time zone 'Europe/Sofia'))::date as week
      from g join account_units u on u.id = g.unit join accounts a on a.id = u.account_id
      join route_tariffs r on r.road_class = g.road and r.toll_category = u.toll_category
        and r.emission_group = case when u.emission_class in (0, 1, 2) then 'EURO_0_I_II'
          when u.emission_class in (3, 4) then 'EURO_III_IV' when u.emission_class = 5 then 'EURO_V'
          else 'EURO_VI_EEV' end
        and r.valid_from <= g.exit_at and (r.valid_to is null or r.valid_to > g.exit_at)),
    q as (select p.*, case when account_id is null then 'UNMATCHED' when short then 'REFUSED' else 'POSTED' end as status,
        week + 20 + case extract(isodow from week + 20) when 6 then 2 when 7 then 1 else 0 end as due
      from p),
    t as (insert into toll_transactions (transaction_id, account_id, plate, device_id, segment_id,
        entry_at, exit_at, km, category, emission_class, amount_minor, currency, status,
        ledger_transaction_id, from_main_minor, from_secondary_minor, period_start, period_end,
        due_date, source, received_at)
      select tid, account_id, plate, device, segment, entry_at, exit_at, km, category, emission, amount,
        'EUR', status, case when status = 'POSTED' then ${JOURNAL.toll} + g end,
        case when status = 'POSTED' and account_type = 1 then amount end,
        case when status = 'POSTED' and account_type = 1 then 0 end,
        case when status = 'POSTED' and account_type = 2 then week end,
        case when status = 'POSTED' and account_type = 2 then week + 6 end,
        case when status = 'POSTED' and account_type = 2 then due end,
        'API', exit_at + interval '3 minutes'
      from q order by g returning 1),
    tk as (insert into toll_transaction_keys (transaction_id, exit_month)
      select tid, date_trunc('month', exit_at at time zone 'UTC')::date from q),
    lt as (insert into ledger_transactions (id, type, business_key, occurred_at, booked_at, refs)
      overriding system value
      select ${JOURNAL.toll} + g, 'TOLL', tid, exit_at, exit_at + interval '3 minutes',
        jsonb_build_object('accountId', account_id, 'segmentId', segment)
      from q where status = 'POSTED'
      returning id),
    le as (insert into ledger_entries (id, transaction_id, account_id, currency, amount_minor, occurred_at)
      overriding system value
      select x.id, x.tid, x.account, 'EUR', x.amount, q.exit_at from q cross join lateral (values
          ((${JOURNAL.toll} + g) * 4, ${JOURNAL.toll} + g,
            case when account_type = 1 then ${LEDGER.prepaidMain} else ${LEDGER.receivable} end + account_id, amount),
          ((${JOURNAL.toll} + g) * 4 + 1, ${JOURNAL.toll} + g, ${LEDGER.REVENUE_TOLL}, -amount)
        ) as x(id, tid, account, amount)
      where q.status = 'POSTED'
      returning transaction_id, currency, amount_minor)
    ${journalCheckSql('t')}`;

  // ---- bank lines: what the customers paid ---------------------------------------------------
  // A prepaid contract tops up on the 1st of each month what it will drive that month and a
  // tenth more (rounded up to 10 EUR); a postpaid one pays each weekly period's charges 0-4 days
  // before the due date (those due after the year stay unpaid). One line in a hundred more comes
  // from a payer the platform does not know (undistributed: SUSPENSE). One statement per day
  // with lines; each line is a payment distributed to its contract (the shares' trigger keeps the
  // payment's distributed sum), and each statement one BANK_RECEIPT journal.
  const bankJob = async (c: pg.Client) => {
    await c.query('begin');
    await c.query('set local enable_nestloop = off');
    await c.query(`create temporary table lines on commit drop as
      with prepaid as (
        select t.account_id, date_trunc('month', t.exit_at at time zone 'Europe/Sofia')::date as day,
          ceil(sum(t.amount_minor) * 1.1 / 1000) * 1000 as amount
        from toll_transactions t join accounts a on a.id = t.account_id
        where t.status = 'POSTED' and a.account_type = 1 group by 1, 2
      ), postpaid as (
        select account_id, due_date - (account_id % 5) as day, sum(amount_minor) as amount
        from toll_transactions where status = 'POSTED' and due_date is not null group by account_id, due_date
      ), known as (
        select account_id, day, amount from prepaid union all
        select account_id, day, amount from postpaid where day <= date '2026-12-31'
      ), all_lines as (
        select * from known union all
        select null, date '2026-01-01' + (k % 365)::int, 5000 + (k * 7919) % 200000
        from generate_series(1, greatest(1, (select count(*) from known) / 100)) k
      )
      select row_number() over (order by day, account_id nulls last, amount)::int as id, l.*,
        dense_rank() over (order by day)::int as statement_id
      from all_lines l`);
    const iban = demoIban(1);
    await c.query(`insert into bank_statements (id, bank_account_id, format, statement_ref, file_name,
        file_hash, currency, opening_balance_minor, closing_balance_minor, opening_date, closing_date,
        line_count, new_lines, known_lines, uploaded_at)
      select statement_id, 1, 'CAMT053', 'STMT-' || to_char(day, 'YYYYMMDD'), 'statement-' || to_char(day, 'YYYYMMDD') || '.xml',
        md5('statement' || statement_id), 'EUR',
        coalesce(sum(sum(amount)) over (order by statement_id rows between unbounded preceding and 1 preceding), 0),
        sum(sum(amount)) over (order by statement_id), day, day, count(*), count(*), 0, day + interval '1 day 8 hours'
      from lines group by statement_id, day`);
    await c.query(`insert into bank_transactions (id, bank_account_id, statement_id, line_key, entry_ref,
        bank_reference, value_date, booking_date, amount_minor, currency, direction, counterparty_name,
        counterparty_iban, remittance, status, processed_at, created_at)
      select l.id, 1, l.statement_id, '${iban}|E|' || 'E' || lpad(l.id::text, 10, '0'), 'E' || lpad(l.id::text, 10, '0'),
        'REF' || l.id, l.day, l.day, l.amount, 'EUR', 'CREDIT',
        coalesce(p.name, 'Unknown payer ' || l.id), cl.iban,
        coalesce('Contract ' || a.number, 'Payment ' || l.id), 'PROCESSED',
        l.day + interval '1 day 8 hours', l.day + interval '1 day 8 hours'
      from lines l left join accounts a on a.id = l.account_id left join clients cl on cl.partner_id = a.client_id
      left join partners p on p.id = a.client_id`);
    await c.query(`insert into payments (id, kind, bank_transaction_id, payment_date, value_date, amount_minor,
        currency, reference, message, created_at)
      select id, 'BANK', id, day, day, amount, 'EUR', 'E' || lpad(id::text, 10, '0'), '', day + interval '1 day 8 hours'
      from lines`);
    await c.query(`insert into payment_distributions (payment_id, target, account_id, amount_minor, method, created_at)
      select id, 'CONTRACT', account_id, amount, 'AUTO', day + interval '1 day 8 hours'
      from lines where account_id is not null`);
    const { rows } = await c.query(`
      with s as (select statement_id, day, sum(amount) as amount, count(*) as lines from lines group by 1, 2),
      lt as (insert into ledger_transactions (id, type, business_key, occurred_at, booked_at, description, refs)
        overriding system value
        select ${JOURNAL.bank} + statement_id, 'BANK_RECEIPT', 'bank-statement:' || statement_id,
          day + interval '1 day 8 hours', day + interval '1 day 8 hours', 'Bank statement ' || statement_id,
          jsonb_build_object('bankStatementId', statement_id, 'lines', lines)
        from s returning id),
      e as (
        select statement_id, day, ${LEDGER.bank} + 1 as account, sum(amount) as amount from lines group by 1, 2
        union all
        select l.statement_id, l.day, case when l.account_id is null then ${LEDGER.SUSPENSE}
            when a.account_type = 1 then ${LEDGER.prepaidMain} + a.id else ${LEDGER.receivable} + a.id end,
          -sum(l.amount)
        from lines l left join accounts a on a.id = l.account_id group by 1, 2, 3),
      le as (insert into ledger_entries (id, transaction_id, account_id, currency, amount_minor, occurred_at)
        overriding system value
        select ${JOURNAL.bank * 4} + row_number() over (order by statement_id, account), ${JOURNAL.bank} + statement_id,
          account, 'EUR', amount, day + interval '1 day 8 hours' from e
        returning transaction_id, currency, amount_minor)
      ${journalCheckSql('lt')}`);
    journalCheck(rows);
    await c.query('commit');
  };

  // costs: CPU seconds per million rows, as measured at a tenth of a year
  const vignetteJobs = chunks('vignettes', vignettes, 30, BIG, vignetteChunk, journalCheck, [
    'sale partners and points of sale',
    'ledger accounts and bank account',
  ]);
  const passJobs = chunks('route passes', passes, 25, BIG, passChunk, journalCheck, [
    'ledger accounts and bank account',
  ]);
  const delictJobs = chunks('delicts', delicts, 6, ['delicts'], delictChunk);
  const tollJobs = chunks('toll transactions', tolls, 22, BIG, tollChunk, journalCheck, [
    `vehicles (${vehicles.toLocaleString('en')})`,
    'ledger accounts and bank account',
  ]);
  const bank: Job = {
    name: 'bank statements, lines, payments, receipts',
    tables: ['bank_statements', 'bank_transactions', 'payments', 'payment_distributions', ...BIG],
    cost: 2 * (tolls / 1_000_000),
    after: tollJobs.map((j) => j.name),
    run: bankJob,
  };
  await runJobs('load (master data, then chunks on every lane)', lanes, [
    ...masterJobs,
    ...vignetteJobs,
    ...passJobs,
    ...delictJobs,
    ...tollJobs,
    bank,
  ]);
  await main_.query(`select setval(pg_get_serial_sequence('partners', 'id'), 1000 + ${customers});
    select setval(pg_get_serial_sequence('points_of_sale', 'id'), ${POINTS_OF_SALE});
    select setval('customer_number_seq', 300000 + ${customers});
    select setval('account_number_seq', 10000000 + ${customers});
    select setval(pg_get_serial_sequence('accounts', 'id'), ${customers});
    select setval(pg_get_serial_sequence('account_units', 'id'), ${vehicles});
    select setval(pg_get_serial_sequence('ledger_accounts', 'id'), ${LEDGER.receivable + customers});
    select setval(pg_get_serial_sequence('bank_accounts', 'id'), 1);
    select setval(pg_get_serial_sequence('bank_statements', 'id'), (select max(id) from bank_statements));
    select setval(pg_get_serial_sequence('bank_transactions', 'id'), (select max(id) from bank_transactions));
    select setval(pg_get_serial_sequence('payments', 'id'), (select max(id) from payments));
    select setval(pg_get_serial_sequence('ledger_transactions', 'id'), (select max(id) from ledger_transactions));
    select setval(pg_get_serial_sequence('ledger_entries', 'id'), (select max(id) from ledger_entries));
    select setval('sale_number_seq', ${saleOffset + passes});
    select setval('document_number_seq', ${vignettes + passes})`);

  // ---- indexes and constraints, then foreign keys --------------------------------------------
  // Unique and primary keys are built as indexes (CREATE INDEX: two on one table may run at once)
  // and attached (ADD CONSTRAINT … USING INDEX: the same constraint, at no cost); the exclusion
  // constraint has no such form and holds its table alone while it builds.
  const rowsOf: Record<string, number> = {
    sales: vignettes + passes,
    sale_items: vignettes + passes,
    vignettes,
    document_numbers: vignettes + passes,
    route_passes: passes,
    delicts,
    ledger_transactions: vignettes * 1.1 + passes + tolls,
    ledger_entries: 2 * (vignettes * 1.1 + passes + tolls),
    toll_transactions: tolls,
  };
  const million = (table: string) => (rowsOf[table] ?? 0) / 1_000_000;
  const indexJobs: Job[] = [
    ...constraints
      .filter((c) => c.type === 'p' || c.type === 'u')
      .map((c): Job => ({
        name: c.name,
        tables: [c.table],
        cost: 3 * million(c.table),
        run: async (client) => {
          await client.query(c.index!);
          await client.query(
            `alter table ${c.table} add constraint ${c.name} ${c.type === 'p' ? 'primary key' : 'unique'} using index ${c.name}${c.deferrable}`,
          );
        },
      })),
    ...constraints
      .filter((c) => c.type === 'x')
      .map((c): Job => ({
        name: c.name,
        tables: [c.table],
        exclusive: true,
        cost: 40 * million(c.table),
        run: (client) => client.query(`alter table ${c.table} add constraint ${c.name} ${c.def}`),
      })),
    ...indexes.map((i): Job => ({
      name: i.name,
      tables: [i.table],
      cost: 3 * million(i.table),
      run: (client) => client.query(i.def),
    })),
    {
      name: 'ledger days (ledger_daily from the entries)',
      tables: ['ledger_daily'],
      cost: 1 * million('ledger_entries'),
      run: async (client) => {
        await client.query(`insert into ledger_daily (day, account_id, debits_minor, credits_minor)
          select (occurred_at at time zone 'Europe/Sofia')::date, account_id,
            coalesce(sum(amount_minor) filter (where amount_minor > 0), 0),
            coalesce(sum(amount_minor) filter (where amount_minor < 0), 0)
          from ledger_entries group by 1, 2`);
      },
    },
    {
      name: 'report summary (report_sales_daily_rebuild)',
      tables: ['report_sales_daily'],
      cost: 2 * million('sales'),
      run: async (client) => {
        await client.query('select report_sales_daily_rebuild()');
      },
    },
  ];
  await runJobs('indexes, primary, unique and exclusion constraints', lanes, indexJobs);

  // Foreign keys: added NOT VALID (a moment each), then validated on the lanes (VALIDATE takes a
  // lock that lets other validations and reads go on). The result is the same constraint.
  const foreign = constraints.filter((c) => c.type === 'f');
  await timed('foreign keys added (not valid)', lanes, async () => {
    await main_.query('begin');
    for (const c of foreign)
      await main_.query(`alter table ${c.table} add constraint ${c.name} ${c.def} not valid`);
    await main_.query('commit');
  });
  await runJobs(
    'foreign keys validated',
    lanes,
    foreign.map((c): Job => ({
      name: c.name,
      tables: [c.table],
      cost: million(c.table),
      exclusive: true,
      run: (client) => client.query(`alter table ${c.table} validate constraint ${c.name}`),
    })),
  );

  // ---- the rules the triggers that were off keep, checked on the whole, and the floors -------
  await timed('floors set and checked, triggers and autovacuum back on', lanes, async () => {
    await main_.query('begin');
    await main_.query('alter table ledger_accounts enable trigger ledger_accounts_prepaid_floor');
    await main_.query(`update ledger_accounts l set floor_minor = case l.kind
        when 'PREPAID_MAIN' then -a.credit_limit_bg_toll_eur_minor else 0 end
      from accounts a where a.id = l.owner_id and l.kind in ('PREPAID_MAIN', 'PREPAID_SECONDARY')`);
    const { rows: below } = await main_.query(`select count(*)::int as n from ledger_accounts
      where floor_minor is not null and normal_side * balance_minor < floor_minor`);
    if (below[0]!.n !== 0) throw new Error(`${below[0]!.n} prepaid balances below their floor`);
    const { rows: undistributed } = await main_.query(`select count(*)::int as n from payments p
      where p.distributed_minor <> coalesce((select sum(amount_minor) from payment_distributions d where d.payment_id = p.id), 0)`);
    if (undistributed[0]!.n !== 0) throw new Error('payments and their shares disagree');
    for (const t of triggers)
      if (TRIGGERS[t.name] === 'off')
        await main_.query(`alter table ${t.table} enable trigger ${t.name}`);
    for (const table of BIG) await main_.query(`alter table ${table} reset (autovacuum_enabled)`);
    await main_.query('commit');
  });

  const analyzed = [...BIG, 'report_sales_daily', 'account_units', 'accounts', 'clients',
    'partners', 'ledger_accounts', 'bank_transactions', 'payments', 'payment_distributions',
    'bank_statements', 'vignette_exemptions', 'account_contacts', 'points_of_sale']; // prettier-ignore
  await runJobs(
    'analyze',
    lanes,
    analyzed.map((table) => ({
      name: `analyze ${table}`,
      tables: [table],
      cost: million(table) + 0.01,
      run: (client) => client.query(`analyze ${table}`),
    })),
  );

  const { rows: sizes } = await main_.query<{ table: string; rows: string; size: string }>(
    `select c.relname as table, c.reltuples::bigint::text as rows,
       pg_size_pretty(pg_total_relation_size(c.oid)) as size
     from pg_class c where c.relname = any($1::text[]) and c.relkind = 'r'
     order by pg_total_relation_size(c.oid) desc`,
    [analyzed],
  );
  const { rows: db } = await main_.query<{ size: string }>(
    'select pg_size_pretty(pg_database_size(current_database())) as size',
  );
  for (const l of lanes) await l.client.end();
  const wall = (performance.now() - total) / 1000;
  console.log(`${'total'.padEnd(60)} ${wall.toFixed(1).padStart(7)} s`);
  console.log(
    `database ${db[0]!.size}; lanes ${LANES}; scale ${SCALE}; toll transactions ${tolls.toLocaleString('en')}`,
  );
  console.table(sizes);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
