import { CART_CHANGE_EVENT, SITE_CART_KEY } from './cart-count';
import { createCartStore } from './cart-store';
import { createPendingPurchaseStore } from './pending-purchase';
import { settlePurchase } from './settle-purchase';

export type SiteCartList = 'vignettes' | 'routePasses';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The public site's cart (`cart.site`) and the payment it is waiting for. */
export const siteCart = createCartStore(SITE_CART_KEY);
export const sitePendingPurchase = createPendingPurchaseStore(SITE_CART_KEY);

/**
 * The stored cart with one more item in a list. A missing or malformed cart starts afresh, a list
 * that is not a list becomes empty: a broken cart never blocks a purchase.
 */
export function withCartItem(raw: string | null, list: SiteCartList, item: unknown): string {
  let cart: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (isRecord(parsed)) cart = parsed;
  } catch {
    // start afresh
  }
  const lists = {
    vignettes: Array.isArray(cart.vignettes) ? cart.vignettes : [],
    routePasses: Array.isArray(cart.routePasses) ? cart.routePasses : [],
  };
  return JSON.stringify({ ...cart, ...lists, [list]: [...lists[list], item] });
}

/** Adds an item to the site cart (spec §9: local storage) and tells the header in this tab. */
export function addToSiteCart(list: SiteCartList, item: unknown): void {
  window.localStorage.setItem(
    SITE_CART_KEY,
    withCartItem(window.localStorage.getItem(SITE_CART_KEY), list, item),
  );
  window.dispatchEvent(new Event(CART_CHANGE_EVENT));
}

/** A sale of this browser is settled: its items leave the site cart (see settlePurchase). */
export const settleSitePurchase = (transId: string): boolean =>
  settlePurchase(siteCart, sitePendingPurchase, transId);
