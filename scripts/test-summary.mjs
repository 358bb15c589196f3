// Prints one closing line for the whole `npm test` (or .ci/run): "tests: N passed, N failed, N skipped",
// from the JSON reports of Vitest and Playwright in test-results/: `vitest.json` and
// `playwright.json` from `npm test`, or several (`vitest-pglite.json`, `vitest-postgres.json` …)
// from .ci/run, each counted and listed above the total. A Playwright test that failed and then passed on
// its retry (CI only) counts as passed and is named above the total as flaky.
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
  for (const title of flakyTests(report))
    console.log(`  flaky (failed, then passed on its retry): ${title}`);
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + (report.errors?.length ?? 0),
    skipped: report.stats.skipped,
  };
}

/** The Playwright tests that failed once and passed on their retry, as `file › title`. */
function flakyTests(report) {
  const found = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'flaky') found.push(`${file ?? spec.file} › ${spec.title}`);
    for (const child of suite.suites ?? []) walk(child, file ?? child.file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return found;
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
