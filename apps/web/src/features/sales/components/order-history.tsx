import { useState } from 'react';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import '../../../site-kit/mantine-purchase-styles';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import { moneyPair } from '../../../components/amounts';
import { MoneyPairText } from '../../../components/money-pair';
import { useUserSales } from '../api/get-user-sales';
import { LangLink } from '../../../components/lang-link';
import { renewalQuery, renewalsOf } from '@toll/domain/renewal';
import type { Sale } from '@toll/contract/sales';
import { SaleItems } from './sale-items';
import classes from './sale.module.css';

const PAGE_SIZE = 10;

/**
 * "Buy again" (issue #38): the order's vignettes (same vehicles and products) into the cart, each
 * starting when the old one ends or today when that has passed; the cart checks and prices them.
 */
function BuyAgain({ items, orderNumber }: { items: Sale['items']; orderNumber: string }) {
  const t = usePurchaseT();
  const renewals = renewalsOf(items, new Date());
  if (renewals.length === 0) return null;
  return (
    <Group gap="sm" mt="xs">
      <Button
        component={LangLink}
        to={`shopping-cart?${renewalQuery(renewals)}`}
        aria-label={`${t('orders.buyAgain')} ${orderNumber}`}
        title={t('orders.buyAgainHint')}
      >
        {t('orders.buyAgain')}
      </Button>
    </Group>
  );
}

/** `account/orderHistory`: the user's sales with their items, states and PDFs, current ones or all. */
export function OrderHistory() {
  const t = usePurchaseT();
  const [active, setActive] = useState(true);
  const [page, setPage] = useState(1);
  const sales = useUserSales({ active, page, size: PAGE_SIZE });
  const pages = sales.data ? Math.max(1, Math.ceil(sales.data.total / PAGE_SIZE)) : 1;
  const show = (value: boolean) => {
    setActive(value);
    setPage(1);
  };

  let body;
  if (sales.isPending) body = <Loader aria-label={t('orders.loading')} />;
  else if (sales.isError)
    body = (
      <div role="alert">
        <Text mb="sm">{sales.error.message}</Text>
        <Button variant="default" onClick={() => void sales.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  else if (sales.data.sales.length === 0)
    body = <Text>{active ? t('orders.emptyActive') : t('orders.empty')}</Text>;
  else
    body = (
      <Stack gap="lg">
        {sales.data.sales.map((sale) => (
          <section key={sale.transId} aria-labelledby={`order-${sale.transId}`}>
            <Title order={2} size="h4" id={`order-${sale.transId}`}>
              {t('orders.order', {
                order: sale.orderNumber,
                date: formatSofiaDateTime(sale.createdAt),
              })}
            </Title>
            <p className={classes.status}>
              <span>{t(`saleStatus.${sale.status}`)}</span>
              <MoneyPairText {...moneyPair(sale.total)} />
            </p>
            <SaleItems items={sale.items} />
            <BuyAgain items={sale.items} orderNumber={sale.orderNumber} />
          </section>
        ))}
        {pages > 1 && (
          <Group gap="sm" component="nav" aria-label={t('orders.pages')}>
            <Button variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('orders.previous')}
            </Button>
            <Text>{t('orders.pageOf', { page, pages })}</Text>
            <Button variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('orders.next')}
            </Button>
          </Group>
        )}
      </Stack>
    );

  return (
    <Stack gap="lg">
      <Group gap="xs" role="group" aria-label={t('orders.filter')}>
        <Button
          variant={active ? 'filled' : 'default'}
          aria-pressed={active}
          onClick={() => show(true)}
        >
          {t('orders.active')}
        </Button>
        <Button
          variant={active ? 'default' : 'filled'}
          aria-pressed={!active}
          onClick={() => show(false)}
        >
          {t('orders.all')}
        </Button>
      </Group>
      <div aria-busy={sales.isFetching}>{body}</div>
    </Stack>
  );
}
