import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The browser tests drive the built platform as `npm start` serves it, on a throwaway data folder
// (or on PostgreSQL when DATABASE_URL is set), in Debian's Chromium: test tools cannot download browsers here.
const port = Number(process.env.E2E_PORT ?? 4310);
// Workers load this file again: they reuse the runner's folder through the inherited variable, and
// the tests read the mail the server captures under $E2E_DATA_DIR/mail.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'toll-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  // Generous limits: CI runs these on a 2-core machine while other work may share it.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
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
  },
  webServer: {
    command: 'node scripts/start.mjs --no-build',
    cwd: '..',
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links in mail, the card gateway's return address and the pages share one origin.
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
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
  },
});
