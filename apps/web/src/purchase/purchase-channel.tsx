import { createContext, use } from 'react';
import type { Lang } from '@toll/domain/languages';
import type { CartStore } from './cart-store';
import { siteCart } from './site-cart';

/** The pages of buying that link to each other (spec §2, on the site and in the back office). */
export type PurchasePage = 'shopping-cart' | 'buy-vignette' | 'buy-route-pass';

/**
 * Where the purchase parts (the vignette wizard, the route-pass calculator, the cart lists) put
 * what is bought and where their links go: the public site's cart and pages by default, the back
 * office's cart (`cart.office`) and `/office/{lang}/…` pages at the counter.
 */
export type PurchaseChannel = {
  cart: CartStore;
  pathOf: (page: PurchasePage, lang: Lang) => string;
};

export const SITE_PURCHASE: PurchaseChannel = {
  cart: siteCart,
  pathOf: (page, lang) => `/${lang}/${page}`,
};

const PurchaseChannelContext = createContext<PurchaseChannel>(SITE_PURCHASE);

export const PurchaseChannelProvider = PurchaseChannelContext.Provider;

export function usePurchaseChannel(): PurchaseChannel {
  return use(PurchaseChannelContext);
}
