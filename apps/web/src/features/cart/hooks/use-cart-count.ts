import { useSyncExternalStore } from 'react';
import { CART_CHANGE_EVENT, SITE_CART_KEY, countCartItems } from '../../../purchase/cart-count';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SITE_CART_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_CHANGE_EVENT, onChange);
  };
}

function readCount(): number {
  try {
    return countCartItems(window.localStorage.getItem(SITE_CART_KEY));
  } catch {
    return 0;
  }
}

/** The number of items in the site cart, kept current across tabs and after in-tab changes. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, readCount, () => 0);
}
