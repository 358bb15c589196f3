import type { ReactElement } from 'react';
import type { i18n } from 'i18next';
import type { Lang } from '@toll/domain/languages';
import { isNoindexRoute, type SiteStaticRoute } from '@toll/domain/site-routes';
import { lazyPage } from '../../components/lazy-page';
import {
  preloadContentPage,
  preloadFaq,
  preloadProviderTexts,
  type ContentId,
} from '../../features/content/load-content';
import { loadPurchaseBundle } from '../../i18n/purchase-bundle';
import { loadSitePagesBundle } from '../../i18n/site-pages-bundle';
import type { FaqPageId } from './pages/faq-route-page';
import type { PlaceholderPageId } from './pages/placeholder-page';
import type { ProductPeriod } from '../../features/products/components/vignette-product';
import { matchPrefixRoute, matchSiteRoute } from '../../site-kit/routes';
import { preloadIdentityPage, preloadLoginCheck } from './identity-pages';

// Every page loads on demand, so the home page carries none of them.
const ContentRoutePage = lazyPage(() =>
  import('./pages/content-route-page').then((m) => m.ContentRoutePage),
);
const FaqRoutePage = lazyPage(() => import('./pages/faq-route-page').then((m) => m.FaqRoutePage));
const NewsListPage = lazyPage(() => import('./pages/news-list-page').then((m) => m.NewsListPage));
const NewsArticlePage = lazyPage(() =>
  import('./pages/news-article-page').then((m) => m.NewsArticlePage),
);
const PartnersPage = lazyPage(() => import('./pages/partners-page').then((m) => m.PartnersPage));
const TrafficAnnouncementPage = lazyPage(() =>
  import('./pages/traffic-announcement-page').then((m) => m.TrafficAnnouncementPage),
);
const PlaceholderPage = lazyPage(() =>
  import('./pages/placeholder-page').then((m) => m.PlaceholderPage),
);
export const ProviderRoutePage = lazyPage(() =>
  import('./pages/provider-route-page').then((m) => m.ProviderRoutePage),
);
const VehicleRoutePage = lazyPage(() =>
  import('./pages/vehicle-route-page').then((m) => m.VehicleRoutePage),
);
const PayDelictPage = lazyPage(() =>
  import('../../features/delicts/components/pay-delict-page').then((m) => m.PayDelictPage),
);
const DelictPaymentPage = lazyPage(() =>
  import('../../features/delicts/components/delict-payment-page').then((m) => m.DelictPaymentPage),
);
const CheckVignettePage = lazyPage(() =>
  import('../../features/vignette-checks/components/check-vignette-page').then(
    (m) => m.CheckVignettePage,
  ),
);
const PlateCorrectionPage = lazyPage(() =>
  import('../../features/vignette-checks/components/plate-correction-page').then(
    (m) => m.PlateCorrectionPage,
  ),
);
const AddEmailPage = lazyPage(() =>
  import('../../features/vignette-checks/components/add-email-page').then((m) => m.AddEmailPage),
);
const UnsubscribePage = lazyPage(() =>
  import('../../features/vignette-checks/components/unsubscribe-page').then(
    (m) => m.UnsubscribePage,
  ),
);
const UnsubscribeConfirmPage = lazyPage(() =>
  import('../../features/vignette-checks/components/unsubscribe-confirm-page').then(
    (m) => m.UnsubscribeConfirmPage,
  ),
);
// The route-pass pages bring their own texts (route-pass.json) and, later, the map's chunk.
const BuyRoutePassPage = lazyPage(() =>
  import('./pages/buy-route-pass-page').then((m) => m.BuyRoutePassPage),
);
const RoutePassPage = lazyPage(() =>
  import('./pages/route-pass-page').then((m) => m.RoutePassPage),
);
const BuyVignettePage = lazyPage(() =>
  import('./pages/buy-vignette-page').then((m) => m.BuyVignettePage),
);
const VignetteProductPage = lazyPage(() =>
  import('./pages/vignette-product-page').then((m) => m.VignetteProductPage),
);
const PricesPage = lazyPage(() => import('./pages/prices-page').then((m) => m.PricesPage));
const PaymentPage = lazyPage(() => import('./pages/payment-page').then((m) => m.PaymentPage));
const ShoppingCartPage = lazyPage(() =>
  import('./pages/shopping-cart-page').then((m) => m.ShoppingCartPage),
);
const SuccessPage = lazyPage(() => import('./pages/sale-result-pages').then((m) => m.SuccessPage));
const FailedTransactionPage = lazyPage(() =>
  import('./pages/sale-result-pages').then((m) => m.FailedTransactionPage),
);
const FailedActivationPage = lazyPage(() =>
  import('./pages/sale-result-pages').then((m) => m.FailedActivationPage),
);
const ContractManagementPage = lazyPage(() =>
  import('./pages/contract-management-page').then((m) => m.ContractManagementPage),
);
const TollSettingsPage = lazyPage(() =>
  import('../../features/self-care/components/toll-settings-page').then((m) => m.TollSettingsPage),
);
const RoutePassCalculatorPage = lazyPage(() =>
  import('./pages/route-pass-calculator-page').then((m) => m.RoutePassCalculatorPage),
);
const ObuDeliveryPage = lazyPage(() =>
  import('./pages/obu-delivery-page').then((m) => m.ObuDeliveryPage),
);
const FleetApiPage = lazyPage(() =>
  import('../../features/fleet/components/fleet-api-page').then((m) => m.FleetApiPage),
);
const OrderHistoryPage = lazyPage(() =>
  import('./pages/order-history-page').then((m) => m.OrderHistoryPage),
);

/** Routes whose page is an information page of features/content. */
const CONTENT_ROUTES: Readonly<Partial<Record<SiteStaticRoute['id'], ContentId>>> = {
  aboutEVignette: 'aboutEVignette',
  aboutRoutePass: 'aboutRoutePass',
  aboutTollSystem: 'aboutTollSystem',
  aboutDelicts: 'aboutDelicts',
  howToReturnObu: 'howToReturnObu',
  registerSteps: 'registerSteps',
  downloadDocuments: 'downloadDocuments',
  contacts: 'contacts',
  terms: 'terms',
  privacy: 'privacy',
  cookies: 'cookies',
};

const FAQ_ROUTES: readonly string[] = ['faqVignette', 'faqToll', 'faqDelicts', 'faq'];

/** The vignette product pages and their period. */
const PRODUCT_ROUTES = {
  annualVignette: 'ANNUAL',
  quarterlyVignette: 'QUARTERLY',
  monthlyVignette: 'MONTHLY',
  weeklyVignette: 'WEEKLY',
  weekendVignette: 'WEEKEND',
} as const satisfies Partial<Record<SiteStaticRoute['id'], ProductPeriod>>;

const isProductRoute = (id: string): id is keyof typeof PRODUCT_ROUTES => id in PRODUCT_ROUTES;

/** Pages of buying and paying, with the `purchase` texts besides the inner pages' ones. */
const PURCHASE_PAGES: Readonly<Record<string, { preload: () => Promise<unknown> }>> = {
  buyVignette: BuyVignettePage,
  prices: PricesPage,
  payment: PaymentPage,
  shoppingCart: ShoppingCartPage,
  success: SuccessPage,
  failedTransaction: FailedTransactionPage,
  failedActivation: FailedActivationPage,
  orderHistory: OrderHistoryPage,
  ...Object.fromEntries(Object.keys(PRODUCT_ROUTES).map((id) => [id, VignetteProductPage])),
};

/** The element of a route: the built page, or the placeholder of a page still to be built. */
export function sitePageElement(route: SiteStaticRoute): ReactElement {
  const noindex = isNoindexRoute(route);
  const contentId = CONTENT_ROUTES[route.id];
  if (contentId) return <ContentRoutePage contentId={contentId} noindex={noindex} />;
  if (FAQ_ROUTES.includes(route.id)) return <FaqRoutePage pageId={route.id as FaqPageId} />;
  if (isProductRoute(route.id))
    return <VignetteProductPage pageId={route.id} period={PRODUCT_ROUTES[route.id]} />;
  switch (route.id) {
    case 'buyVignette':
      return <BuyVignettePage />;
    case 'prices':
      return <PricesPage />;
    case 'payment':
      return <PaymentPage />;
    case 'shoppingCart':
      return <ShoppingCartPage />;
    case 'success':
      return <SuccessPage />;
    case 'failedTransaction':
      return <FailedTransactionPage />;
    case 'failedActivation':
      return <FailedActivationPage />;
    case 'orderHistory':
      return <OrderHistoryPage />;
    case 'contractManagement':
      return <ContractManagementPage />;
    case 'tollSettings':
      return <TollSettingsPage />;
    case 'routePassCalculator':
      return <RoutePassCalculatorPage />;
    case 'obuDelivery':
      return <ObuDeliveryPage />;
    case 'fleetApi':
      return <FleetApiPage />;
    case 'news':
      return <NewsListPage />;
    case 'newsArticle':
      return <NewsArticlePage />;
    case 'partners':
      return <PartnersPage />;
    case 'trafficAnnouncement':
      return <TrafficAnnouncementPage />;
    case 'vehicleRoute':
      return <VehicleRoutePage />;
    case 'payDelict':
      return <PayDelictPage />;
    case 'delictPayment':
      return <DelictPaymentPage />;
    case 'checkVignette':
      return <CheckVignettePage />;
    case 'addEmail':
      return <AddEmailPage />;
    case 'plateCorrection':
      return <PlateCorrectionPage />;
    case 'unsubscribe':
      return <UnsubscribePage />;
    case 'unsubscribeConfirm':
      return <UnsubscribeConfirmPage />;
    case 'buyRoutePass':
      return <BuyRoutePassPage />;
    case 'routePass':
      return <RoutePassPage />;
    default:
      return (
        <PlaceholderPage
          pageId={route.id as PlaceholderPageId}
          access={'access' in route ? route.access : 'public'}
          noindex={noindex}
        />
      );
  }
}

const WITH_PAGE_TEXTS: Readonly<Record<string, { preload: () => Promise<unknown> }>> = {
  news: NewsListPage,
  newsArticle: NewsArticlePage,
  partners: PartnersPage,
  trafficAnnouncement: TrafficAnnouncementPage,
  vehicleRoute: VehicleRoutePage,
  payDelict: PayDelictPage,
  delictPayment: DelictPaymentPage,
  checkVignette: CheckVignettePage,
  addEmail: AddEmailPage,
  plateCorrection: PlateCorrectionPage,
  unsubscribe: UnsubscribePage,
  unsubscribeConfirm: UnsubscribeConfirmPage,
  buyRoutePass: BuyRoutePassPage,
  routePass: RoutePassPage,
  contractManagement: ContractManagementPage,
  obuDelivery: ObuDeliveryPage,
  fleetApi: FleetApiPage,
  tollSettings: TollSettingsPage,
  routePassCalculator: RoutePassCalculatorPage,
};

/**
 * Loads what the page at `path` (after the language prefix) needs, its code and its texts, so the
 * browser can hydrate the server's HTML in one go.
 */
export function preloadSitePage(path: string, lang: Lang, i18n: i18n): Promise<unknown> {
  const clean = path.replace(/^\/+|\/+$/g, '');
  if (clean === '') return Promise.resolve();
  const route = matchSiteRoute(clean);
  if (!route) {
    const provider = matchPrefixRoute(clean);
    return provider
      ? Promise.all([ProviderRoutePage.preload(), preloadProviderTexts(lang)])
      : Promise.resolve();
  }
  const page = preloadRoutePage(route, lang, i18n);
  // A page behind login hydrates as its "checking your sign-in" state.
  return 'access' in route ? Promise.all([page, preloadLoginCheck()]) : page;
}

function preloadRoutePage(route: SiteStaticRoute, lang: Lang, i18n: i18n): Promise<unknown> {
  const contentId = CONTENT_ROUTES[route.id];
  if (contentId)
    return Promise.all([ContentRoutePage.preload(), preloadContentPage(contentId, lang)]);
  if (FAQ_ROUTES.includes(route.id)) return Promise.all([FaqRoutePage.preload(), preloadFaq(lang)]);
  const purchasePage = PURCHASE_PAGES[route.id];
  if (purchasePage)
    return Promise.all([
      purchasePage.preload(),
      loadSitePagesBundle(i18n, lang),
      loadPurchaseBundle(i18n, lang),
    ]);
  const page =
    preloadIdentityPage(route.id) ?? (WITH_PAGE_TEXTS[route.id] ?? PlaceholderPage).preload();
  return Promise.all([page, loadSitePagesBundle(i18n, lang)]);
}
