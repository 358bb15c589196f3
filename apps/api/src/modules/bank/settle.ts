import { sql } from 'drizzle-orm';
import type { Currency } from '@toll/domain/money';
import type { Executor } from '../../platform/db/database';
import { getInvoice, markInvoicePaidByShares, payInvoice } from '../billing/invoices';
import { postJournal } from '../ledger/posting';
import type { BankBooking } from './booking';
import type { ContractInfo, InvoiceInfo } from './matching';
import * as repo from './repo';

/**
 * What a bank payment pays besides a contract's balance (issue #19 gaps):
 *  - a sale partner's obligations: a PARTNER share, and a PARTNER_SETTLEMENT journal crediting
 *    the partner's PARTNER_OBLIGATION account, keyed `partner-payment:<line>` (one partner share
 *    per payment: payment_distributions_partner_once), from the bank account when the line is
 *    booked as it is read, or from suspense when a clerk assigns an undistributed line;
 *  - the invoices named by their numbers (payNamedInvoices): each paid in the order written, by
 *    billing's own path when the money covers it whole, else by a share of what it still owes;
 *    the rest to the first one's contract.
 */
export async function payPartner(
  tx: Executor,
  p: {
    paymentId: number;
    lineId: number;
    partnerId: number;
    amountMinor: number;
    currency: string;
    /** The bank account the money arrives on (booked as read), or null: it waits in suspense. */
    bankAccountId: number | null;
    method: 'AUTO' | 'MANUAL';
    userId: number | null;
    at: Date;
  },
): Promise<void> {
  const currency = p.currency.trim() as Currency;
  await repo.insertDistributions(tx, [
    {
      paymentId: p.paymentId,
      target: 'PARTNER',
      accountId: null,
      partnerId: p.partnerId,
      amountMinor: p.amountMinor,
      method: p.method,
      createdBy: p.userId,
      createdAt: p.at,
    },
  ]);
  await postJournal(tx, {
    type: 'PARTNER_SETTLEMENT',
    businessKey: `partner-payment:${p.lineId}`,
    occurredAt: p.at,
    description: `partner payment, bank line ${p.lineId}`,
    refs: { partnerId: p.partnerId, paymentId: p.paymentId, bankTransactionId: p.lineId },
    createdBy: p.userId,
    lines: [
      {
        account:
          p.bankAccountId === null
            ? { kind: 'SUSPENSE', currency }
            : { kind: 'BANK', ownerId: p.bankAccountId, currency },
        amountMinor: p.amountMinor,
        currency,
      },
      {
        account: { kind: 'PARTNER_OBLIGATION', ownerId: p.partnerId, currency },
        amountMinor: -p.amountMinor,
        currency,
      },
    ],
  });
}

/**
 * Pays the invoices a line names, in the order written, from the line's undistributed money (held
 * in suspense): one it covers whole and nothing of which is paid yet through billing's own path
 * (payInvoice); otherwise a share (target INVOICE) of what it still owes, booked suspense → the
 * contract's receivable (`bank-invoice-part:<line>:<invoice>`), the invoice marked paid by the
 * share that completes it (several payments settle one). What is left over goes to the first
 * invoice's contract (`bank-invoice:<line>`).
 */
export async function payNamedInvoices(
  tx: Executor,
  booking: BankBooking,
  p: {
    paymentId: number;
    lineId: number;
    undistributedMinor: number;
    currency: string;
    invoices: { invoice: InvoiceInfo; contract: ContractInfo }[];
    userId: number | null;
    at: Date;
  },
): Promise<{ paid: number[] }> {
  const currency = p.currency.trim() as Currency;
  const paid: number[] = [];
  let left = p.undistributedMinor;
  for (const { invoice, contract } of p.invoices) {
    if (left <= 0) break;
    const detail = await getInvoice(tx, invoice.id);
    const due = detail.documentType === 'INVOICE' ? detail.creditableMinor : detail.grossMinor;
    const before = await repo.invoiceSharesPaid(tx, contract.id, detail.number);
    const owing = due - before;
    if (owing <= 0) continue;
    if (before === 0 && left >= due) {
      await payInvoice(tx, invoice.id, { paymentType: 'BANK', paymentId: p.paymentId }, p.at, p.userId); // prettier-ignore
      paid.push(invoice.id);
      left -= due;
      continue;
    }
    const part = Math.min(left, owing);
    await repo.insertDistributions(tx, [
      {
        paymentId: p.paymentId,
        target: 'INVOICE',
        accountId: contract.id,
        invoiceNumber: detail.number,
        amountMinor: part,
        method: 'AUTO',
        createdBy: p.userId,
        createdAt: p.at,
      },
    ]);
    await postJournal(tx, {
      type: 'SUSPENSE_DISTRIBUTION',
      businessKey: `bank-invoice-part:${p.lineId}:${invoice.id}`,
      occurredAt: p.at,
      description: `part of document ${invoice.id}, bank line ${p.lineId}`,
      refs: { bankTransactionId: p.lineId, invoiceId: invoice.id, paymentId: p.paymentId },
      createdBy: p.userId,
      lines: [
        { account: { kind: 'SUSPENSE', currency }, amountMinor: part, currency },
        {
          account: { kind: 'POSTPAID_RECEIVABLE', ownerId: contract.id, currency },
          amountMinor: -part,
          currency,
        },
      ],
    });
    if (part === owing) {
      await markInvoicePaidByShares(tx, invoice.id, p.paymentId, p.at);
      paid.push(invoice.id);
    }
    left -= part;
  }
  const first = p.invoices[0]!.contract;
  if (left > 0) {
    await repo.insertDistributions(tx, [
      {
        paymentId: p.paymentId,
        target: 'CONTRACT',
        accountId: first.id,
        amountMinor: left,
        method: 'AUTO',
        createdBy: p.userId,
        createdAt: p.at,
      },
    ]);
    await booking.assignment(tx, {
      businessKey: `bank-invoice:${p.lineId}`,
      occurredAt: p.at,
      currency: p.currency,
      lineId: p.lineId,
      shares: [
        {
          accountId: first.id,
          accountType: first.accountType,
          target: 'CONTRACT',
          amountMinor: left,
        },
      ],
    });
  }
  await tx.execute(
    sql`update bank_transactions set status = 'PROCESSED', error_code = null, error_text = null,
          processed_at = ${p.at.toISOString()}, processed_by = ${p.userId}
        where id = ${p.lineId} and status <> 'PROCESSED'`,
  );
  return { paid };
}
