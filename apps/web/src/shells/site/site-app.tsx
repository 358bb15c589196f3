import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { RouterProvider } from 'react-router/dom';
import { browserBaseUrl } from '../../site-kit/seo/head-context';
import { SiteProviders } from './site-providers';
import { createSiteRouter } from './site-router';

/** The public site in the browser. */
export function SiteApp({ queryClient }: { queryClient: QueryClient }) {
  return (
    <SiteProviders
      i18n={i18next}
      queryClient={queryClient}
      head={{ baseUrl: browserBaseUrl(), collect: null }}
    >
      <RouterProvider router={router()} />
    </SiteProviders>
  );
}

let created: ReturnType<typeof createSiteRouter> | null = null;
function router() {
  created ??= createSiteRouter();
  return created;
}
