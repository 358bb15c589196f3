import { useSyncExternalStore } from 'react';
import { EMPTY_CART, type Cart } from './cart-model';
import type { CartStore } from './cart-store';
import { siteCart } from './site-cart';

/**
 * The cart in a store (the site's by default), kept current across tabs and after in-tab changes.
 * The server renders (and the browser hydrates) an empty cart; the stored one follows at once.
 */
export function useCart(store: CartStore = siteCart): Cart {
  return useSyncExternalStore(store.subscribe, store.read, () => EMPTY_CART);
}
