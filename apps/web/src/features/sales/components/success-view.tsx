import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { LangLink } from '../../../components/lang-link';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import { orderKinds, orderMix, type OrderKind } from '../model/order-kinds';
import { SaleItems } from './sale-items';
import { SaleResult } from './sale-result';
import { SaleFacts } from './sale-total';

/** Where to go for more of each kind. */
const MORE: Record<OrderKind, string> = {
  VIGNETTE: 'buy-vignette',
  ROUTE_PASS: 'buy-route-pass',
  DELICT: 'pay-delict',
  PLATE_CORRECTION: 'check-for-validity-of-e-vignette',
};

/**
 * `success?trans_id=`: activation running (polled; the buyer never activates anything), then what
 * the order holds — vignettes, route passes, paid violations, or a mix — each with its numbers,
 * windows and PDFs, and that the receipt was e-mailed (spec §4). The words follow the kinds.
 */
export function SuccessView() {
  const t = usePurchaseT();
  return (
    <SaleResult page="success">
      {(sale) => {
        const mix = orderMix(sale.items);
        return (
          <Stack gap="md" data-testid="sale-success">
            <Title order={2}>{t(`success.titleOf.${mix}`)}</Title>
            <Text>{t(`success.receiptOf.${mix}`, { email: sale.email })}</Text>
            <SaleFacts sale={sale} />
            <SaleItems items={sale.items} />
            <Group gap="sm">
              {orderKinds(sale.items).map((kind, index) => (
                <Button
                  key={kind}
                  component={LangLink}
                  to={MORE[kind]}
                  variant={index === 0 ? 'filled' : 'default'}
                >
                  {t(`success.more.${kind}`)}
                </Button>
              ))}
              <Button component={LangLink} to="account/orderHistory" variant="default">
                {t('success.orders')}
              </Button>
            </Group>
          </Stack>
        );
      }}
    </SaleResult>
  );
}
