import { sql } from 'drizzle-orm';
import type { Currency } from '@toll/domain/money';
import type { Executor } from '../../platform/db/database';
import { getInvoice, payInvoice } from '../billing/invoices';
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
 *  - an invoice named by its number: paid through the invoice's own "paid from a named bank
 *    payment" path (billing payInvoice: a share INVOICE, suspense → receivable, the invoice keeps
 *    the payment's id) when the money covers it, the rest to the contract's balance; a payment
 *    short of it is credited to the invoice's contract (settling what it owes, oldest first) and
 *    the invoice stays open.
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

/** Pays an invoice named by a line from the line's undistributed money (held in suspense). */
export async function payNamedInvoice(
  tx: Executor,
  booking: BankBooking,
  p: {
    paymentId: number;
    lineId: number;
    undistributedMinor: number;
    currency: string;
    invoice: InvoiceInfo;
    contract: ContractInfo;
    userId: number | null;
    at: Date;
  },
): Promise<{ paid: boolean }> {
  const detail = await getInvoice(tx, p.invoice.id);
  const due = detail.documentType === 'INVOICE' ? detail.creditableMinor : detail.grossMinor;
  const paid = p.undistributedMinor >= due;
  if (paid)
    await payInvoice(
      tx,
      p.invoice.id,
      { paymentType: 'BANK', paymentId: p.paymentId },
      p.at,
      p.userId,
    );
  const rest = paid ? p.undistributedMinor - due : p.undistributedMinor;
  if (rest > 0) {
    await repo.insertDistributions(tx, [
      {
        paymentId: p.paymentId,
        target: 'CONTRACT',
        accountId: p.contract.id,
        amountMinor: rest,
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
          accountId: p.contract.id,
          accountType: p.contract.accountType,
          target: 'CONTRACT',
          amountMinor: rest,
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
