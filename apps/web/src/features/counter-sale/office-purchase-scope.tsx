import { Suspense, type ReactNode } from 'react';
import { Loader } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { useTranslation } from 'react-i18next';
import { useSiteCatalogueReady } from '../../i18n/site-catalogue-loader';
import { officeCart } from '../../purchase/office-cart';
import { PurchaseChannelProvider, type PurchaseChannel } from '../../purchase/purchase-channel';
import { officePath } from '../office-access';

/** The counter's purchase channel: the back office's cart and its `/office/{lang}/…` pages. */
export const OFFICE_PURCHASE: PurchaseChannel = {
  cart: officeCart,
  pathOf: (page, lang) => officePath(lang, page),
};

/** The site's purchase parts speak the site's texts: loaded, and their default namespace here. */
function SiteTexts({ children }: { children: ReactNode }) {
  const { i18n } = useSiteCatalogueReady();
  return (
    <I18nextProvider i18n={i18n} defaultNS="site">
      {children}
    </I18nextProvider>
  );
}

/**
 * Around the public purchase parts reused at the counter (spec §2 back-office buy-vignette,
 * buy-route-pass, shopping-cart): they put what is sold into the counter's cart (`cart.office`),
 * link to the back office's pages, and find the site's texts they were written with.
 */
export function OfficePurchaseScope({ children }: { children: ReactNode }) {
  const { t } = useTranslation('office');
  return (
    <PurchaseChannelProvider value={OFFICE_PURCHASE}>
      <Suspense fallback={<Loader aria-label={t('common.loading')} />}>
        <SiteTexts>{children}</SiteTexts>
      </Suspense>
    </PurchaseChannelProvider>
  );
}
