import { configDefaults, defineConfig } from 'vitest/config';

// Property tests run hundreds of cases: on a busy shared machine they need more than the 5 s default.
const PURE_TIMEOUT = 30_000;

/**
 * API test files whose subject does not depend on the database: every route's access and input
 * validation (the same SQL engine on both), and stopping the built platform (which runs on PGlite
 * whatever DATABASE_URL says). CI runs them in the PGlite pass only: there they took 20-24 s each,
 * on PostgreSQL 4 minutes each (README "How CI splits it"). With TEST_DATABASE_INDEPENDENT=skip
 * (.ci/run's PostgreSQL pass) they are left out, and `ranInPglitePass` (test/test-database.ts)
 * skips the embedded-only parts of other files.
 */
const DATABASE_INDEPENDENT = [
  'src/platform/auth/access-matrix.test.ts',
  'src/platform/http/fuzz.test.ts',
  'src/platform/stopping.test.ts',
  // the web client's types, made from the OpenAPI document (the same whatever the database)
  'src/platform/http/web-api-types.test.ts',
];

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
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.TEST_DATABASE_INDEPENDENT === 'skip' ? DATABASE_INDEPENDENT : []),
          ],
          globalSetup: ['src/test/global-setup.ts'],
          // Files share a worker's loaded modules (each still gets a fresh database and app): the
          // app's import and warm-up were a third of the CPU of an API file. Nothing here mocks
          // modules or keeps state in them across apps (README "How CI splits it").
          isolate: false,
          // Mail goes through the job queue (polled every 0.5 s): give waits room on a busy machine.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          testTimeout: 30_000,
          // the first file that asks for the demo template makes it (seeds the whole demo) and
          // the others wait for it in their beforeAll: room for that on a busy machine
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          // *.test.tsx: component tests, each in happy-dom (`@vitest-environment happy-dom`)
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          testTimeout: PURE_TIMEOUT,
        },
      },
    ],
  },
});
