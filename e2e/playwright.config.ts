import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The browser tests drive the built platform as `npm start` serves it, on throwaway data folders
// (or on PostgreSQL when DATABASE_URL is set), in Debian's Chromium: test tools cannot download browsers here.
//
// Each worker has a server of its own (port E2E_PORT + its index, its own data folder and, on
// PostgreSQL, its own database), so tests written for one platform never share one: two workers
// halve the walk on CI's two cores without any test knowing of the other (docs/testing.md).
const workers = Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1));
const basePort = Number(process.env.E2E_BASE_PORT ?? process.env.E2E_PORT ?? 4310);
process.env.E2E_BASE_PORT = String(basePort);
// Workers load this file again: they reuse the runner's folder through the inherited variable, and
// the tests read the mail the server captures under $E2E_DATA_DIR/mail.
const dataRoot = process.env.E2E_DATA_ROOT ?? mkdtempSync(join(tmpdir(), 'toll-e2e-'));
process.env.E2E_DATA_ROOT = dataRoot;
const serverDir = (index: number) => join(dataRoot, `server-${index}`);
// In a worker, TEST_PARALLEL_INDEX names its server; in the runner it is unset (server 0).
const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const port = basePort + index;
process.env.E2E_PORT = String(port);
process.env.E2E_DATA_DIR = serverDir(index);

/** The database of server `i`: the given one for the first, a fresh one named after it for the rest. */
function databaseUrl(i: number): string | undefined {
  const url = process.env.DATABASE_URL;
  if (!url || i === 0) return url;
  const u = new URL(url);
  u.pathname = `${u.pathname}_w${i}`;
  return u.toString();
}

export default defineConfig({
  testDir: './tests',
  // Generous limits: CI runs these on a 2-core machine while other work may share it.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers,
  // On CI one retry: a test that fails and then passes is reported as flaky by name in the closing
  // summary (scripts/test-summary.mjs) rather than failing the landing; one that fails twice fails.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '../test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'off',
    // A click or fill that cannot happen fails at that step (named in the report) rather than at
    // the test's two-minute limit with "Test timeout exceeded" and no step.
    actionTimeout: 45_000,
  },
  webServer: Array.from({ length: workers }, (_, i) => ({
    // A second server's database is made fresh first (scripts/e2e-database.mjs).
    command:
      i === 0
        ? 'node scripts/start.mjs --no-build'
        : 'node scripts/e2e-database.mjs && node scripts/start.mjs --no-build',
    cwd: '..',
    url: `http://127.0.0.1:${basePort + i}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: String(basePort + i),
      HOST: '127.0.0.1',
      // Links in mail, the card gateway's return address and the pages share one origin.
      PUBLIC_BASE_URL: `http://127.0.0.1:${basePort + i}`,
      DATA_DIR: serverDir(i),
      ...(databaseUrl(i) ? { DATABASE_URL: databaseUrl(i)! } : {}),
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // The browser solves the real ALTCHA proof of work, with a small search space to stay quick.
      CAPTCHA_MAX_NUMBER: '5000',
      // Every test signs in from the same address within a minute or two; the limit itself is
      // covered by the API tests.
      AUTH_RATE_LIMIT: '200',
      FEATURE_OVERLAY_PASSWORD: 'e2e-overlay-secret',
      // International toll (MSTS) is off by default (spec §6); the browser tests walk it too.
      FEATURE_FLAGS: 'MSTS=on',
      // The fleet API's webhooks go to a receiver the test runs on this machine (#36).
      WEBHOOK_LOCAL_URLS: 'true',
    },
  })),
});
