/** Where the public site keeps its cart (spec §9: separate keys for the site and the back office). */
export const SITE_CART_KEY = 'cart.site';
/** Where the back-office keeps its cart. */
export const OFFICE_CART_KEY = 'cart.office';

/** Fired on `window` by whoever writes the cart in this tab; other tabs get the `storage` event. */
export const CART_CHANGE_EVENT = 'toll:cart-change';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Items in a stored cart `{vignettes: [], routePasses: []}`: vignettes plus route passes.
 * A missing list counts as empty; anything malformed counts as an empty cart.
 */
export function countCartItems(raw: string | null): number {
  if (raw === null || raw === '') return 0;
  let cart: unknown;
  try {
    cart = JSON.parse(raw);
  } catch {
    return 0;
  }
  if (!isRecord(cart)) return 0;
  const lists = [cart.vignettes, cart.routePasses];
  if (lists.some((list) => list !== undefined && !Array.isArray(list))) return 0;
  return lists.reduce<number>((sum, list) => sum + (Array.isArray(list) ? list.length : 0), 0);
}
