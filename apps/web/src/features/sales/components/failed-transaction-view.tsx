import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import type { Sale } from '@toll/contract/sales';
import { LangLink } from '../../../components/lang-link';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import { SaleResult } from './sale-result';
import { SaleFacts } from './sale-total';

function Advice({ sale }: { sale: Sale }) {
  const t = usePurchaseT();
  const payment = sale.payment;
  if (!payment?.mayPayAgain)
    return (
      <Alert color="red" title={t('failedPayment.doNotPayTitle')} data-testid="do-not-pay">
        {t('failedPayment.doNotPayText', { email: sale.email })}
      </Alert>
    );
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{t(`failedPayment.advice.${payment.category ?? 'declined'}`)}</Text>
      <Text>{t('failedPayment.nothingCharged')}</Text>
      <Button component={LangLink} to="shopping-cart">
        {t('failedPayment.toCart')}
      </Button>
    </Stack>
  );
}

/**
 * `failed-transaction?trans_id=`: the gateway's reason in the buyer's language, and what to do:
 * pay again from the cart, or, while the result is still being verified, do NOT pay again.
 */
export function FailedTransactionView() {
  const t = usePurchaseT();
  return (
    <SaleResult page="failed-transaction">
      {(sale) => (
        <Stack gap="md" data-testid="sale-failed-payment">
          <Title order={2}>{t('failedPayment.title')}</Title>
          <Text>
            {t('failedPayment.reason', {
              reason: sale.payment?.message ?? t('failedPayment.noReason'),
            })}
          </Text>
          <SaleFacts sale={sale} />
          <Advice sale={sale} />
        </Stack>
      )}
    </SaleResult>
  );
}
