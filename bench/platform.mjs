// What the whole-flow benches share: a fresh PostgreSQL database, the built platform started on it
// (with the demo data), and percentiles.
import { spawn } from 'node:child_process';
import pg from 'pg';

export const root = new URL('..', import.meta.url).pathname;
export const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Drops and creates a database; answers its URL. */
export async function freshDatabase(name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Starts `apps/api/dist/main.js` (or BENCH_API_SCRIPT) on the database, on a port; resolves when it
 * serves. BENCH_PROF=<dir> writes the platform's CPU profile there.
 */
export function startPlatform({ databaseUrl, port, env = {} }) {
  const script = process.env.BENCH_API_SCRIPT ?? 'apps/api/dist/main.js';
  const prof = process.env.BENCH_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`]
    : [];
  const child = spawn(process.execPath, [...prof, script], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let serving = false;
    child.stdout.on('data', (chunk) => {
      if (serving) {
        // the platform's warnings and errors (pino JSON at LOG_LEVEL warn) go to the bench's stderr
        if (process.env.BENCH_LOGS !== '0') process.stderr.write(chunk);
        return;
      }
      out += chunk;
      if (/running at/.test(out)) {
        serving = true;
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`platform exited with ${code}: ${out}`)));
  });
}

/** Stops the platform with SIGINT (so a CPU profile is written) and waits for it. */
export function stopPlatform(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGINT');
  });
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

// Plates from a counter: two letters, four digits, two letters (the Latin letters of BG plates).
const LETTERS = 'ABEKMHOPCTYX';
export function plate(n) {
  const l = (i) => LETTERS[i % LETTERS.length];
  const digits = String(1000 + (n % 9000));
  const rest = Math.floor(n / 9000);
  return `${l(rest)}${l(Math.floor(rest / 12))}${digits}${l(Math.floor(rest / 144))}${l(Math.floor(rest / 1728) + 3)}`;
}
