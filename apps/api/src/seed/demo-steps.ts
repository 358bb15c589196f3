import { demoBankStep } from './demo-bank';
import { demoBillingStep } from './demo-billing';
import { demoCustomersStep } from './demo-customers';
import { demoDelictsStep } from './demo-delicts';
import { demoDevicesStep } from './demo-devices';
import { demoExemptionsStep } from './demo-exemptions';
import { demoLedgerStep } from './demo-ledger';
import { demoNotificationsStep } from './demo-notifications';
import { demoTollChargesStep } from './demo-toll-charges';
import { demoPartnerRegisterStep } from './demo-partners';
import { demoResellerStep } from './demo-reseller';
import { demoSaleJournalsStep } from './demo-sale-journals';
import { demoSalesStep } from './demo-sales';
import { demoShiftsStep } from './demo-shifts';
import { demoCounterSalesStep } from './demo-counter-sales';
import { demoLaterUsersStep, demoUsersStep } from './demo-users';
import { demoReportsStep } from './demo-reports';
import { announcements, newsArticles, partners } from '../db/schema/all';
import { DEMO_ANNOUNCEMENTS, DEMO_PARTNERS } from './demo-site-data';
import { DEMO_NEWS } from './demo-news';
import type { SeedStep } from './run-seeds';
import { demoMassMailStep } from './demo-mass-mail';
import { demoMstsStep, demoSmsStep } from './demo-comms';

/**
 * Demo data for `npm start`, applied once per database in this order (a database seeded before a
 * step existed gets it at its next start; migration 0012 gave its users' POS ids their rows).
 * Reference data (countries, master lists, tariffs) is not demo data: it lives in the migrations.
 */
export const DEMO_STEPS: readonly SeedStep[] = [
  // Partners and their points of sale come first: the demo users work at POS 1 (a foreign key).
  {
    name: 'demo-partners',
    run: async (tx) => {
      await tx.insert(partners).values([...DEMO_PARTNERS]);
    },
  },
  demoPartnerRegisterStep,
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
  demoSalesStep,
  demoShiftsStep,
  demoCounterSalesStep,
  demoLaterUsersStep,
  demoExemptionsStep,
  demoDelictsStep,
  demoCustomersStep,
  demoLedgerStep,
  demoResellerStep,
  demoNotificationsStep,
  demoDevicesStep,
  demoReportsStep,
  demoBankStep(),
  demoTollChargesStep,
  demoMassMailStep,
  demoMstsStep,
  demoSmsStep,
  // after the contracts, their vehicles and the ledger: the month's service fees and invoices
  demoBillingStep,
  // the sales written as rows above, booked as every sale books itself (the ledger auditor checks)
  demoSaleJournalsStep,
];
