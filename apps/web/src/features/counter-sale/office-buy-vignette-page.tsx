import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PurchaseWizard, officeWizard } from '../vignette-purchase';
import { CounterCartLink } from './counter-cart-link';
import { OfficePurchaseScope } from './office-purchase-scope';

/**
 * `buy-vignette` in the back office (spec §2): the public purchase wizard in five steps, the same
 * server-side checks (overlap, 30 days ahead, the tariff now), putting each vignette into the
 * counter's cart; the buyer's e-mail is optional here (the cashier hands the receipt over).
 */
export function OfficeBuyVignettePage() {
  const { t } = useTranslation('office');
  return (
    <Container size="lg" py="lg">
      <title>{`${t('screens.buy-vignette')} – ${t('brand')}`}</title>
      <Stack gap="md">
        <Title order={1}>{t('screens.buy-vignette')}</Title>
        <CounterCartLink />
        <OfficePurchaseScope>
          <PurchaseWizard store={officeWizard} />
        </OfficePurchaseScope>
      </Stack>
    </Container>
  );
}
