import type { LedgerAccountKind, LedgerTransactionType } from '@toll/domain/ledger';
import type { Currency } from '@toll/domain/money';
import type { Tx } from '../../platform/db/database';
import { postJournalsBulk, type BulkJournal } from '../ledger/bulk-posting';
import { reverseJournal } from '../ledger/posting';
import { ensureLedgerAccounts, ledgerAccountKey, type LedgerAccountRef } from '../ledger/accounts';
import type { SaleItemRow, SaleRow } from './repo';
import * as repo from './sale-ledger-repo';

/**
 * Sales in the ledger (issue #19 item 1): each issued item of a paid sale is one journal, booked in
 * the activation's database transaction and idempotent by the item's id (business key
 * `sale-item-<id>`): debit where the money is (the card gateway's clearing account, or the till of
 * the point of sale for cash), credit the product's revenue. A sale at a partner's point of sale
 * also books the partner's commission (commission_bp of the partner: debit COMMISSION_EXPENSE,
 * credit the partner's PARTNER_OBLIGATION), key `commission-<item id>`.
 */
const REVENUE: Record<string, { kind: LedgerAccountKind; type: LedgerTransactionType }> = {
  VIGNETTE: { kind: 'REVENUE_VIGNETTE', type: 'E_VIGNETTE' },
  ROUTE_PASS: { kind: 'REVENUE_ROUTE_PASS', type: 'ROUTE_PASS' },
  // the plate correction's administrative fee (issue #38): a service fee of the platform
  PLATE_CORRECTION: { kind: 'REVENUE_SERVICE_FEE', type: 'SERVICE_FEE' },
};

/**
 * A sale to book. `posPartner`: its point of sale's partner and commission, when the caller has
 * just read them (the counter's first read), so that the booking does not read them again.
 */
export type SaleToBook = SaleRow & {
  posPartner?: { partnerId: number; commissionBp: number };
};

export async function bookSaleItems(
  tx: Tx,
  sale: SaleToBook,
  items: readonly SaleItemRow[],
  paidAt: Date,
  /**
   * The booking is the transaction's last statement: sent with its COMMIT
   * (`postJournalsBulk` with `last`); nothing may run in `tx` after it.
   */
  last = false,
): Promise<void> {
  if (items.length === 0) return;
  const currency = sale.currency as Currency;
  // where the money is: the till (cash at a POS), the partner's account (a reseller's sale paid
  // on account: the partner owes it), or the card gateway's clearing account
  const money: LedgerAccountRef =
    sale.paymentMethod === 'CASH' && sale.posId !== null
      ? { kind: 'POS_CASH', ownerId: sale.posId, currency }
      : sale.paymentMethod === 'ACCOUNT' && sale.partnerId !== null
        ? { kind: 'PARTNER_OBLIGATION', ownerId: sale.partnerId, currency }
        : { kind: 'CARD_GATEWAY_CLEARING', currency };
  const partner =
    sale.posId === null
      ? null
      : sale.posPartner
        ? { partner_id: sale.posPartner.partnerId, commission_bp: sale.posPartner.commissionBp }
        : await repo.posPartner(tx, sale.posId);
  const journals: (Omit<BulkJournal, 'lines'> & {
    lines: { account: LedgerAccountRef; amountMinor: number; currency: Currency }[];
  })[] = [];
  for (const item of items) {
    const amount = currency === 'EUR' ? item.amountEur : item.amountBgn;
    let rule = REVENUE[item.kind];
    if (!rule) {
      const delictType = await repo.delictType(tx, item.delictId);
      rule = {
        kind: 'REVENUE_DELICT',
        type: delictType === 'MAXIMUM_TOLL' ? 'MAXIMUM_TOLL' : 'COMPENSATORY_FEE',
      };
    }
    journals.push({
      type: rule.type,
      businessKey: `sale-item-${item.id}`,
      occurredAt: paidAt,
      refs: { saleId: sale.id, saleItemId: item.id },
      lines: [
        { account: money, amountMinor: amount, currency },
        { account: { kind: rule.kind, currency }, amountMinor: -amount, currency },
      ],
    });
    const commission = partner ? Math.round((amount * Number(partner.commission_bp)) / 10_000) : 0;
    if (partner && commission > 0)
      journals.push({
        type: 'PARTNER_COMMISSION',
        businessKey: `commission-${item.id}`,
        occurredAt: paidAt,
        refs: { saleId: sale.id, saleItemId: item.id, partnerId: Number(partner.partner_id) },
        lines: [
          { account: { kind: 'COMMISSION_EXPENSE', currency }, amountMinor: commission, currency },
          {
            account: { kind: 'PARTNER_OBLIGATION', ownerId: Number(partner.partner_id), currency },
            amountMinor: -commission,
            currency,
          },
        ],
      });
  }
  // All of the sale's journals in two statements, not three per journal: their accounts found
  // or made at once, then the headers (a key booked before is skipped: idempotent by item id) with
  // the new headers' entries (bulk-posting.ts; the same statement triggers check them).
  // The caller's transaction fails as a whole when a booking fails (nothing catches in between).
  const accounts = await ensureLedgerAccounts(
    tx,
    journals.flatMap((journal) => journal.lines.map((line) => line.account)),
  );
  await postJournalsBulk(
    tx,
    journals.map((journal) => ({
      ...journal,
      lines: journal.lines.map((line) => ({
        accountId: accounts.get(ledgerAccountKey(line.account))!,
        amountMinor: line.amountMinor,
        currency: line.currency,
      })),
    })),
    last ? { last: tx } : {},
  );
}

/**
 * Undoes the bookings of a sale's items (a reversed sale, or some of its items): each journal once
 * (reverseJournal is idempotent per reversed transaction), the sale journal and its commission.
 * To be called by the sale reversal (main's `pos/sale-reversal.ts`, merged after this branch was
 * cut) in its transaction.
 */
export async function reverseSaleBookings(
  tx: Tx,
  saleId: string,
  at: Date,
  reason: string,
  /** Only these items' bookings (a one-item reversal); all of the sale's when omitted. */
  itemIds?: readonly string[],
): Promise<number> {
  const booked = await repo.unreversedSaleBookings(tx, saleId, itemIds);
  for (const row of booked)
    await reverseJournal(tx, Number(row.id), {
      businessKey: `reversal-${row.business_key}`,
      occurredAt: at,
      reason,
    });
  return booked.length;
}
