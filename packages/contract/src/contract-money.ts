import { z } from 'zod';
import { recordIdTextSchema } from './record-id';

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
