import { demoDelictsStep } from './demo-delicts';
import { demoExemptionsStep } from './demo-exemptions';
import { demoSalesStep } from './demo-sales';
import { demoUsersStep } from './demo-users';
import { announcements, newsArticles, partners } from '../schema/all';
import { DEMO_ANNOUNCEMENTS, DEMO_PARTNERS } from './demo-site-data';
import { DEMO_NEWS } from './demo-news';
import type { SeedStep } from './run-seeds';

/**
 * Demo data for `npm start`, applied once per database in this order. Reference data (countries,
 * master lists, tariffs) is not demo data: it lives in the committed migrations.
 */
export const DEMO_STEPS: readonly SeedStep[] = [
  demoUsersStep,
  {
    name: 'demo-news',
    run: async (tx) => {
      await tx.insert(newsArticles).values([...DEMO_NEWS]);
    },
  },
  {
    name: 'demo-announcements',
    run: async (tx) => {
      await tx.insert(announcements).values([...DEMO_ANNOUNCEMENTS]);
    },
  },
  {
    name: 'demo-partners',
    run: async (tx) => {
      await tx.insert(partners).values([...DEMO_PARTNERS]);
    },
  },
  demoSalesStep,
  demoExemptionsStep,
  demoDelictsStep,
];
