import { lazy, type ReactElement } from 'react';
import type { SiteStaticRoute } from '@toll/domain/site-routes';
import type { ContentId } from '../../features/content/load-content';
import type { FaqPageId } from './pages/faq-route-page';
import { LazyPlaceholderPage } from './pages/lazy-placeholder-page';
import type { PlaceholderPageId } from './pages/placeholder-page';

// Every page loads on demand, so the home page carries none of them.
const ContentRoutePage = lazy(() =>
  import('./pages/content-route-page').then((m) => ({ default: m.ContentRoutePage })),
);
const FaqRoutePage = lazy(() =>
  import('./pages/faq-route-page').then((m) => ({ default: m.FaqRoutePage })),
);
const NewsListPage = lazy(() =>
  import('./pages/news-list-page').then((m) => ({ default: m.NewsListPage })),
);
const NewsArticlePage = lazy(() =>
  import('./pages/news-article-page').then((m) => ({ default: m.NewsArticlePage })),
);
const PartnersPage = lazy(() =>
  import('./pages/partners-page').then((m) => ({ default: m.PartnersPage })),
);
const TrafficAnnouncementPage = lazy(() =>
  import('./pages/traffic-announcement-page').then((m) => ({ default: m.TrafficAnnouncementPage })),
);
const VehicleRoutePage = lazy(() =>
  import('./pages/vehicle-route-page').then((m) => ({ default: m.VehicleRoutePage })),
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

/** The element of a route: the built page, or the placeholder of a page still to be built. */
export function sitePageElement(route: SiteStaticRoute): ReactElement {
  const noindex = 'noindex' in route ? route.noindex : false;
  const contentId = CONTENT_ROUTES[route.id];
  if (contentId) return <ContentRoutePage contentId={contentId} noindex={noindex} />;
  if (FAQ_ROUTES.includes(route.id)) return <FaqRoutePage pageId={route.id as FaqPageId} />;
  switch (route.id) {
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
    default:
      return (
        <LazyPlaceholderPage
          pageId={route.id as PlaceholderPageId}
          access={'access' in route ? route.access : 'public'}
          noindex={noindex}
        />
      );
  }
}
