import { lazyNamespace } from './lazy-namespace';

export const PURCHASE_NS = 'purchase';

const purchase = lazyNamespace(PURCHASE_NS, {
  bg: () => import('@toll/i18n/locales/bg/purchase.json').then((m) => m.default),
  en: () => import('@toll/i18n/locales/en/purchase.json').then((m) => m.default),
  ro: () => import('@toll/i18n/locales/ro/purchase.json').then((m) => m.default),
  tr: () => import('@toll/i18n/locales/tr/purchase.json').then((m) => m.default),
  el: () => import('@toll/i18n/locales/el/purchase.json').then((m) => m.default),
  de: () => import('@toll/i18n/locales/de/purchase.json').then((m) => m.default),
});

/** Adds the `purchase` namespace (buying, cart, payment results, orders) to an i18next instance. */
export const loadPurchaseBundle = purchase.load;

/**
 * The texts of buying and paying (the wizard's later steps, the cart, the result pages, the product
 * and price pages), loaded with the first part that needs them, never with the home page itself.
 */
export function usePurchaseT() {
  const { i18n, lang } = purchase.useReady();
  return i18n.getFixedT(lang, PURCHASE_NS);
}
