import { defineConfig } from 'vitest/config';

// Property tests run hundreds of cases: on a busy shared machine they need more than the 5 s default.
const PURE_TIMEOUT = 30_000;

// One run, several projects: pure packages in plain Node, the API against a fresh database per file.
export default defineConfig({
  test: {
    // .ci/run names the report of each database's run (VITEST_REPORT); scripts/test-summary.mjs adds them up.
    reporters: [
      'default',
      ['json', { outputFile: process.env.VITEST_REPORT ?? 'test-results/vitest.json' }],
    ],
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          testTimeout: PURE_TIMEOUT,
        },
      },
      {
        test: {
          name: 'i18n',
          root: 'packages/i18n',
          include: ['src/**/*.test.ts'],
          testTimeout: PURE_TIMEOUT,
        },
      },
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          testTimeout: PURE_TIMEOUT,
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          // Mail goes through the job queue (polled every 0.5 s): give waits room on a busy machine.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.ts'],
          testTimeout: PURE_TIMEOUT,
        },
      },
    ],
  },
});
