import type { Currency } from '@toll/domain/money';
import { postJournal, type JournalLine } from '../ledger/posting';
import { type LedgerAccountRef } from '../ledger/accounts';
import type { BankBooking, BookedShare } from './booking';

/** The ledger account a share credits: a prepaid balance, a postpaid receivable, or a deposit. */
function customerAccount(share: BookedShare, currency: Currency): LedgerAccountRef {
  const prepaid = share.accountType === 1;
  const kind = prepaid
    ? 'PREPAID_MAIN'
    : share.target === 'INITIAL_PAYMENT'
      ? 'DEPOSIT'
      : 'POSTPAID_RECEIVABLE';
  return { kind, ownerId: share.accountId, currency };
}

/** Credits per ledger account, summed (one entry per account in a journal). */
function credits(shares: BookedShare[], currency: Currency): JournalLine[] {
  const byKey = new Map<string, JournalLine>();
  for (const s of shares) {
    const account = customerAccount(s, currency);
    const key = `${account.kind}|${account.ownerId}`;
    const line = byKey.get(key);
    if (line) line.amountMinor -= s.amountMinor;
    else byKey.set(key, { account, amountMinor: -s.amountMinor, currency });
  }
  return [...byKey.values()];
}

/**
 * Bank money in the double-entry ledger (modules/ledger postJournal):
 * - a statement's new credit lines are one BANK_RECEIPT journal: debit BANK (the bank account) by
 *   their sum, credit each customer's share (prepaid: PREPAID_MAIN; postpaid: POSTPAID_RECEIVABLE,
 *   its initial payment DEPOSIT) and the undistributed rest SUSPENSE. Its business key is the
 *   statement's unique key; each line is in exactly one such journal because a line is recorded
 *   once (its own unique business key), so a re-upload or an overlapping statement books nothing twice;
 * - a manual assignment or a successful retry is a SUSPENSE_DISTRIBUTION journal (debit SUSPENSE,
 *   credit the customers), keyed by the line and the assignment's number.
 */
export const ledgerBooking: BankBooking = {
  async receipts(tx, r) {
    if (r.lines.length === 0) return;
    const currency = r.currency as Currency;
    const total = r.lines.reduce((a, l) => a + l.amountMinor, 0);
    const shares = r.lines.flatMap((l) => l.shares);
    const distributed = shares.reduce((a, s) => a + s.amountMinor, 0);
    const lines: JournalLine[] = [
      {
        account: { kind: 'BANK', ownerId: r.bankAccountId, currency },
        amountMinor: total,
        currency,
      },
      ...credits(shares, currency),
    ];
    if (total > distributed)
      lines.push({
        account: { kind: 'SUSPENSE', currency },
        amountMinor: -(total - distributed),
        currency,
      });
    await postJournal(tx, {
      type: 'BANK_RECEIPT',
      businessKey: r.businessKey,
      occurredAt: r.occurredAt,
      description: `Bank statement ${r.statementId}`,
      refs: { bankStatementId: r.statementId, lines: r.lines.length },
      lines,
    });
  },

  async assignment(tx, a) {
    const currency = a.currency as Currency;
    const total = a.shares.reduce((x, s) => x + s.amountMinor, 0);
    await postJournal(tx, {
      type: 'SUSPENSE_DISTRIBUTION',
      businessKey: a.businessKey,
      occurredAt: a.occurredAt,
      refs: { bankTransactionId: a.lineId },
      lines: [
        { account: { kind: 'SUSPENSE', currency }, amountMinor: total, currency },
        ...credits(a.shares, currency),
      ],
    });
  },
};

/** The booking the API and the bench use. */
export function bankBookingFor(): { name: string; booking: BankBooking } {
  return { name: 'ledger (postJournal)', booking: ledgerBooking };
}
