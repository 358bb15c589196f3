import { withoutItems } from './cart-model';
import type { CartStore } from './cart-store';
import type { PendingPurchaseStore } from './pending-purchase';

/**
 * A sale started in this browser is settled (paid and activated, or refunded): exactly the items it
 * paid for leave the cart, once. A sale this browser did not start changes nothing. True when
 * items were removed.
 */
export function settlePurchase(
  cart: CartStore,
  pending: PendingPurchaseStore,
  transId: string,
): boolean {
  const purchase = pending.read();
  if (purchase?.transId !== transId) return false;
  cart.update((current) => withoutItems(current, purchase.itemIds));
  pending.clear();
  return true;
}
