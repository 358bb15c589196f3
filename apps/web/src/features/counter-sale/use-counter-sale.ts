import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CounterPaymentMethod, CounterSaleResponse } from '@toll/contract/counter-sales';
import { isSettled } from '@toll/domain/sale-states';
import { useLang } from '../../i18n/use-lang';
import { usePurchaseT } from '../../i18n/purchase-bundle';
import { cartItemIds, withoutItems, type Cart } from '../../purchase/cart-model';
import { officeCart, officeOrderKey, officePendingPurchase } from '../../purchase/office-cart';
import { submitGatewayForm, NO_PROBLEMS, paymentProblems, type PaymentProblems } from '../cart';
import { SHIFT_KEY } from '../cashier-shift';
import { counterOrder, sellAtCounter } from './counter-sale-api';

export type CounterSaleValues = { posId: number; method: CounterPaymentMethod; email: string };

/** The sold cart's items leave the cart; its order key is done with. */
export function settleCounterSale(transId: string, itemIds?: readonly string[]): void {
  const pending = officePendingPurchase.read();
  const ids = itemIds ?? (pending?.transId === transId ? pending.itemIds : null);
  if (ids) officeCart.update((current) => withoutItems(current, ids));
  if (pending?.transId === transId) officePendingPurchase.clear();
  officeOrderKey.forget();
}

/**
 * Selling the counter's cart (spec §2 back-office shopping-cart, §4, §9): the order is sent with
 * its key (one sale however often it is sent: a double click, a second tab); cash is issued at
 * once, a card order goes to the gateway's page and comes back to this cart with `?trans_id=`.
 * Refusals land beside the item or field they name.
 */
export function useCounterSale(cart: Cart) {
  const t = usePurchaseT();
  const lang = useLang();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [problems, setProblems] = useState<PaymentProblems>(NO_PROBLEMS);
  const [phase, setPhase] = useState<'idle' | 'selling' | 'redirecting'>('idle');

  const show = (sale: CounterSaleResponse) =>
    navigate({ search: `?trans_id=${sale.transId}` }, { replace: false });

  async function sell(values: CounterSaleValues): Promise<void> {
    setProblems(NO_PROBLEMS);
    const missing: Record<number, string[]> = {};
    cart.routePasses.forEach((pass, index) => {
      if (!pass.lpn || !pass.countryCode) missing[index] = [t('cart.vehicleMissing')];
    });
    if (Object.keys(missing).length > 0) {
      setProblems({ ...NO_PROBLEMS, routePasses: missing, other: [t('cart.fixProblems')] });
      return;
    }
    const order = counterOrder(cart, values.posId, values.method, values.email);
    const orderKey = officeOrderKey.keyFor(order);
    const itemIds = cartItemIds(cart);
    setPhase('selling');
    try {
      const sale = await sellAtCounter(lang, { ...order, orderKey });
      await client.invalidateQueries({ queryKey: SHIFT_KEY });
      if (isSettled(sale.status)) {
        settleCounterSale(sale.transId, itemIds);
        setPhase('idle');
        return void show(sale);
      }
      officePendingPurchase.write({
        transId: sale.transId,
        orderNumber: sale.orderNumber,
        itemIds,
        startedAt: new Date().toISOString(),
      });
      if (sale.gatewayForm) {
        setPhase('redirecting');
        return submitGatewayForm(sale.gatewayForm);
      }
      setPhase('idle');
      void show(sale);
    } catch (error) {
      setPhase('idle');
      setProblems(
        paymentProblems(error instanceof Error ? error : { message: t('cart.payFailed') }),
      );
    }
  }

  return { sell, problems, phase };
}
