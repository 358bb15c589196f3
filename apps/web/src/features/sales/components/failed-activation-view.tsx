import { Anchor, Stack, Text, Title } from '@mantine/core';
import { LangLink } from '../../../components/lang-link';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import { SaleItems } from './sale-items';
import { SaleResult } from './sale-result';
import { SaleFacts } from './sale-total';
import { orderMix } from '../model/order-kinds';

/**
 * `failed-activation?trans_id=`: which items could not be activated and why, that their amount is
 * refunded to the card automatically, the ones that were activated, and whom to contact.
 */
export function FailedActivationView() {
  const t = usePurchaseT();
  return (
    <SaleResult page="failed-activation">
      {(sale) => {
        const failed = sale.items.filter((item) => item.status === 'ACTIVATION_FAILED');
        const active = sale.items.filter((item) => item.status === 'ACTIVE');
        return (
          <Stack gap="md" data-testid="sale-failed-activation">
            <Title order={2}>{t('failedActivation.title', { count: failed.length })}</Title>
            <Text>{t(`failedActivation.refund.${sale.refund?.status ?? 'PENDING'}`)}</Text>
            <SaleFacts sale={sale} />
            <SaleItems items={failed} />
            {active.length > 0 && (
              <>
                <Title order={2}>{t('failedActivation.activeTitle')}</Title>
                <Text>{t(`success.receiptOf.${orderMix(active)}`, { email: sale.email })}</Text>
                <SaleItems items={active} />
              </>
            )}
            <Text>
              {t('failedActivation.contact')}{' '}
              <Anchor component={LangLink} to="contacts">
                {t('failedActivation.contactLink')}
              </Anchor>
            </Text>
          </Stack>
        );
      }}
    </SaleResult>
  );
}
