import { useEffect, useState } from 'react';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cashPaymentDeadline } from '@toll/domain/checkout-rules';
import { isPayable, isSettled } from '@toll/domain/sale-states';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import { FormAlert } from '../../components/form-alert';
import { MoneyPairText } from '../../components/money-pair';
import { moneyPair } from '../../components/amounts';
import { useLang } from '../../i18n/use-lang';
import { usePurchaseT } from '../../i18n/purchase-bundle';
import { officePendingPurchase, officeOrderKey } from '../../purchase/office-cart';
import { SHIFT_KEY } from '../cashier-shift';
import { saleQuery, SaleItems, useSalePolling } from '../sales';
import { payOrderInCash } from './counter-sale-api';
import { settleCounterSale } from './use-counter-sale';

const errorOf = (error: unknown) => (error instanceof Error ? error.message : null);

/**
 * What became of the counter's last sale (`?trans_id=`): a cash sale at once, a card order when
 * the gateway's answer is in (asked for again while it runs). A sold cart's items leave the
 * cart; the documents are shown with their PDFs (the receipt, to print or hand over). An unpaid
 * card order can be taken in cash instead within its 30 minutes (spec §9); after them it has
 * expired and its vehicles are free again.
 */
export function CounterOutcome({ transId, onDone }: { transId: string; onDone: () => void }) {
  const { t } = useTranslation('office');
  const tp = usePurchaseT();
  const lang = useLang();
  const client = useQueryClient();
  const { query } = useSalePolling(transId);
  const sale = query.data;
  const [tookCash, setTookCash] = useState(false);
  const cash = useMutation({
    mutationFn: () => payOrderInCash(lang, transId),
    onSuccess: async () => {
      setTookCash(true);
      await client.invalidateQueries({ queryKey: saleQuery(lang, transId).queryKey });
      await client.invalidateQueries({ queryKey: SHIFT_KEY });
    },
  });

  useEffect(() => {
    if (!sale) return;
    if (isSettled(sale.status)) settleCounterSale(transId);
    else if (!isPayable(sale.status) || sale.status === 'PAYMENT_FAILED') {
      // the order will not be paid by card: the cart keeps its items for another order
      if (officePendingPurchase.read()?.transId === transId) officePendingPurchase.clear();
      officeOrderKey.forget();
    }
  }, [sale, transId]);

  if (query.isPending) return <Loader aria-label={tp('result.loading')} />;
  if (query.isError) return <FormAlert message={query.error.message} />;
  const data = query.data;
  const settled = isSettled(data.status);
  const deadline = formatSofiaDisplay(cashPaymentDeadline(new Date(data.createdAt)));
  const title = settled
    ? t('counter.sold', { number: data.orderNumber })
    : data.status === 'EXPIRED'
      ? t('counter.expired', { number: data.orderNumber })
      : data.status === 'PAYMENT_FAILED'
        ? t('counter.failed', { number: data.orderNumber })
        : t('counter.waiting', { number: data.orderNumber });

  return (
    <Card
      withBorder
      component="section"
      aria-labelledby="counter-outcome"
      data-testid="counter-outcome"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="counter-outcome">
          {title}
        </Title>
        <Text size="sm">{tp(`saleStatus.${data.status}`)}</Text>
        {data.pending && (
          <Text role="status">
            <Loader size="xs" mr="xs" aria-hidden="true" />
            {t('counter.waitingText', { deadline })}
          </Text>
        )}
        {data.payment?.message && !settled && <Alert color="yellow">{data.payment.message}</Alert>}
        {data.status === 'EXPIRED' && <Alert color="red">{t('counter.expiredText')}</Alert>}
        {settled && (
          <>
            {tookCash && <Text role="status">{t('counter.tookCash')}</Text>}
            <SaleItems items={data.items} />
            <Text fw={700}>
              {tp('sale.total')} <MoneyPairText {...moneyPair(data.total)} />
            </Text>
            {data.email && (
              <Text size="sm">{t('counter.receiptMailed', { email: data.email })}</Text>
            )}
          </>
        )}
        <FormAlert message={errorOf(cash.error)} />
        <Group>
          {isPayable(data.status) && (
            <Button loading={cash.isPending} onClick={() => cash.mutate()} color="green">
              {t('counter.takeCash')}
            </Button>
          )}
          <Button variant={settled ? 'filled' : 'default'} onClick={onDone}>
            {settled ? t('counter.newSale') : t('counter.backToCart')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
