import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import type { Lang } from '@toll/domain/languages';
import { initI18n } from '../i18n/init-i18n';
import { officeCatalogues } from '../i18n/office-catalogues';

// happy-dom has no font loading API; Mantine's autosize textarea listens to it
if (typeof document !== 'undefined' && !('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });

/**
 * Renders an office component as the office shell runs it (Mantine, TanStack Query, the router on
 * the real address, the office texts) at `address`, for component tests in happy-dom.
 */
export function renderOffice(ui: ReactNode, options: { address?: string; lang?: Lang } = {}) {
  window.history.replaceState(null, '', options.address ?? '/office/bg/test');
  const i18n = initI18n('office', officeCatalogues, options.lang ?? 'bg');
  void i18n.changeLanguage(options.lang ?? 'bg');
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={queries}>
        <BrowserRouter>{ui}</BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** The address's query as a plain object (what a pasted link would carry). */
export const addressQuery = () =>
  Object.fromEntries(new URLSearchParams(window.location.search).entries());
