import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { LangLink } from '../../../components/lang-link';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import { SaleItems } from './sale-items';
import { SaleResult } from './sale-result';
import { SaleFacts } from './sale-total';

/**
 * `success?trans_id=`: activation running (polled; the buyer never activates anything), then the
 * vignettes with their numbers, windows and PDFs, and that the receipt was e-mailed (spec §4).
 */
export function SuccessView() {
  const t = usePurchaseT();
  return (
    <SaleResult page="success">
      {(sale) => (
        <Stack gap="md" data-testid="sale-success">
          <Title order={2}>{t('success.title')}</Title>
          <Text>{t('success.receipt', { email: sale.email })}</Text>
          <SaleFacts sale={sale} />
          <SaleItems items={sale.items} />
          <Group gap="sm">
            <Button component={LangLink} to="buy-vignette">
              {t('success.buyAnother')}
            </Button>
            <Button component={LangLink} to="account/orderHistory" variant="default">
              {t('success.orders')}
            </Button>
          </Group>
        </Stack>
      )}
    </SaleResult>
  );
}
