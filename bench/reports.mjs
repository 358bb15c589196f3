// Reports bench (issue 21): runs bench/reports-run.ts with tsx (it imports the API's TypeScript
// services). Usage: npm run bench:reports -- [runs]   (BENCH_DATABASE_URL: the year of data)
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const result = spawnSync('npx', ['tsx', 'bench/reports-run.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
