import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { appTheme } from '../../theme/app-theme';
import { HeadContext, type HeadContextValue } from '../../site-kit/seo/head-context';

export type SiteProvidersProps = {
  i18n: i18n;
  queryClient: QueryClient;
  head: HeadContextValue;
  children: ReactNode;
};

/** The same providers in the browser and on the server, so server HTML hydrates as rendered. */
export function SiteProviders({ i18n, queryClient, head, children }: SiteProvidersProps) {
  return (
    <MantineProvider theme={appTheme} defaultColorScheme="light">
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <HeadContext.Provider value={head}>{children}</HeadContext.Provider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
