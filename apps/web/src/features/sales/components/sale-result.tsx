import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { Navigate } from 'react-router';
import type { Sale } from '@toll/contract/sales';
import { isSettled, resultPageFor, type ResultPage } from '@toll/domain/sale-states';
import { ApiRequestError } from '../../../api/client';
import { LangLink } from '../../../components/lang-link';
import { useLang } from '../../../i18n/use-lang';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import { settleSitePurchase, sitePendingPurchase } from '../../../purchase/site-cart';
import { useSalePolling } from '../hooks/use-sale-polling';
import { useTransId } from '../hooks/use-trans-id';

export type SaleResultProps = {
  /** The page this is: a settled sale that belongs on another result page goes there. */
  page: ResultPage;
  children: (sale: Sale) => ReactNode;
};

/** While payment or activation is still running: what is happening, and never to pay again. */
function PendingSale({
  sale,
  waitedTooLong,
  onAskAgain,
}: {
  sale: Sale;
  waitedTooLong: boolean;
  onAskAgain: () => void;
}) {
  const t = usePurchaseT();
  if (waitedTooLong)
    return (
      <Alert color="blue" title={t('result.slowTitle')} data-testid="sale-slow">
        <Stack gap="sm" align="flex-start">
          <Text>{t('result.slowText', { email: sale.email })}</Text>
          <Button variant="default" onClick={onAskAgain}>
            {t('result.askAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <div role="status" data-testid="sale-pending">
      <Stack gap="sm">
        <Text fw={700}>
          <Loader size="sm" aria-hidden="true" mr="sm" />
          {t(sale.status === 'AWAITING_PAYMENT' ? 'result.waitingPayment' : 'result.running')}
        </Text>
        <Text>{t('result.runningText', { order: sale.orderNumber })}</Text>
      </Stack>
    </div>
  );
}

/**
 * A result page's sale (`?trans_id=`): asked for again while it is pending; once settled its items
 * leave the cart; a result that belongs on another result page goes there.
 */
export function SaleResult({ page, children }: SaleResultProps) {
  const t = usePurchaseT();
  const lang = useLang();
  const transId = useTransId();
  const { query, waitedTooLong, askAgain } = useSalePolling(transId ?? null);
  const sale = query.data;
  useEffect(() => {
    if (!sale || !transId) return;
    if (isSettled(sale.status)) settleSitePurchase(transId);
    else if (sale.status === 'PAYMENT_FAILED' && sale.payment?.mayPayAgain)
      sitePendingPurchase.clear();
  }, [sale, transId]);

  if (transId === undefined) return <Loader aria-label={t('result.loading')} />;
  if (transId === null)
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{t('result.noOrder')}</Text>
        <LangLink to="shopping-cart">{t('result.toCart')}</LangLink>
      </Stack>
    );
  if (query.isPending) return <Loader aria-label={t('result.loading')} />;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text>
            {query.error instanceof ApiRequestError && query.error.status === 404
              ? t('result.notFound')
              : query.error.message}
          </Text>
          <Button variant="default" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  if (query.data.pending)
    return <PendingSale sale={query.data} waitedTooLong={waitedTooLong} onAskAgain={askAgain} />;
  const belongs = resultPageFor(query.data.status);
  if (belongs !== page) return <Navigate replace to={`/${lang}/${belongs}?trans_id=${transId}`} />;
  return <>{children(query.data)}</>;
}
