import { type PaymentCategory, paymentCodeCategory } from './payment-codes';

/**
 * The outcome of a gateway response (ACTION + RC). Success is ACTION 0 with RC 00 and nothing
 * else. A double-charge signal or an unknown-result code in either field wins (verify); an
 * inconsistent answer (ACTION 0 without RC 00, or RC 00 with ACTION 0 missing) is also verified.
 * Otherwise the RC's category decides, then the ACTION's; unknown codes are errors.
 */
export function paymentOutcome(response: {
  action: string | number | null | undefined;
  rc: string | number | null | undefined;
}): PaymentCategory {
  const action =
    response.action === null || response.action === undefined
      ? null
      : paymentCodeCategory('action', response.action);
  const rc =
    response.rc === null || response.rc === undefined || String(response.rc).trim() === ''
      ? null
      : paymentCodeCategory('gateway', response.rc);
  if (action === 'approved' && rc === 'approved') return 'approved';
  if (action === 'verify' || rc === 'verify') return 'verify';
  if (action === 'approved' || rc === 'approved') return 'verify';
  return rc ?? action ?? 'error';
}

/** Whether the buyer may start another payment for the same order. */
export function mayPayAgain(category: PaymentCategory): boolean {
  return category === 'declined' || category === 'retry';
}
