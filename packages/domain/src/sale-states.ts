import type { PaymentCategory } from './payment-codes';

/**
 * The life of a sale (spec §4 "Cart: the order is paid, then must be activated; activation must
 * not be repeated or the buyer pays twice", §8 card outcomes):
 *
 *   AWAITING_PAYMENT ──approved──▶ ACTIVATED | PARTIALLY_ACTIVATED | ACTIVATION_FAILED
 *         │  ▲                       (activation runs in the transaction that records the payment)
 *         │  └──declined/retry/error── PAYMENT_FAILED   (nothing charged; pay again from the cart)
 *         └──verify──▶ PAYMENT_UNKNOWN ──status check──▶ any of the above
 *
 * A payment result is applied at most once per gateway attempt. Once a sale is activated (fully or
 * partly) nothing the gateway says later activates anything again: a second approved attempt for
 * the same sale is reversed in full. Declined states may still turn into approved ones while the
 * gateway's 15-minute window is open (FACTS), so PAYMENT_FAILED and PAYMENT_UNKNOWN accept a later
 * approval; the activated states accept nothing.
 *
 * A counter order paid by card (spec §9: paid at the POS within 30 minutes) that is not paid in
 * time becomes EXPIRED: its items are cancelled and its vehicles free again. A late approval of an
 * expired order is refused: the money goes back in full, as for a second payment.
 */
export const SALE_STATES = [
  'AWAITING_PAYMENT',
  'PAYMENT_UNKNOWN',
  'PAYMENT_FAILED',
  'ACTIVATED',
  'PARTIALLY_ACTIVATED',
  'ACTIVATION_FAILED',
  'EXPIRED',
] as const;
export type SaleState = (typeof SALE_STATES)[number];

/** Items of a sale: waiting for payment, issued, refused at activation, never paid, or reversed. */
export const ITEM_STATES = [
  'PENDING',
  'ACTIVE',
  'ACTIVATION_FAILED',
  'CANCELLED',
  'REVERSED',
] as const;
export type ItemState = (typeof ITEM_STATES)[number];

/** Payment attempts (one per form sent to the gateway). */
export const ATTEMPT_STATES = ['PENDING', 'APPROVED', 'FAILED', 'UNKNOWN'] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number];

/** Whether the money of an approved payment has been turned into vignettes (or refunded). */
export function isSettled(state: SaleState): boolean {
  return state === 'ACTIVATED' || state === 'PARTIALLY_ACTIVATED' || state === 'ACTIVATION_FAILED';
}

/** Nothing final is known yet: the success page keeps polling. */
export function isSalePending(state: SaleState): boolean {
  return state === 'AWAITING_PAYMENT' || state === 'PAYMENT_UNKNOWN';
}

/** The attempt state a gateway category leads to. */
export function attemptStateFor(category: PaymentCategory): AttemptState {
  if (category === 'approved') return 'APPROVED';
  return category === 'verify' ? 'UNKNOWN' : 'FAILED';
}

/**
 * What to do with an attempt's result, given the sale's state:
 *  activate  the first approval: issue the items now, in this transaction;
 *  reverse   an approval for a sale already settled by another attempt: refund it in full;
 *  record    store the result and move the sale to the matching unpaid state;
 *  ignore    the sale is settled and this result is not an approval: keep it only in the log.
 */
export type ResultDecision = 'activate' | 'reverse' | 'record' | 'ignore';

export function decideOnResult(sale: SaleState, category: PaymentCategory): ResultDecision {
  if (isSettled(sale) || sale === 'EXPIRED') return category === 'approved' ? 'reverse' : 'ignore';
  return category === 'approved' ? 'activate' : 'record';
}

/** The unpaid sale state a non-approved result leads to. */
export function unpaidSaleState(category: Exclude<PaymentCategory, 'approved'>): SaleState {
  return category === 'verify' ? 'PAYMENT_UNKNOWN' : 'PAYMENT_FAILED';
}

/** The sale state after activation, from how many items were issued and how many failed. */
export function activatedSaleState(issued: number, failed: number): SaleState {
  if (failed === 0) return 'ACTIVATED';
  return issued === 0 ? 'ACTIVATION_FAILED' : 'PARTIALLY_ACTIVATED';
}

/** The result page a buyer returning from the gateway lands on. */
export type ResultPage = 'success' | 'failed-transaction' | 'failed-activation';

export function resultPageFor(state: SaleState): ResultPage {
  if (state === 'PAYMENT_FAILED' || state === 'EXPIRED') return 'failed-transaction';
  if (state === 'ACTIVATION_FAILED' || state === 'PARTIALLY_ACTIVATED') return 'failed-activation';
  return 'success';
}

/** The states of an order that can still be paid (a counter order only until its deadline). */
export function isPayable(state: SaleState): boolean {
  return state === 'AWAITING_PAYMENT' || state === 'PAYMENT_UNKNOWN' || state === 'PAYMENT_FAILED';
}
