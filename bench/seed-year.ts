// A year of data in PostgreSQL, for every bench (bench/README.md "A year of data"):
// 6.9 million vignettes in FACTS' product mix with a January peak (each with its sale and sale
// item), route passes and delicts, all with set-based `insert … select generate_series` statements.
// Tables of issues still to come (toll customers, vehicles, toll transactions, bank lines) are not
// in the schema yet and are left to those issues.
//
// Run: npm run bench:seed-year   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/toll_bench_year,
// made afresh; SEED_YEAR_SCALE=0.1 for a tenth)
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/platform/db/database';
import { applyMigrations } from '../apps/api/src/platform/db/migrate';

const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/toll_bench_year';
const SCALE = Number(process.env.SEED_YEAR_SCALE ?? 1);

/** FACTS: vignettes sold in 2025, by product (6.93 M), and the free ones for disabled people. */
const MIX = [
  ['car-annual', 2_640_000],
  ['car-weekly', 2_630_000],
  ['car-monthly', 850_000],
  ['car-weekend', 700_000],
  ['car-quarterly', 110_000],
] as const;
const ROUTE_PASSES = 300_000; // assumption: no public figure; a route pass is per trip of a heavy vehicle
const DELICTS = 200_000; // assumption: no public figure
const PARTNERS = 500; // sale partners receiving reports (issue 21's bench: a run for 500 partners)
const POINTS_OF_SALE = 2_000;

/** Tables whose indexes and constraints are dropped for the load and made again after it. */
const LOADED = [
  'sales',
  'sale_items',
  'vignettes',
  'route_passes',
  'delicts',
  'report_sales_daily',
];

const n = (count: number) => Math.max(1, Math.round(count * SCALE));

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

  const timings: [string, number][] = [];
  const timed = async <T>(label: string, fn: () => Promise<T>) => {
    const start = performance.now();
    const result = await fn();
    const seconds = (performance.now() - start) / 1000;
    timings.push([label, seconds]);
    console.log(`${label.padEnd(44)} ${seconds.toFixed(1).padStart(7)} s`);
    return result;
  };
  const total = performance.now();

  await timed('migrate', async () => {
    const database = await openDatabase({ kind: 'postgres', url: URL_, poolMax: 2 });
    await applyMigrations(database);
    await database.close();
  });

  const client = new pg.Client({ connectionString: URL_ });
  await client.connect();
  await client.query(
    `set synchronous_commit = off; set maintenance_work_mem = '256MB'; set work_mem = '64MB'`,
  );

  // Keep every index and constraint (but NOT NULL) of the loaded tables, drop them, load, remake.
  const { rows: constraints } = await client.query<{ table: string; name: string; def: string }>(
    `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as def
     from pg_constraint
     where (conrelid = any($1::regclass[]) or confrelid = any($1::regclass[]))
       and contype in ('p', 'u', 'f', 'c', 'x')
     order by case contype when 'f' then 1 else 0 end`,
    [LOADED],
  );
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes
     where tablename = any($1::text[]) and schemaname = 'public'
       and indexname not in (select conname from pg_constraint)`,
    [LOADED],
  );
  await timed('drop indexes and constraints', async () => {
    for (const c of [...constraints].reverse())
      await client.query(`alter table ${c.table} drop constraint ${c.name}`);
    for (const i of indexes) await client.query(`drop index ${i.name}`);
  });

  // One row per vignette: its product, purchase moment (a January peak for annual ones: about a
  // quarter bought in January, as annual expiries cluster in January-February), and vehicle.
  // Annual vignettes get a vehicle each; shorter ones share vehicles, up to three per vehicle in
  // slots 120 days apart, so no two windows of one vehicle overlap (the exclusion constraint).
  let first = 1;
  const bands = MIX.map(([product, count]) => {
    const band = { product, from: first, to: first + n(count) - 1 };
    first = band.to + 1;
    return band;
  });
  const vignettes = first - 1;
  const shortStart = bands[1]!.from;
  const shortCount = vignettes - shortStart + 1;
  const vehicles = Math.ceil(shortCount / 3);
  await timed('plan (vehicle, product, moment of each vignette)', () =>
    client.query(`create temporary table plan as
    with g as (
      select g, case ${bands.map((b) => `when g between ${b.from} and ${b.to} then '${b.product}'`).join(' ')} end as product,
        (g * 0.6180339887498949) - floor(g * 0.6180339887498949) as u,
        (array['BG','BG','BG','BG','BG','BG','BG','BG','BG','BG','BG','BG','BG','BG','BG','BG','RO','TR','GR','DE'])[1 + g % 20] as country
      from generate_series(1, ${vignettes}) g
    ), b as (
      select g, product, country,
        case when product = 'car-annual' then 'A' || lpad(g::text, 8, '0')
             else 'S' || lpad(((g - ${shortStart}) % ${vehicles})::text, 8, '0') end as plate,
        timestamptz '2026-01-01 00:00+02' + case
          when product = 'car-annual' then floor(364 * power(u, 1.8)) * interval '1 day'
          else (((g - ${shortStart}) / ${vehicles}) * 120 + ((g - ${shortStart}) % ${vehicles}) % 120) * interval '1 day'
        end + (g % 86400) * interval '1 second' as bought
      from g
    ), f as (
      select *, case when product = 'car-weekend'
          then date_trunc('week', bought) + interval '4 days 12 hours' else bought end as valid_from
      from b
    )
    select *, valid_from + case product
        when 'car-annual' then interval '1 year' when 'car-quarterly' then interval '3 months'
        when 'car-monthly' then interval '1 month' when 'car-weekly' then interval '7 days'
        else interval '2 days 12 hours' end as valid_until
    from f`),
  );

  // Sale partners and their points of sale (issue 21's reports): every tenth vignette is sold at
  // one of them. The report summary's trigger is off for the load; the summary is rebuilt after.
  await timed(`sale partners (${PARTNERS}) and points of sale (${POINTS_OF_SALE})`, async () => {
    await client.query(`insert into partners (id, name, partner_type, commission_bp, receives_reports)
      select g, 'Sale partner ' || g, 'SALE_PARTNER', 250, true from generate_series(1, ${PARTNERS}) g`);
    await client.query(`select setval(pg_get_serial_sequence('partners', 'id'), ${PARTNERS})`);
    await client.query(`insert into points_of_sale (id, partner_id, code, name)
      select g, 1 + (g - 1) % ${PARTNERS}, 'POS-' || g, 'Point of sale ' || g
      from generate_series(1, ${POINTS_OF_SALE}) g`);
    await client.query(
      `select setval(pg_get_serial_sequence('points_of_sale', 'id'), ${POINTS_OF_SALE})`,
    );
    await client.query('alter table sale_items disable trigger sale_items_report_sales_daily');
  });

  await timed(`sales (${vignettes.toLocaleString('en')}, one per vignette)`, () =>
    client.query(`insert into sales (id, number, state, channel, email, lang, currency, total_minor,
        total_bgn, total_eur, created_at, updated_at, settled_at, receipt_sent_at, pos_id)
      select md5('sale' || p.g)::uuid, p.g, 'ACTIVATED', case when p.g % 10 = 0 then 'office' else 'site' end,
        'buyer' || p.g || '@example.bg', case when p.country = 'BG' then 'bg' else 'en' end, 'EUR',
        t.amount_eur, t.amount_bgn, t.amount_eur, p.bought, p.bought, p.bought, p.bought,
        case when p.g % 10 = 0 then 1 + (p.g / 10) % ${POINTS_OF_SALE} end
      from plan p join vignette_tariffs t on t.product_id = p.product
        and t.valid_from <= p.bought and (t.valid_to is null or t.valid_to > p.bought)`),
  );
  await timed('sale items', () =>
    client.query(`insert into sale_items (id, sale_id, position, kind, state, product_id, tariff_id,
        country_code, plate, starts_at_payment, valid_from, valid_to, amount_bgn, amount_eur)
      select md5('item' || p.g)::uuid, md5('sale' || p.g)::uuid, 1, 'VIGNETTE', 'ACTIVE', p.product, t.id,
        p.country, p.plate, p.valid_from = p.bought, p.valid_from, p.valid_until - interval '1 second',
        t.amount_bgn, t.amount_eur
      from plan p join vignette_tariffs t on t.product_id = p.product
        and t.valid_from <= p.bought and (t.valid_to is null or t.valid_to > p.bought)`),
  );
  await timed('vignettes', () =>
    client.query(`insert into vignettes (id, number, sale_item_id, product_id, vehicle_type, period,
        country_code, plate, valid_from, valid_until, amount_bgn, amount_eur, currency, email, lang, created_at)
      select md5('vignette' || p.g)::uuid, lpad(p.g::text, 14, '0'), md5('item' || p.g)::uuid, p.product,
        'car', upper(split_part(p.product, '-', 2)), p.country, p.plate, p.valid_from, p.valid_until,
        t.amount_bgn, t.amount_eur, 'EUR', 'buyer' || p.g || '@example.bg', 'bg', p.bought
      from plan p join vignette_tariffs t on t.product_id = p.product
        and t.valid_from <= p.bought and (t.valid_to is null or t.valid_to > p.bought)`),
  );

  const passes = n(ROUTE_PASSES);
  const offset = 100_000_000;
  await timed(`route passes (${passes.toLocaleString('en')}, with sales and items)`, async () => {
    await client.query(`create temporary table passes as
      select g, timestamptz '2026-01-01 00:00+02' + (g % 364) * interval '1 day' + (g % 86400) * interval '1 second' as bought,
        'H' || lpad((g % ${Math.ceil(passes / 20)})::text, 7, '0') as plate
      from generate_series(1, ${passes}) g`);
    await client.query(`insert into sales (id, number, state, email, lang, currency, total_minor, total_bgn,
        total_eur, created_at, updated_at, settled_at)
      select md5('rsale' || g)::uuid, ${offset} + g, 'ACTIVATED', 'fleet' || g % 5000 || '@example.bg', 'bg',
        'EUR', 2350, 4596, 2350, bought, bought, bought from passes`);
    await client.query(`insert into sale_items (id, sale_id, position, kind, state, country_code, plate,
        starts_at_payment, valid_from, valid_to, amount_bgn, amount_eur, route_pass)
      select md5('ritem' || g)::uuid, md5('rsale' || g)::uuid, 1, 'ROUTE_PASS', 'ACTIVE', 'BG', plate, true,
        bought, bought + interval '24 hours', 4596, 2350, '{"points":[{"placeId":"sofia"},{"placeId":"plovdiv"}]}'
      from passes`);
    await client.query(`insert into route_passes (id, number, sale_item_id, country_code, plate, valid_from,
        valid_until, route, amount_bgn, amount_eur, currency, created_at)
      select md5('rpass' || g)::uuid, 'RP' || lpad(g::text, 12, '0'), md5('ritem' || g)::uuid, 'BG', plate,
        bought, bought + interval '24 hours', '{"points":[{"placeId":"sofia"},{"placeId":"plovdiv"}]}',
        4596, 2350, 'EUR', bought from passes`);
  });
  const delicts = n(DELICTS);
  await timed(`delicts (${delicts.toLocaleString('en')})`, () =>
    client.query(`insert into delicts (document_number, document_type, delict_type, status, country_code,
        plate, owner_kind, owner_id_hash, vehicle_class, passage_at, received_at, updated_at, amount_bgn,
        amount_eur, currency, paid_at)
      select 'BY' || lpad(g::text, 10, '0'), 'NOTIFICATION', 'COMPENSATORY_FEE',
        case when g % 3 = 0 then 'PAID' else 'REGISTERED' end, 'BG', 'D' || lpad((g % ${Math.ceil(delicts / 2)})::text, 7, '0'),
        'EGN', md5('owner' || g % ${Math.ceil(delicts / 2)}), 'UP_TO_3_5T',
        timestamptz '2026-01-01 00:00+02' + (g % 364) * interval '1 day', timestamptz '2026-01-01 00:00+02' + (g % 364) * interval '1 day',
        timestamptz '2026-01-01 00:00+02' + (g % 364) * interval '1 day', 9779, 5000, 'EUR',
        case when g % 3 = 0 then timestamptz '2026-01-02 00:00+02' + (g % 364) * interval '1 day' end
      from generate_series(1, ${delicts}) g`),
  );
  await client.query(`select setval('sale_number_seq', ${offset + passes})`);

  await timed('remake indexes and constraints', async () => {
    const slow = (label: string, start: number) => {
      const seconds = (performance.now() - start) / 1000;
      if (seconds >= 1) console.log(`  ${label}: ${seconds.toFixed(1)} s`);
    };
    for (const c of constraints) {
      const start = performance.now();
      await client.query(`alter table ${c.table} add constraint ${c.name} ${c.def}`);
      slow(c.name, start);
    }
    for (const i of indexes) {
      const start = performance.now();
      await client.query(i.def);
      slow(i.name, start);
    }
  });
  await timed('report summary (report_sales_daily, migration 0023)', async () => {
    await client.query('alter table sale_items enable trigger sale_items_report_sales_daily');
    await client.query('select report_sales_daily_rebuild()');
  });
  await timed('analyze', () => client.query('analyze'));

  const { rows: sizes } = await client.query<{ table: string; rows: string; size: string }>(
    `select c.relname as table, c.reltuples::bigint::text as rows,
       pg_size_pretty(pg_total_relation_size(c.oid)) as size
     from pg_class c where c.relname = any($1::text[]) order by pg_total_relation_size(c.oid) desc`,
    [LOADED],
  );
  await client.end();
  console.log(
    `total${' '.repeat(39)} ${((performance.now() - total) / 1000).toFixed(1).padStart(7)} s`,
  );
  console.table(sizes);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
