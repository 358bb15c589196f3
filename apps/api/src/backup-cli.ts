import { loadConfig } from './platform/config';
import { backupPglite, restorePglite } from './platform/db/pglite-backup';

/**
 * `npm run backup [-- FILE]` and `npm run restore -- FILE`: the embedded database of DATA_DIR, with
 * the platform stopped (README "Backups"). On PostgreSQL (DATABASE_URL) use pg_dump / pg_restore.
 */
async function main() {
  const [command, file] = process.argv.slice(2);
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc (README "Backups").');
    process.exit(2);
  }
  if (command === 'backup') {
    const target = file ?? `toll-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
    const { bytes } = await backupPglite(config.dataDir, target);
    console.log(`Backed up ${config.dataDir} to ${target} (${bytes} bytes)`);
  } else if (command === 'restore' && file) {
    const { keptAside } = await restorePglite(config.dataDir, file);
    console.log(`Restored ${file} into ${config.dataDir}`);
    if (keptAside) console.log(`The database that was there is kept in ${keptAside}`);
  } else {
    console.error('Usage: npm run backup [-- FILE]   |   npm run restore -- FILE');
    process.exit(2);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
