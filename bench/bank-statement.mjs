// A 10,000-line bank statement (SWIFT MT940) parsed, matched and booked on PostgreSQL, in one
// transaction, through the same code as POST /api/bank/statements; then the same file again
// (adds nothing). Target (#19): ≤ 10 s.
// Run: npx tsx bench/bank-statement.mjs   (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/toll_bench_bank, dropped and created; BENCH_LINES=10000)
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/api/src/platform/db/database.ts';
import { applyMigrations } from '../apps/api/src/platform/db/migrate.ts';
import { runSeeds } from '../apps/api/src/seed/run-seeds.ts';
import { DEMO_STEPS } from '../apps/api/src/seed/demo-steps.ts';
import { demoPartnerRegisterStep } from '../apps/api/src/seed/demo-partners.ts';
import { demoUsersStep } from '../apps/api/src/seed/demo-users.ts';
import { demoCustomersStep } from '../apps/api/src/seed/demo-customers.ts';
import {
  ensureDemoBankAccount,
  DEMO_BANK_IBAN,
} from '../apps/api/src/modules/bank/bank-helpers.ts';
import { importStatementFile } from '../apps/api/src/modules/bank/import-statement.ts';
import { parseStatementFile } from '../apps/api/src/modules/bank/parse-statement.ts';
import { bankBookingFor } from '../apps/api/src/modules/bank/ledger-booking.ts';

const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/toll_bench_bank';
const LINES = Number(process.env.BENCH_LINES ?? 10_000);

async function recreate() {
  const u = new URL(URL_);
  const name = u.pathname.slice(1);
  u.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: u.toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
}

const amount = (minor) => `${Math.floor(minor / 100)},${String(minor % 100).padStart(2, '0')}`;

/** A statement whose lines name a contract (a third), come from a client's IBAN (a third) or nobody. */
function statement(contracts, ibans) {
  const out = [':20:BENCH0001', `:25:${DEMO_BANK_IBAN}`, ':28C:00001/001', ':60F:C261123EUR0,00'];
  let total = 0;
  for (let i = 0; i < LINES; i++) {
    const minor = 1_000 + ((i * 7919) % 500_000);
    total += minor;
    const ref = `BNCH${String(i).padStart(8, '0')}`;
    out.push(`:61:2611241124C${amount(minor)}NTRFNONREF//${ref}`);
    if (i % 3 === 0)
      out.push(`:86:/NAME/PAYER ${i}/REMI/Toll top-up ${contracts[i % contracts.length]}`);
    else if (i % 3 === 1)
      out.push(`:86:/NAME/PAYER ${i}/IBAN/${ibans[i % ibans.length]}/REMI/Payment ${i}`);
    else out.push(`:86:/NAME/UNKNOWN ${i}/REMI/Invoice payment ${i}`);
  }
  out.push(`:62F:C261124EUR${amount(total)}`, '');
  return out.join('\n');
}

await recreate();
const database = await openDatabase({ kind: 'postgres', url: URL_, poolMax: 4 });
await applyMigrations(database);
await runSeeds(database.db, [
  DEMO_STEPS[0],
  demoPartnerRegisterStep,
  demoUsersStep,
  demoCustomersStep,
]);
await ensureDemoBankAccount(database.db);
const contracts = (
  await queryRows(database.db, sql`select number from accounts where status = 'ACTIVE'`)
).map((r) => r.number);
const ibans = (
  await queryRows(database.db, sql`select iban from clients where iban is not null`)
).map((r) => r.iban);
const content = statement(contracts, ibans);
const booking = bankBookingFor();

let t = performance.now();
const parsed = parseStatementFile(content);
const parseMs = performance.now() - t;

async function run(label) {
  const start = performance.now();
  const result = await database.db.transaction((tx) =>
    importStatementFile(
      tx,
      { fileName: `${label}.mt940`, content },
      { userId: null, lang: 'en' },
      booking.booking,
      new Date(),
    ),
  );
  return { ms: performance.now() - start, result };
}
const first = await run('bench');
const again = await run('bench-again');
const [counts] = await queryRows(
  database.db,
  sql`select (select count(*)::int from bank_transactions) as lines, (select count(*)::int from payments) as payments,
             (select count(*)::int from payment_distributions) as shares`,
);
console.log(
  JSON.stringify(
    {
      lines: LINES,
      fileBytes: content.length,
      cpus: cpus().length,
      ledger: booking.name,
      parseOnlyMs: Math.round(parseMs),
      parsedLines: parsed[0].lines.length,
      importMs: Math.round(first.ms),
      linesPerSecond: Math.round(LINES / (first.ms / 1000)),
      result: { ...first.result, statements: undefined },
      reuploadMs: Math.round(again.ms),
      reupload: { newLines: again.result.newLines, knownLines: again.result.knownLines },
      counts,
      target: first.ms <= 10_000 ? 'met (≤ 10 s)' : 'NOT met (> 10 s)',
    },
    null,
    2,
  ),
);
await database.close();
