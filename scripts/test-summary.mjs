// Prints one closing line for the whole `npm test` (or .ci/run): "tests: N passed, N failed, N skipped",
// from the JSON reports of Vitest and Playwright in test-results/: `vitest.json` and
// `playwright.json` from `npm test`, or several (`vitest-pglite.json`, `vitest-postgres.json` …)
// from .ci/run, each counted and listed above the total.
import { existsSync, readFileSync, readdirSync } from 'node:fs';

const DIR = 'test-results';
const reports = existsSync(DIR)
  ? readdirSync(DIR)
      .filter((name) => /^(vitest|playwright)[\w-]*\.json$/.test(name))
      .sort()
  : [];

function count(name) {
  const report = JSON.parse(readFileSync(`${DIR}/${name}`, 'utf8'));
  if (name.startsWith('vitest'))
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (report.success === false && !report.numFailedTests ? 1 : 0),
      skipped: report.numPendingTests + report.numTodoTests,
    };
  return {
    passed: report.stats.expected,
    failed: report.stats.unexpected + report.stats.flaky + (report.errors?.length ?? 0),
    skipped: report.stats.skipped,
  };
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const name of reports) {
  const c = count(name);
  if (reports.length > 1)
    console.log(
      `  ${name.replace(/\.json$/, '')}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`,
    );
  passed += c.passed;
  failed += c.failed;
  skipped += c.skipped;
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
