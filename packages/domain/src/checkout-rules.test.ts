import { describe, expect, it } from 'vitest';
import {
  cartItemCount,
  cashPaymentDeadline,
  checkCartNotEmpty,
  checkCashPaymentOpen,
  checkConsents,
  checkReceiptEmail,
} from './checkout-rules';

describe('checkout', () => {
  it('needs the terms, the no-refund acceptance and, with fees, the wrong-plate acceptance', () => {
    expect(checkConsents({ terms: false, noRefund: true }, false)).toEqual({
      ok: false,
      code: 'purchase.termsRequired',
    });
    expect(checkConsents({ terms: true, noRefund: false }, false)).toEqual({
      ok: false,
      code: 'purchase.noRefundAcceptanceRequired',
    });
    expect(checkConsents({ terms: true, noRefund: true }, false)).toEqual({ ok: true });
    expect(checkConsents({ terms: true, noRefund: true }, true)).toEqual({
      ok: false,
      code: 'purchase.wrongPlateAcceptanceRequired',
    });
    expect(checkConsents({ terms: true, noRefund: true, wrongPlate: true }, true)).toEqual({
      ok: true,
    });
  });

  it('counts vignettes plus route passes and refuses an empty cart', () => {
    expect(cartItemCount({ vignettes: [1, 2], routePasses: [3] })).toBe(3);
    expect(checkCartNotEmpty(0)).toEqual({ ok: false, code: 'purchase.cartEmpty' });
    expect(checkCartNotEmpty(1)).toEqual({ ok: true });
  });

  it('needs a valid e-mail for the PDF receipt', () => {
    expect(checkReceiptEmail('ivan@abv.bg')).toEqual({ ok: true });
    expect(checkReceiptEmail('ivan@abv')).toEqual({
      ok: false,
      code: 'purchase.emailRequiredForReceipt',
    });
    expect(checkReceiptEmail(null)).toEqual({
      ok: false,
      code: 'purchase.emailRequiredForReceipt',
    });
  });

  it('gives 30 minutes to pay at the cash desk', () => {
    const ordered = new Date('2026-05-10T09:00:00Z');
    expect(cashPaymentDeadline(ordered).toISOString()).toBe('2026-05-10T09:30:00.000Z');
    expect(checkCashPaymentOpen(ordered, new Date('2026-05-10T09:29:59.999Z'))).toEqual({
      ok: true,
    });
    expect(checkCashPaymentOpen(ordered, new Date('2026-05-10T09:30:00Z'))).toEqual({
      ok: false,
      code: 'purchase.cashPaymentExpired',
    });
  });
});
