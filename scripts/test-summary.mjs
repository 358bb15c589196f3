// Prints one closing line for the whole `npm test`: "tests: N passed, N failed, N skipped",
// from the JSON reports of Vitest and Playwright.
import { existsSync, readFileSync } from 'node:fs';

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);
let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = read('test-results/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = read('test-results/playwright.json');
if (playwright) {
  passed += playwright.stats.expected;
  failed += playwright.stats.unexpected + playwright.stats.flaky;
  skipped += playwright.stats.skipped;
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
