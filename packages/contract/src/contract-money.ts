import { z } from 'zod';
import { recordIdSchema, recordIdTextSchema } from './record-id';

/**
 * A contract's money on the office's contract screen (spec §2 contracts, clients: payments and
 * obligations tabs) and a partner's monthly service fees (partners: monthly service fees tab).
 */
export const contractMoneyParamSchema = z.object({ id: recordIdTextSchema });

/** A share of a payment that went to the contract (bank, card, system, internal). */
export const contractPaymentSchema = z.object({
  paymentId: z.number().int(),
  number: z.string(),
  kind: z.enum(['BANK', 'VPOS', 'SYSTEM', 'INTERNAL']),
  paymentDate: z.string(),
  currency: z.enum(['BGN', 'EUR']),
  /** The whole payment, and the share of it this contract received. */
  paymentAmountMinor: z.number().int(),
  shareMinor: z.number().int(),
  target: z.enum(['CONTRACT', 'INITIAL_PAYMENT', 'INVOICE']),
  invoiceNumber: z.string().nullable(),
  method: z.enum(['AUTO', 'MANUAL']),
  payer: z.string().nullable(),
  /** A card top-up (kind VPOS) the office may refund, and its refund's state if it has one. */
  cardPaymentId: z.string().nullable(),
  cardPurpose: z.enum(['TOP_UP', 'INITIAL_PAYMENT']).nullable(),
  refundState: z.enum(['PENDING', 'DONE', 'FAILED']).nullable(),
  /** An internal payment's reason (kind INTERNAL) or a refund's. */
  note: z.string().nullable(),
});
export type ContractPayment = z.infer<typeof contractPaymentSchema>;

export const contractPaymentsSchema = z.object({
  payments: z.array(contractPaymentSchema),
  /** Card payments started in the self-care portal that are not (yet) paid. */
  openCardPayments: z.array(
    z.object({
      id: z.string(),
      purpose: z.enum(['TOP_UP', 'INITIAL_PAYMENT']),
      amountMinor: z.number().int(),
      currency: z.enum(['BGN', 'EUR']),
      state: z.enum(['PENDING', 'FAILED']),
      createdAt: z.string(),
    }),
  ),
});
export type ContractPayments = z.infer<typeof contractPaymentsSchema>;

export const OBLIGATION_STATES = ['PAID', 'OPEN', 'OVERDUE'] as const;

/** One obligation of a contract: a toll period's charges, or an invoice / debit note. */
export const contractObligationSchema = z.object({
  kind: z.enum(['TOLL', 'INVOICE']),
  /** TOLL: the obligation period; INVOICE: the document's number and date. */
  label: z.string(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  dueDate: z.string().nullable(),
  count: z.number().int(),
  amountMinor: z.number().int(),
  /** What of it is still owed: the receivable's balance, settled oldest first. */
  openMinor: z.number().int(),
  state: z.enum(OBLIGATION_STATES),
});
export type ContractObligation = z.infer<typeof contractObligationSchema>;

export const contractObligationsSchema = z.object({
  accountType: z.number().int(),
  currency: z.enum(['BGN', 'EUR']),
  /** The contract's receivable (what it owes now). */
  owedMinor: z.number().int(),
  /** Owed but not from a listed obligation (adjustments): the receivable less the list's open sum. */
  otherOpenMinor: z.number().int(),
  obligations: z.array(contractObligationSchema),
});
export type ContractObligations = z.infer<typeof contractObligationsSchema>;

export const partnerServiceFeesQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

export const partnerServiceFeeMonthSchema = z.object({
  month: z.string(),
  currency: z.enum(['BGN', 'EUR']),
  contracts: z.number().int(),
  fees: z.number().int(),
  grossMinor: z.number().int(),
  paidMinor: z.number().int(),
  notPaidMinor: z.number().int(),
  canceledMinor: z.number().int(),
  invoicedMinor: z.number().int(),
});
export type PartnerServiceFeeMonth = z.infer<typeof partnerServiceFeeMonthSchema>;

export const partnerServiceFeesSchema = z.object({
  year: z.number().int(),
  months: z.array(partnerServiceFeeMonthSchema),
});
export type PartnerServiceFees = z.infer<typeof partnerServiceFeesSchema>;

/**
 * Internal payments (spec §3 payment type internal): staff move money between a contract's
 * balances or to another contract (a payment booked on the wrong contract, main → secondary).
 * A prepaid contract's balances are MAIN and SECONDARY, a postpaid one's its RECEIVABLE.
 */
export const TRANSFER_BALANCES = ['MAIN', 'SECONDARY', 'RECEIVABLE'] as const;
export type TransferBalance = (typeof TRANSFER_BALANCES)[number];
export const internalTransferBodySchema = z.strictObject({
  /** Made once by the form: the same submit again books nothing twice. */
  requestKey: z.string().uuid(),
  fromBalance: z.enum(TRANSFER_BALANCES),
  /** The receiving contract: this one when omitted. */
  toAccountId: recordIdSchema.optional(),
  toBalance: z.enum(TRANSFER_BALANCES),
  amountMinor: z.number().int().positive().max(1_000_000_000),
  reason: z.string().trim().min(3).max(500),
});
export type InternalTransferBody = z.infer<typeof internalTransferBodySchema>;
export const internalTransferSchema = z.object({
  id: z.number().int(),
  requestKey: z.string(),
  paymentNumber: z.string(),
  fromAccountId: z.number().int(),
  fromAccountNumber: z.string(),
  fromBalance: z.enum(TRANSFER_BALANCES),
  toAccountId: z.number().int(),
  toAccountNumber: z.string(),
  toBalance: z.enum(TRANSFER_BALANCES),
  amountMinor: z.number().int(),
  currency: z.enum(['BGN', 'EUR']),
  reason: z.string(),
  createdAt: z.string(),
  /** False when the same request key was booked before (nothing new was booked). */
  created: z.boolean(),
});
export type InternalTransfer = z.infer<typeof internalTransferSchema>;
export const internalTransferListSchema = z.array(internalTransferSchema);
