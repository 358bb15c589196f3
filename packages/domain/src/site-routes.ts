/**
 * Every public route of spec §2, in one place, shared by the site (its router and links) and the API
 * (sitemap, server-rendered pages). Paths are relative to the language prefix (`prices` is served at
 * `/bg/prices` and `/en/prices`); the home page (`/{lang}/`) is not listed. Each `id` names the
 * page's title in the site catalogue (`pages.<id>.title`).
 */

/** Who may open a page: everyone (default), a logged-in user, or a user with a customer id. */
export type SiteRouteAccess = 'public' | 'user' | 'customer';

export type SiteRoute = {
  id: string;
  path: string;
  access?: SiteRouteAccess;
  /**
   * Kept out of search engines: spec §2 names login, forgotten password, terms, cookie and privacy
   * pages; transactional pages (cart, payment results, confirmations, per-vehicle data) too.
   */
  noindex?: boolean;
};

export const SITE_ROUTES = [
  { id: 'buyVignette', path: 'buy-vignette' },
  { id: 'checkVignette', path: 'check-for-validity-of-e-vignette' },
  { id: 'annualVignette', path: 'annual-e-vignette' },
  { id: 'weeklyVignette', path: 'weekly-e-vignette' },
  { id: 'weekendVignette', path: 'weekend-e-vignette' },
  { id: 'monthlyVignette', path: 'monthly-e-vignette' },
  { id: 'quarterlyVignette', path: 'quarterly-e-vignette' },
  { id: 'howToReturnObu', path: 'how-to-return-OBU' },
  { id: 'registerSteps', path: 'register-steps' },
  { id: 'downloadDocuments', path: 'download-documents' },
  { id: 'prices', path: 'prices' },
  { id: 'payment', path: 'payment', noindex: true },
  { id: 'addEmail', path: 'add-email', noindex: true },
  { id: 'plateCorrection', path: 'plate-correction', noindex: true },
  { id: 'unsubscribe', path: 'unsubscribe' },
  { id: 'unsubscribeConfirm', path: 'unsubscribe/:token', noindex: true },
  { id: 'register', path: 'register' },
  { id: 'login', path: 'login', noindex: true },
  { id: 'userConfirm', path: 'user/confirm', noindex: true },
  { id: 'passwordConfirm', path: 'user/password-confirm', noindex: true },
  { id: 'forgottenPassword', path: 'user/forgotten-password', noindex: true },
  { id: 'aboutEVignette', path: 'about-e-vignette' },
  { id: 'aboutRoutePass', path: 'about-route-pass' },
  { id: 'aboutTollSystem', path: 'about-toll-system' },
  { id: 'aboutDelicts', path: 'about-delicts' },
  { id: 'faqVignette', path: 'faqVignette' },
  { id: 'faqToll', path: 'faqToll' },
  { id: 'faqDelicts', path: 'faqDelicts' },
  { id: 'faq', path: 'faq' },
  { id: 'buyRoutePass', path: 'buy-route-pass' },
  { id: 'routePass', path: 'buy-route-pass/:id', access: 'user' },
  { id: 'payDelict', path: 'pay-delict' },
  { id: 'delictPayment', path: 'delict-payment', noindex: true },
  { id: 'shoppingCart', path: 'shopping-cart', noindex: true },
  { id: 'success', path: 'success', noindex: true },
  { id: 'failedTransaction', path: 'failed-transaction', noindex: true },
  { id: 'failedActivation', path: 'failed-activation', noindex: true },
  { id: 'news', path: 'news' },
  { id: 'newsArticle', path: 'news/:slug' },
  { id: 'contacts', path: 'contacts' },
  { id: 'partners', path: 'partners' },
  { id: 'terms', path: 'terms-and-conditions', noindex: true },
  { id: 'privacy', path: 'privacy-policy', noindex: true },
  { id: 'cookies', path: 'cookie-policy', noindex: true },
  { id: 'trafficAnnouncement', path: 'traffic-announcement' },
  {
    id: 'vehicleRoute',
    path: 'vehicle-route/:accountId/:tollingGroupId/:equipmentID/:plate/:dateParam/:sum/:currency',
    noindex: true,
  },
  { id: 'account', path: 'account', access: 'user' },
  { id: 'orderHistory', path: 'account/orderHistory', access: 'user' },
  { id: 'accountSettings', path: 'account/settings', access: 'user' },
  { id: 'contractManagement', path: 'account/contract-management', access: 'customer' },
  { id: 'tollSettings', path: 'account/toll-settings', access: 'customer' },
  { id: 'routePassCalculator', path: 'account/route-pass-calculator', access: 'customer' },
  { id: 'obuDelivery', path: 'account/obu-delivery', access: 'customer' },
  { id: 'fleetApi', path: 'account/fleet-api', access: 'customer' },
] as const satisfies readonly SiteRoute[];

/**
 * Routes whose single path segment is a fixed prefix plus a provider's name (spec §2
 * `how-to-buy-e-vignette-from-{provider}`, `about-{provider}`). The router cannot match part of a
 * segment, so the fallback route resolves these before falling back to the home page.
 */
export const SITE_PREFIX_ROUTES = [
  { id: 'howToBuyFromProvider', prefix: 'how-to-buy-e-vignette-from-' },
  { id: 'aboutProvider', prefix: 'about-' },
] as const;

export type SiteStaticRoute = (typeof SITE_ROUTES)[number];
export type SitePageId = SiteStaticRoute['id'] | (typeof SITE_PREFIX_ROUTES)[number]['id'] | 'home';

/**
 * Whether search engines are asked not to index a route: the routes marked so, and every page
 * behind login (a crawler only ever sees its "checking the sign-in" state).
 */
export function isNoindexRoute(route: SiteRoute): boolean {
  return route.noindex === true || (route.access ?? 'public') !== 'public';
}

/** Whether a route belongs in the sitemap: public, indexable, and without parameters. */
export function isSitemapRoute(route: SiteRoute): boolean {
  return !isNoindexRoute(route) && !route.path.includes(':');
}
