// Toll charge ingest (issue #19): TOLL_BENCH_TOTAL toll transactions (default 1,000,000) in batches
// of TOLL_BENCH_BATCH (default 10,000) through the same service the charging system's API calls,
// on a fresh PostgreSQL database with the demo contracts and TOLL_BENCH_CONTRACTS (2,000) more of
// TOLL_BENCH_VEHICLES (5) vehicles each (prepaid ones topped up to cover everything, postpaid ones
// accruing), 2 % of plates without a contract, sent by TOLL_BENCH_STREAMS (2) senders at once,
// each with the vehicles of its own contracts. Then checks: every
// transaction recorded once, every posted one booked once, balances equal their entries, and a
// replayed batch books nothing.
//
// Run: npm run bench:toll-charges   (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/toll_bench_tolls, made afresh)
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase, queryRows } from '../apps/api/src/platform/db/database';
import { applyMigrations } from '../apps/api/src/platform/db/migrate';
import { DEMO_STEPS } from '../apps/api/src/seed/demo-steps';
import { runSeeds } from '../apps/api/src/seed/run-seeds';
import { postJournalsBulk } from '../apps/api/src/modules/ledger/bulk-posting';
import { verifyLedgerBalances } from '../apps/api/src/modules/ledger/posting';
import { ensureLedgerAccounts } from '../apps/api/src/modules/ledger/accounts';
import { createTollChargeService } from '../apps/api/src/modules/toll-charges/service';
import { sql } from 'drizzle-orm';

const URL_ =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/toll_bench_tolls';
const TOTAL = Number(process.env.TOLL_BENCH_TOTAL ?? 1_000_000);
const BATCH = Number(process.env.TOLL_BENCH_BATCH ?? 10_000);
const STREAMS = Number(process.env.TOLL_BENCH_STREAMS ?? 2);
const CONTRACTS = Number(process.env.TOLL_BENCH_CONTRACTS ?? 2_000);
const VEHICLES_EACH = Number(process.env.TOLL_BENCH_VEHICLES ?? 5);

const target = new URL(URL_);
const admin = new URL(URL_);
admin.pathname = '/postgres';
const server = new pg.Client({ connectionString: admin.toString() });
await server.connect();
await server.query(`drop database if exists ${target.pathname.slice(1)} with (force)`);
await server.query(`create database ${target.pathname.slice(1)}`);
await server.end();

const database = await openDatabase({ kind: 'postgres', url: URL_, poolMax: STREAMS + 1 });
await applyMigrations(database);
await runSeeds(database.db, DEMO_STEPS);
// more toll customers than the demo's: CONTRACTS active contracts (half prepaid, half postpaid
// with weekly obligations due in 14 business days), VEHICLES_EACH vehicles each
const l = 'ABEKMHOPCTYX';
await database.rawQuery(
  `insert into partners (name, partner_type, city, lang, customer_id)
   select 'Toll Bench ' || g || ' EOOD', 'TOLL_CUSTOMER', 'София', 'bg', 'C-9' || lpad(g::text, 6, '0')
   from generate_series(1, $1::int) g`,
  [CONTRACTS],
);
await database.rawQuery(
  `insert into clients (partner_id, customer_type, identification_type, identification_number,
     company_name, country_code, city, postal_code, street)
   select p.id, 2, 6, lpad((900000000 + p.id)::text, 9, '0'), p.name, 'BG', p.city, '1000', 'ул. Пейка 1'
   from partners p where p.customer_id like 'C-9%'`,
);
await database.rawQuery(
  `insert into accounts (client_id, account_type, status, obligation_period, due_payment_days,
     due_days_counter, signed_at)
   select c.partner_id, 1 + (c.partner_id % 2), 'ACTIVE',
     case when c.partner_id % 2 = 1 then 'WEEKLY' end, case when c.partner_id % 2 = 1 then 14 end,
     case when c.partner_id % 2 = 1 then 'BUSINESS' end, now()
   from clients c join partners p on p.id = c.partner_id where p.customer_id like 'C-9%'`,
);
await database.rawQuery(
  `with bench as (select array_agg(a.id order by a.id) as ids from accounts a
                  join partners p on p.id = a.client_id where p.customer_id like 'C-9%'),
   v as (select g, g / 10000 as q, g % 10000 as r from generate_series(1, $1::int) g)
   insert into account_units (account_id, country_code, plate, vehicle_type, make, model, tractor_axles,
     trailer_axles, total_axles, max_wet_weight, train_max_weight, emission_class, toll_category)
   select bench.ids[1 + g % cardinality(bench.ids)], 'BG',
     'T' || substr($2, 1 + (5 * q + r) % 12, 1) || lpad(r::text, 4, '0') || substr($2, 1 + (7 * r + q) % 12, 1)
       || substr($2, 1 + (r / 7) % 12, 1),
     'TRUCK', 'VOLVO', 'FH 500', 2, 3, 5, 1800, 4000, 6, 'OVER_12T_4_PLUS_AXLES'
   from v, bench`,
  [CONTRACTS * VEHICLES_EACH, l],
);
await database.rawQuery('vacuum analyze partners, clients, accounts, account_units');
const units = await queryRows(
  database.db,
  sql`select u.plate, a.id, a.account_type from account_units u join accounts a on a.id = u.account_id
      where u.status = 'ACTIVE' and a.status = 'ACTIVE' order by u.plate`,
);
// the prepaid contracts topped up to cover everything, in one transaction
const prepaid = [
  ...new Set(units.filter((u) => Number(u.account_type) === 1).map((u) => Number(u.id))),
];
await database.db.transaction(async (tx) => {
  const refs = prepaid.map((id) => ({ kind: 'PREPAID_MAIN', ownerId: id, currency: 'EUR' }));
  const clearing = { kind: 'CARD_GATEWAY_CLEARING', currency: 'EUR' };
  const ids = await ensureLedgerAccounts(tx, [clearing, ...refs]);
  const clearingId = ids.get('CARD_GATEWAY_CLEARING||EUR');
  await postJournalsBulk(
    tx,
    prepaid.map((id) => ({
      type: 'TOP_UP',
      businessKey: `bench-top-up-${id}`,
      occurredAt: new Date(),
      lines: [
        { accountId: clearingId, amountMinor: 1e12, currency: 'EUR' },
        { accountId: ids.get(`PREPAID_MAIN|${id}|EUR`), amountMinor: -1e12, currency: 'EUR' },
      ],
    })),
  );
});
// STREAMS senders at once, each with the vehicles of its own contracts (contract id % STREAMS)
const streams = Array.from({ length: STREAMS }, () => []);
for (const u of units) streams[Number(u.id) % STREAMS].push(u.plate);
const contractsCount = new Set(units.map((u) => Number(u.id))).size;
console.log(
  `${units.length} vehicles on ${contractsCount} active contracts; ${TOTAL} transactions in batches of ${BATCH}, ${STREAMS} streams`,
);

const clock = { now: () => new Date() };
const service = createTollChargeService({
  db: database.db,
  clock,
  jobs: { send: async () => undefined },
  liveMonths: 0,
});
const batchOf = (start, stream = 0) => {
  const plates = streams[stream];
  const rows = [];
  for (let i = start; i < Math.min(start + BATCH, TOTAL); i++) {
    const exit = new Date(Date.UTC(2026, 2, 1) + i * 2_000);
    rows.push({
      transactionId: `T${String(i).padStart(9, '0')}`,
      plate: i % 50 === 0 ? `XX${String(i % 10000).padStart(4, '0')}ZZ` : plates[i % plates.length],
      deviceId: `OBU-${i % plates.length}`,
      segmentId: `S-${i % 400}`,
      entryAt: new Date(exit.getTime() - 600_000).toISOString(),
      exitAt: exit.toISOString(),
      km: 10 + (i % 30),
      category: 'K3',
      emissionClass: 'EURO6',
      amountMinor: 100 + (i % 900),
      currency: 'EUR',
    });
  }
  return rows;
};

const totals = { posted: 0, refused: 0, unmatched: 0, duplicates: 0 };
const batches = [];
for (let offset = 0; offset < TOTAL; offset += BATCH) batches.push(offset);
let done = 0;
const started = performance.now();
const cpuBefore = process.cpuUsage();
await Promise.all(
  streams.map(async (_, stream) => {
    for (let b = stream; b < batches.length; b += STREAMS) {
      const rows = batchOf(batches[b], stream);
      const result = await service.ingest(rows, 'API');
      for (const k of Object.keys(totals)) totals[k] += result[k];
      done += rows.length;
      if ((b / STREAMS) % 10 === 9)
        console.log(`${done} after ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
console.log(
  `ingest: ${TOTAL} in ${seconds.toFixed(1)} s = ${Math.round(TOTAL / seconds)}/s, platform CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`,
  totals,
);

const replay = await service.ingest(batchOf(0), 'API');
const counts = await queryRows(
  database.db,
  sql`select (select count(*) from toll_transactions) as recorded,
        (select count(*) from ledger_transactions where type = 'TOLL' and business_key like 'T%') as booked,
        (select count(*) from toll_transactions where status = 'POSTED') as posted`,
);
const mismatches = await verifyLedgerBalances(database.db);
console.log('replay of the first batch:', replay);
console.log('recorded / booked / posted:', counts[0], 'balance mismatches:', mismatches.length);
await database.close();
