import { isValidEmail } from './contact';
import { fail, OK, type Check } from './validation';

/**
 * Cart and checkout rules (spec §1, §4, §5, §9). Buyers agree to the terms and accept that an
 * activated vignette cannot be changed or refunded; when the cart holds a compensatory or
 * maximum fee they also accept that a fee paid for a mistyped plate is not refundable.
 */
export type Consents = { terms: boolean; noRefund: boolean; wrongPlate?: boolean };

export function checkConsents(consents: Consents, cartHasFees: boolean): Check {
  if (!consents.terms) return fail('purchase.termsRequired');
  if (!consents.noRefund) return fail('purchase.noRefundAcceptanceRequired');
  return cartHasFees && !consents.wrongPlate ? fail('purchase.wrongPlateAcceptanceRequired') : OK;
}

export function checkCartNotEmpty(itemCount: number): Check {
  return itemCount > 0 ? OK : fail('purchase.cartEmpty');
}

/** The cart icon counts vignettes plus route passes. */
export function cartItemCount(cart: {
  vignettes: readonly unknown[];
  routePasses: readonly unknown[];
}): number {
  return cart.vignettes.length + cart.routePasses.length;
}

/** A valid e-mail is required to receive the PDF receipt. */
export function checkReceiptEmail(email: string | null | undefined): Check {
  return email && isValidEmail(email) ? OK : fail('purchase.emailRequiredForReceipt');
}

/** An order is paid at the POS / cash desk within 30 minutes. */
export const CASH_PAYMENT_MINUTES = 30;

export function cashPaymentDeadline(orderedAt: Date): Date {
  return new Date(orderedAt.getTime() + CASH_PAYMENT_MINUTES * 60_000);
}

export function checkCashPaymentOpen(orderedAt: Date, now: Date): Check {
  return now.getTime() < cashPaymentDeadline(orderedAt).getTime()
    ? OK
    : fail('purchase.cashPaymentExpired');
}
