// Type-checks every workspace with its own tsconfig (they differ in lib, jsx and types).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  'packages/domain',
  'packages/i18n',
  'packages/contract',
  'apps/api',
  'apps/web',
  'e2e',
];
let failed = false;
for (const project of projects) {
  if (!existsSync(`${project}/tsconfig.json`)) continue;
  const started = Date.now();
  const result = spawnSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  console.log(
    `typecheck ${project}: ${result.status === 0 ? 'ok' : 'FAILED'} (${Date.now() - started} ms)`,
  );
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
