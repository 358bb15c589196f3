import type { Executor } from '../../platform/db/database';

/** A share of a receipt that goes to a customer's contract. */
export type BookedShare = {
  accountId: number;
  accountType: number;
  target: 'CONTRACT' | 'INITIAL_PAYMENT';
  amountMinor: number;
};

/**
 * How the bank module books money in the ledger. The new credit lines of a statement debit the
 * bank account and credit the customers' shares, the rest suspense; a later manual assignment or
 * retry moves money from suspense to the customers. Each posting is idempotent by its business key.
 */
export type BankBooking = {
  receipts(
    tx: Executor,
    r: {
      businessKey: string;
      occurredAt: Date;
      bankAccountId: number;
      currency: string;
      statementId: number;
      lines: { lineId: number; amountMinor: number; shares: BookedShare[] }[];
    },
  ): Promise<void>;
  assignment(
    tx: Executor,
    a: {
      businessKey: string;
      occurredAt: Date;
      currency: string;
      lineId: number;
      shares: BookedShare[];
    },
  ): Promise<void>;
};

/** No ledger: statements, payments and distributions are recorded; nothing is posted. */
export const noBooking: BankBooking = {
  receipts: async () => undefined,
  assignment: async () => undefined,
};
