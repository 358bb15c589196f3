import { DEFAULT_AUTO_BOOK_SCORE } from '@toll/domain/bank-match';
import { sql } from 'drizzle-orm';
import { ensureDemoBankAccount } from '../modules/bank/bank-helpers';
import type { BankBooking } from '../modules/bank/booking';
import { ledgerBooking } from '../modules/bank/ledger-booking';
import { importStatementFile } from '../modules/bank/import-statement';
import { queryRows } from '../platform/db/database';
import type { SeedStep } from './run-seeds';

/**
 * One imported MT940 statement of the demo bank account, so the bank screens have something in
 * them: a top-up of C-100001 that matches, a payer nobody knows (undistributed, for manual
 * assignment), a payment naming a closed contract (failed, for retry) and a bank fee (unprocessed,
 * to be marked processed). C-100001's initial payment is left open for the sample files, which
 * follow this statement on (modules/bank/samples: 00301 from 10,000.00 on Monday 23 November,
 * then the camt.053 302), so they pass the continuity check.
 */
export function demoBankStatement(closedContract: string): string {
  return [
    ':20:STM2026112001',
    ':25:BG80BNBG96611020345678',
    ':28C:00300/001',
    ':60F:C261119EUR9758,00',
    ':61:2611201120C120,00NTRFNONREF//BNB2611200001',
    ':86:/NAME/DEMO CLIENT C-100001/IBAN/BG02UNCR96611000009000/REMI/Top-up C-100001',
    ':61:2611201120C80,00NTRFNONREF//BNB2611200002',
    ':86:/NAME/AUTOTRANS GEORGIEV/IBAN/BG62UNCR70001522001122/REMI/Toll advance',
    ':61:2611201120C45,00NTRFNONREF//BNB2611200003',
    `:86:/NAME/OLD CUSTOMER/REMI/Payment for contract ${closedContract}`,
    ':61:2611201120D3,00NCHGNONREF//BNB2611200004',
    ':86:/REMI/Account maintenance fee',
    ':62F:C261120EUR10000,00',
    '',
  ].join('\n');
}

export function demoBankStep(booking: BankBooking = ledgerBooking): SeedStep {
  return {
    name: 'demo-bank',
    run: async (tx) => {
      await ensureDemoBankAccount(tx);
      const [closed] = await queryRows<{ number: string }>(
        tx,
        sql`select number from accounts where status = 'CLOSED' order by id limit 1`,
      );
      await importStatementFile(
        tx,
        {
          fileName: 'demo-2026-11-20.mt940',
          content: demoBankStatement(closed?.number ?? 'A00000000'),
        },
        { userId: null, lang: 'bg' },
        booking,
        new Date('2026-11-20T16:00:00Z'),
        { autoBookScore: DEFAULT_AUTO_BOOK_SCORE },
      );
    },
  };
}
