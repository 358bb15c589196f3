import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PurchaseWizard } from '../../../features/vignette-purchase/components/purchase-wizard';
import { SitePageFrame } from './site-page-frame';

/** `buy-vignette` (`?period=ANNUAL` from a product page): the purchase wizard. */
export function BuyVignettePage() {
  const { t } = useTranslation();
  return (
    <SitePageFrame pageId="buyVignette">
      <Text mb="lg" maw={760}>
        {t('home.heroText')}
      </Text>
      <PurchaseWizard />
    </SitePageFrame>
  );
}
