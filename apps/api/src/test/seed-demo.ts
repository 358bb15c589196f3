import { DEMO_STEPS } from '../seed/demo-steps';
import { runSeeds } from '../seed/run-seeds';
import type { TestApp } from './test-app';

/**
 * Applies the demo data of `npm start` to a test database. A fresh database with it is quicker to
 * have with `createTestApp({ demo: true })` (a copy of the run's demo template).
 */
export async function seedDemo(t: TestApp): Promise<void> {
  await runSeeds(t.database.db, DEMO_STEPS);
}
