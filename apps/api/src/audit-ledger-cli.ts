import { systemClock } from './platform/clock';
import { loadConfig } from './platform/config';
import { openDatabase, pgliteDir } from './platform/db/database';
import { applyMigrations } from './platform/db/migrate';
import { auditLedger } from './modules/ledger/auditor';

/**
 * `npm run audit:ledger`: the ledger auditor on demand (issue #31), on DATABASE_URL or the
 * embedded database of DATA_DIR (with the platform stopped: PGlite has one user). Prints each
 * check and the aged clearing and suspense money, seals the days that ended, records the run,
 * and exits 1 when a check found something.
 */
async function main() {
  const config = loadConfig();
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: 2 })
    : await openDatabase({ kind: 'pglite', dataDir: pgliteDir(config.dataDir) });
  try {
    await applyMigrations(database);
    const audit = await auditLedger(database.db, { now: systemClock.now() });
    for (const f of audit.findings)
      console.log(
        `${f.count === 0 ? 'ok    ' : 'BREACH'} ${f.check}: ${f.count}${f.sample.length ? ` (${f.sample.join(', ')})` : ''}`,
      );
    for (const a of audit.aged)
      console.log(
        `aged   ${a.kind} ${a.currency}: ${a.agedMinor} of ${a.balanceMinor} minor units older than 7 days`,
      );
    console.log(
      `ledger audit ${audit.ok ? 'ok' : 'found a breach'} in ${audit.durationMs} ms; ${audit.sealed} day(s) sealed`,
    );
    process.exitCode = audit.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
