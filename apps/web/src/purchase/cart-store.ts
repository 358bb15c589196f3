import { CART_CHANGE_EVENT } from './cart-count';
import { EMPTY_CART, parseCart, serialiseCart, type Cart } from './cart-model';

/**
 * A cart kept in Web Storage under one key (spec §9: separate keys for the public site and the
 * back-office). Readers get the same object until the stored text changes, as
 * useSyncExternalStore needs; writers tell this tab's listeners (other tabs get `storage`).
 */
export type CartStore = {
  key: string;
  read: () => Cart;
  subscribe: (onChange: () => void) => () => void;
  update: (change: (cart: Cart) => Cart) => void;
  clear: () => void;
};

export function createCartStore(
  key: string,
  storage: () => Storage | null = () => window.localStorage,
  events: () => Pick<
    Window,
    'addEventListener' | 'removeEventListener' | 'dispatchEvent'
  > | null = () => (typeof window === 'undefined' ? null : window),
): CartStore {
  let lastRaw: string | null = null;
  let last: Cart = EMPTY_CART;

  const rawText = (): string | null => {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null; // storage switched off: an empty cart
    }
  };
  const read = (): Cart => {
    const raw = rawText();
    if (raw !== lastRaw) {
      lastRaw = raw;
      last = parseCart(raw);
    }
    return last;
  };
  const changed = () => events()?.dispatchEvent(new Event(CART_CHANGE_EVENT));
  const write = (raw: string | null) => {
    try {
      const target = storage();
      if (raw === null) target?.removeItem(key);
      else target?.setItem(key, raw);
    } catch {
      // storage full or switched off: the cart stays as it was
    }
    changed();
  };

  return {
    key,
    read,
    subscribe(onChange) {
      const target = events();
      if (!target) return () => undefined;
      const onStorage = (event: Event) => {
        const changedKey = (event as StorageEvent).key;
        if (changedKey === null || changedKey === key) onChange();
      };
      target.addEventListener('storage', onStorage);
      target.addEventListener(CART_CHANGE_EVENT, onChange);
      return () => {
        target.removeEventListener('storage', onStorage);
        target.removeEventListener(CART_CHANGE_EVENT, onChange);
      };
    },
    update: (change) => write(serialiseCart(change(read()))),
    clear: () => write(null),
  };
}
