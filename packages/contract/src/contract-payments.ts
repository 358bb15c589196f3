import { z } from 'zod';
import { recordIdTextSchema } from './record-id';
import { gatewayFormSchema } from './sales';

/**
 * Card payments of the self-care portal (issue #19): a toll customer tops up a prepaid contract,
 * pays what a postpaid contract owes (all of it or a part), or pays a signed contract's initial
 * payment, through the card gateway. The ledger books the
 * money when the gateway confirms it (modules/contract-payments).
 */
export const CARD_PAYMENT_PURPOSES = ['TOP_UP', 'DUE_PAYMENT', 'INITIAL_PAYMENT'] as const;
export type CardPaymentPurpose = (typeof CARD_PAYMENT_PURPOSES)[number];

/** The smallest and largest top-up: 1.00 to 100,000.00 (minor units). */
export const TOP_UP_MIN_MINOR = 100;
export const TOP_UP_MAX_MINOR = 10_000_000;

export const cardPaymentStartSchema = z.object({
  purpose: z.enum(CARD_PAYMENT_PURPOSES),
  /**
   * TOP_UP: the amount, in minor units of the legal currency; DUE_PAYMENT: at most what is owed (all
   * of it when left out); the initial payment's is the contract's.
   */
  amountMinor: z.number().int().min(TOP_UP_MIN_MINOR).max(TOP_UP_MAX_MINOR).optional(),
});
export type CardPaymentStart = z.infer<typeof cardPaymentStartSchema>;

export const cardPaymentSchema = z.object({
  id: z.string(),
  accountId: z.number().int(),
  purpose: z.enum(CARD_PAYMENT_PURPOSES),
  amountMinor: z.number().int(),
  currency: z.enum(['BGN', 'EUR']),
  state: z.enum(['PENDING', 'APPROVED', 'FAILED']),
  /** The payment's number once approved (`P…`). */
  paymentNumber: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type CardPayment = z.infer<typeof cardPaymentSchema>;

export const cardPaymentStartedSchema = z.object({
  cardPayment: cardPaymentSchema,
  /** The signed form the browser posts to the card gateway. */
  payment: gatewayFormSchema,
});
export type CardPaymentStarted = z.infer<typeof cardPaymentStartedSchema>;

/** A contract's money as its customer sees it in the self-care portal. */
export const selfCarePaymentsSchema = z.object({
  accountId: z.number().int(),
  accountType: z.number().int(),
  currency: z.enum(['BGN', 'EUR']),
  /** Prepaid: the main and secondary balances and the credit limit, on the customer's side. */
  mainBalanceMinor: z.number().int(),
  secondaryBalanceMinor: z.number().int(),
  creditLimitMinor: z.number().int(),
  /** Postpaid: what the customer owes (receivable). */
  owedMinor: z.number().int(),
  initialPaymentMinor: z.number().int(),
  initialPaymentPaid: z.boolean(),
  signed: z.boolean(),
  /** What the customer may start now. */
  canTopUp: z.boolean(),
  /** Postpaid: what is owed can be paid by card (something is owed and the contract is signed). */
  canPayDue: z.boolean(),
  canPayInitial: z.boolean(),
  cardPayments: z.array(cardPaymentSchema),
});
export type SelfCarePayments = z.infer<typeof selfCarePaymentsSchema>;

export const cardPaymentIdParamSchema = z.object({ id: z.string().uuid() });
export const selfCareAccountParamSchema = z.object({ id: recordIdTextSchema });

/** Staff refund a completed card top-up in full (after the confirm dialog, with a reason). */
export const cardRefundBodySchema = z.strictObject({
  reason: z.string().trim().min(3).max(500),
  confirmed: z.literal(true),
});
export type CardRefundBody = z.infer<typeof cardRefundBodySchema>;
export const cardRefundParamSchema = z.object({
  id: recordIdTextSchema,
  cardPaymentId: z.string().uuid(),
});
export const CARD_REFUND_STATES = ['PENDING', 'DONE', 'FAILED'] as const;
export const cardRefundSchema = z.object({
  id: z.number().int(),
  cardPaymentId: z.string(),
  accountId: z.number().int(),
  amountMinor: z.number().int(),
  currency: z.enum(['BGN', 'EUR']),
  reason: z.string(),
  state: z.enum(CARD_REFUND_STATES),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type CardRefund = z.infer<typeof cardRefundSchema>;
