import { serviceFeeDefinitionInputSchema } from '@toll/contract/billing';
import { createDefinition } from '../modules/billing/definitions';
import { runBilling } from '../modules/billing/fee-run';
import type { SeedStep } from './run-seeds';

/**
 * Demo service fees (issue #19): an on-board unit fee per active vehicle and an account
 * maintenance fee per contract, both monthly, then the billing run once for the seeding day, so
 * the office's service fees and invoices show the month's fees, their invoices (numbered from the
 * operator's range) and their bookings. Next month's fees appear when it is within a contract's
 * days in advance (10 by default); the daily billing job continues from here.
 */
export const DEMO_FEE_DEFINITIONS = [
  {
    name: 'OBU – месечна такса',
    descriptionBg: 'Месечна такса за бордово устройство (OBU)',
    descriptionEn: 'Monthly on-board unit (OBU) fee',
    amountMinor: 250,
    period: 'MONTH',
    feeType: 'ACCOUNT_UNIT',
    invoiceBasis: 'SERVICE',
    invoicingDay: 1,
  },
  {
    name: 'Поддръжка на сметка',
    descriptionBg: 'Месечна такса за поддръжка на сметка',
    descriptionEn: 'Monthly account maintenance fee',
    amountMinor: 500,
    period: 'MONTH',
    feeType: 'FIX',
    invoiceBasis: 'SERVICE',
    invoicingDay: 1,
  },
] as const;

export const demoBillingStep: SeedStep = {
  name: 'demo-billing',
  run: async (tx) => {
    for (const definition of DEMO_FEE_DEFINITIONS)
      await createDefinition(tx, serviceFeeDefinitionInputSchema.parse(definition));
    await runBilling(tx, new Date());
  },
};
