import { demoUsersStep } from './demo-users';
import type { SeedStep } from './run-seeds';

/**
 * Demo data for `npm start`, applied once per database in this order. Reference data (countries,
 * master lists, tariffs) is not demo data: it lives in the committed migrations.
 */
export const DEMO_STEPS: readonly SeedStep[] = [demoUsersStep];
