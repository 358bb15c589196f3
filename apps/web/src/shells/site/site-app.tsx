import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { BrowserRouter } from 'react-router';
import { browserBaseUrl } from '../../site-kit/seo/head-context';
import { SiteProviders } from './site-providers';
import { SiteRoutes } from './site-router';

/** The public site in the browser. */
export function SiteApp({ queryClient }: { queryClient: QueryClient }) {
  return (
    <SiteProviders
      i18n={i18next}
      queryClient={queryClient}
      head={{ baseUrl: browserBaseUrl(), collect: null }}
    >
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </SiteProviders>
  );
}
