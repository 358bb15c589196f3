import { buildApp } from './app';
import { DEMO_STEPS } from './db/seed/demo-steps';
import { runSeeds } from './db/seed/run-seeds';
import { systemClock } from './platform/clock';
import { ConfigError, loadConfig, type Config } from './platform/config';
import { openDatabase, pgliteDir, type Database } from './platform/db/database';
import { applyMigrations } from './platform/db/migrate';
import { lockDataDir } from './platform/db/pglite-lock';
import { createLogger } from './platform/logger';

/** Composition root: configuration → database (migrated, seeded) → HTTP, with a clean shutdown. */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const logger = createLogger(config);
  const release = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const database = await open(config);
  await applyMigrations(database);
  if (config.seedDemo) {
    const applied = await runSeeds(database.db, DEMO_STEPS);
    if (applied.length > 0) logger.info({ steps: applied }, 'demo data seeded');
  }
  const app = await buildApp({ database, clock: systemClock, config }, { logger });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    release();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const base = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  console.log(
    [
      `Road toll platform is running at ${base}/`,
      `  public site   ${base}/bg/`,
      `  back-office   ${base}/office/`,
      `  tablet        ${base}/tablet/`,
      `  API docs      ${base}/api/docs`,
      `  database      ${database.kind} (${database.location})`,
    ].join('\n'),
  );
}

async function open(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: config.databasePoolMax })
    : openDatabase({ kind: 'pglite', dataDir: pgliteDir(config.dataDir) });
}

main().catch((error: unknown) => {
  console.error('Start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
