import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../platform/db/database';
import { openTestDatabase } from './test-database';

/**
 * The built platform as a child process (`node scripts/start.mjs --no-build`, the server in that
 * very process), for tests that stop it the hard way: the crash suites. The API is built first
 * when `dist/main.js` is missing or older than its sources (esbuild, a few seconds).
 */
const root = new URL('../../../../', import.meta.url).pathname;
const mainJs = join(root, 'apps/api/dist/main.js');

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    0,
    ...readdirSync(path)
      .filter((entry) => entry !== 'node_modules' && entry !== 'dist')
      .map((entry) => newest(join(path, entry))),
  );
}

export function ensureApiBuild() {
  const sources = ['apps/api/src', 'apps/api/build.mjs', 'apps/api/drizzle', 'packages/domain/src']
    .concat(['packages/contract/src', 'packages/i18n/src', 'packages/i18n/locales'])
    .map((path) => newest(join(root, path)));
  const built = existsSync(mainJs) ? statSync(mainJs).mtimeMs : 0;
  if (built > 0 && built >= Math.max(...sources)) return;
  const result = spawnSync(process.execPath, ['apps/api/build.mjs'], { cwd: root, stdio: 'pipe' });
  if (result.status !== 0) throw new Error(`API build failed: ${String(result.stderr)}`);
}

/** A free port in `range` (the test servers of this project listen on their own range). */
export async function freePortIn(range: [number, number]): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = range[0] + Math.floor(Math.random() * (range[1] - range[0] + 1));
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${range[0]}–${range[1]}`);
}

export type BuiltPlatform = {
  child: ChildProcess;
  port: number;
  base: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
  /** SIGKILL: no handler runs, nothing is flushed, the database sees its connections drop. */
  kill: () => Promise<void>;
};

const running = new Set<BuiltPlatform>();
const folders: string[] = [];

/** Starts the built platform on `env` (DATABASE_URL among it) and waits until /readyz answers. */
export async function startBuiltPlatform(
  port: number,
  env: Record<string, string>,
): Promise<BuiltPlatform> {
  const dataDir = mkdtempSync(join(tmpdir(), 'toll-crash-'));
  folders.push(dataDir);
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SERVE_WEB: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${port}`;
  const platform: BuiltPlatform = {
    child,
    port,
    base,
    exited,
    output: () => output,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      running.delete(platform);
    },
  };
  running.add(platform);
  const deadline = Date.now() + 90_000;
  for (;;) {
    const ready = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return platform;
    if (child.exitCode !== null || Date.now() > deadline) {
      await platform.kill();
      throw new Error(`the platform did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Kills whatever a test left running and removes its data folders. */
export async function stopBuiltPlatforms() {
  await Promise.all([...running].map((platform) => platform.kill()));
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * The test file's own PostgreSQL database (`openTestDatabase`) and its connection string, for a
 * built platform started on it (the crash suites).
 */
export async function openPlatformDatabase(): Promise<{ database: Database; url: string }> {
  const database = await openTestDatabase();
  const [row] = await queryRows<{ name: string }>(
    database.db,
    sql`select current_database() as name`,
  );
  const target = new URL(process.env.DATABASE_URL!);
  target.pathname = `/${row!.name}`;
  return { database, url: target.toString() };
}
