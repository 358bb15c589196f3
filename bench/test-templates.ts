// What a test file's database costs on the embedded PGlite (README "How CI splits it"): loading
// the migrated template, seeding the whole demo (what a dozen test files each did in their
// beforeAll), and loading the demo template instead (what they do now). Wall and CPU time of
// this process (PGlite runs in it), each a median of BENCH_RUNS (default 3).
// Run: npx tsx bench/test-templates.ts
import { performance } from 'node:perf_hooks';
import { DEMO_STEPS } from '../apps/api/src/seed/demo-steps';
import { runSeeds } from '../apps/api/src/seed/run-seeds';
import { createPglite, openDatabase } from '../apps/api/src/platform/db/database';
import { applyMigrations } from '../apps/api/src/platform/db/migrate';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function measure(label: string, fn: () => Promise<unknown>) {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const cpu = process.cpuUsage();
    await fn();
    const used = process.cpuUsage(cpu);
    walls.push((performance.now() - start) / 1000);
    cpus.push((used.user + used.system) / 1e6);
  }
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
  console.log(
    `${label.padEnd(44)} ${median(walls).toFixed(1).padStart(6)} s  cpu ${median(cpus).toFixed(1).padStart(6)} s`,
  );
}

async function main() {
  const migrated = await createPglite();
  await applyMigrations(await openDatabase({ kind: 'pglite', dataDir: null, pglite: migrated }));
  const template = await migrated.dumpDataDir('none');
  await migrated.close();

  const seeded = await createPglite({ loadDataDir: template });
  await runSeeds((await openDatabase({ kind: 'pglite', dataDir: null, pglite: seeded })).db, DEMO_STEPS); // prettier-ignore
  const demo = await seeded.dumpDataDir('none');
  await seeded.close();
  console.log(
    `templates: migrated ${(template.size / 2 ** 20).toFixed(1)} MB, demo ${(demo.size / 2 ** 20).toFixed(1)} MB`,
  );

  await measure('load the migrated template', async () => {
    const pglite = await createPglite({ loadDataDir: template });
    await pglite.close();
  });
  await measure('load it and seed the whole demo (before)', async () => {
    const pglite = await createPglite({ loadDataDir: template });
    await runSeeds((await openDatabase({ kind: 'pglite', dataDir: null, pglite })).db, DEMO_STEPS);
    await pglite.close();
  });
  await measure('load the demo template (now)', async () => {
    const pglite = await createPglite({ loadDataDir: demo });
    await pglite.close();
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
