import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PurchasePaymentRequest } from '@toll/contract/sales';
import { useLang } from '../../../i18n/use-lang';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import { activeVignettesCheckQuery } from '../../../purchase/check-active-vignettes';
import { cartDrafts } from '../../../purchase/cart-drafts';
import { purchasePayment } from '../api/purchase-payment';
import { submitGatewayForm } from '../gateway-form';
import { cartItemIds, passedRoutePassStarts, type Cart } from '../../../purchase/cart-model';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { NO_PROBLEMS, paymentProblems, type PaymentProblems } from '../model/payment-problems';
import { sitePendingPurchase } from '../../../purchase/site-cart';

export type CheckoutValues = { email: string; terms: boolean; noRefund: boolean };
export type CheckoutPhase = 'idle' | 'checking' | 'paying' | 'redirecting';

/**
 * Paying for the cart (spec §4, §5): the vignettes are checked by the server once more, the sale is
 * created (POST /purchasePayment), the payment is remembered with the items it is for, and the
 * browser posts the signed form to the card gateway. Refusals land beside the item or field they
 * name.
 */
export function useCheckout(cart: Cart) {
  const t = usePurchaseT();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const [problems, setProblems] = useState<PaymentProblems>(NO_PROBLEMS);

  const fail = (next: PaymentProblems) => {
    setProblems(next);
    setPhase('idle');
    return next;
  };

  /** Resolves with the problems when the payment cannot start; leaves the page when it can. */
  async function pay(values: CheckoutValues): Promise<PaymentProblems | null> {
    setProblems(NO_PROBLEMS);
    // Said beside each pass and, naming it, at the Pay button (issue 32).
    const passed = passedRoutePassStarts(cart, new Date());
    const routePasses: Record<number, string[]> = {};
    cart.routePasses.forEach((pass, index) => {
      const messages = [
        ...(passed.includes(index) && pass.request.startTime
          ? [t('cart.startPassed', { at: formatSofiaDateTime(pass.request.startTime) })]
          : []),
        ...(!pass.lpn || !pass.countryCode ? [t('cart.vehicleMissing')] : []),
      ];
      if (messages.length > 0) routePasses[index] = messages;
    });
    if (Object.keys(routePasses).length > 0) return fail({ ...NO_PROBLEMS, routePasses });
    const drafts = cartDrafts(cart);
    try {
      setPhase('checking');
      if (drafts.length > 0) {
        const check = await queryClient.fetchQuery(activeVignettesCheckQuery(lang, drafts));
        if (!check.ok) return fail({ ...NO_PROBLEMS, other: [t('cart.fixProblems')] });
      }
      setPhase('paying');
      const body: PurchasePaymentRequest = {
        vignettes: drafts,
        routePasses: cart.routePasses.map((pass) => ({
          request: pass.request,
          countryCode: pass.countryCode ?? '',
          lpn: pass.lpn ?? '',
        })),
        email: values.email.trim(),
        consents: { terms: values.terms, noRefund: values.noRefund },
      };
      const sale = await purchasePayment(lang, body);
      sitePendingPurchase.write({
        transId: sale.transId,
        orderNumber: sale.orderNumber,
        itemIds: cartItemIds(cart),
        startedAt: new Date().toISOString(),
      });
      setPhase('redirecting');
      submitGatewayForm(sale.payment);
      return null;
    } catch (error) {
      return fail(
        paymentProblems(error instanceof Error ? error : { message: t('cart.payFailed') }),
      );
    }
  }

  /** Forgets a refusal's messages once the buyer has acted on them. */
  const reset = () => setProblems(NO_PROBLEMS);

  return { phase, problems, pay, reset };
}
