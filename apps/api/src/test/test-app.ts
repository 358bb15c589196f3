import { buildApp } from '../app';
import { fixedClock } from '../platform/clock';
import { loadConfig, type Config } from '../platform/config';
import type { App } from '../platform/app-types';
import type { Database } from '../platform/db/database';
import { openTestDatabase } from './test-database';

export type TestApp = {
  app: App;
  database: Database;
  clock: ReturnType<typeof fixedClock>;
  config: Config;
  close(): Promise<void>;
};

/** The whole API in process (requests through `app.inject`) on a fresh database, at a set time. */
export async function createTestApp(
  options: { now?: string; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const clock = fixedClock(options.now ?? '2026-11-21T10:00:00Z');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    ...options.env,
  });
  const app = await buildApp({ database, clock, config });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
