// Toll charge ingest (issue #19): TOLL_BENCH_TOTAL toll transactions (default 1,000,000) in batches
// of TOLL_BENCH_BATCH (default 10,000) through the same service the charging system's API calls,
// on a fresh PostgreSQL database with the demo contracts (prepaid ones topped up to cover
// everything, postpaid ones accruing), 2 % of plates without a contract. Then checks: every
// transaction recorded once, every posted one booked once, balances equal their entries, and a
// replayed batch books nothing.
//
// Run: npm run bench:toll-charges   (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/toll_bench_tolls, made afresh)
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase, queryRows } from '../apps/api/src/platform/db/database';
import { applyMigrations } from '../apps/api/src/platform/db/migrate';
import { DEMO_STEPS } from '../apps/api/src/db/seed/demo-steps';
import { runSeeds } from '../apps/api/src/db/seed/run-seeds';
import { postJournal, verifyLedgerBalances } from '../apps/api/src/modules/ledger/posting';
import { createTollChargeService } from '../apps/api/src/modules/toll-charges/service';
import { sql } from 'drizzle-orm';

const URL_ =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/toll_bench_tolls';
const TOTAL = Number(process.env.TOLL_BENCH_TOTAL ?? 1_000_000);
const BATCH = Number(process.env.TOLL_BENCH_BATCH ?? 10_000);

const target = new URL(URL_);
const admin = new URL(URL_);
admin.pathname = '/postgres';
const server = new pg.Client({ connectionString: admin.toString() });
await server.connect();
await server.query(`drop database if exists ${target.pathname.slice(1)} with (force)`);
await server.query(`create database ${target.pathname.slice(1)}`);
await server.end();

const database = await openDatabase({ kind: 'postgres', url: URL_, poolMax: 2 });
await applyMigrations(database);
await runSeeds(database.db, DEMO_STEPS);
const units = await queryRows(
  database.db,
  sql`select u.plate, a.id, a.account_type from account_units u join accounts a on a.id = u.account_id
      where u.status = 'ACTIVE' and a.status = 'ACTIVE'`,
);
for (const unit of units.filter((u) => Number(u.account_type) === 1))
  await postJournal(database.db, {
    type: 'TOP_UP',
    businessKey: `bench-top-up-${unit.id}`,
    occurredAt: new Date(),
    lines: [
      {
        account: { kind: 'CARD_GATEWAY_CLEARING', currency: 'EUR' },
        amountMinor: 1e12,
        currency: 'EUR',
      },
      {
        account: { kind: 'PREPAID_MAIN', ownerId: Number(unit.id), currency: 'EUR' },
        amountMinor: -1e12,
        currency: 'EUR',
      },
    ],
  });
const plates = units.map((u) => u.plate);
console.log(
  `${plates.length} vehicles on active contracts; ${TOTAL} transactions in batches of ${BATCH}`,
);

const clock = { now: () => new Date() };
const service = createTollChargeService({
  db: database.db,
  clock,
  jobs: { send: async () => undefined },
});
const batchOf = (start) => {
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
const start = performance.now();
let generating = 0;
for (let offset = 0; offset < TOTAL; offset += BATCH) {
  const g = performance.now();
  const rows = batchOf(offset);
  generating += performance.now() - g;
  const result = await service.ingest(rows, 'API');
  for (const k of Object.keys(totals)) totals[k] += result[k];
  if ((offset / BATCH) % 10 === 9)
    console.log(
      `${offset + rows.length} after ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );
}
const seconds = (performance.now() - start - generating) / 1000;
console.log(
  `ingest: ${TOTAL} in ${seconds.toFixed(1)} s = ${Math.round(TOTAL / seconds)}/s`,
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
