import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Sale } from '@toll/contract/sales';
import { totalOf } from '../../components/amounts';
import { FormAlert } from '../../components/form-alert';
import { MoneyPairText } from '../../components/money-pair';
import { formatMoney } from '@toll/domain/money-format';
import { useLang } from '../../i18n/use-lang';
import { formatSofiaDateTime } from '../../i18n/format-sofia-time';
import { usePurchaseT } from '../../i18n/purchase-bundle';
import {
  passedRoutePassStarts,
  withoutItem,
  withRoutePassStartingNow,
  withRoutePassVehicle,
} from '../../purchase/cart-model';
import { officeCart } from '../../purchase/office-cart';
import { useCart } from '../../purchase/use-cart';
import { CartRoutePasses } from '../cart';
import '../../site-kit/mantine-route-pass-styles';
import { SHIFT_KEY, sellForCash } from '../cashier-shift';
import { counterSaleBody } from './counter-sale-body';
import { useTabletShift } from './use-tablet-shift';

const errorText = (error: unknown) => (error instanceof Error ? error.message : null);

/**
 * The tablet's `shopping-cart` (spec §2): the route passes of the counter cart with the vehicle of
 * each, the total, the buyer's optional e-mail, and the cash sale through POST /counter-sales at the
 * station's POS in the cashier's open shift (the server checks the shift, prices the passes again
 * and issues them at once). The cart empties once the sale is made.
 */
export function TabletCartPage() {
  const { t } = useTranslation('tablet');
  const lang = useLang();
  const client = useQueryClient();
  const cart = useCart(officeCart);
  const shift = useTabletShift();
  const [email, setEmail] = useState('');
  const [sold, setSold] = useState<Sale | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sell = useMutation({
    mutationFn: (posId: number) => sellForCash(lang, counterSaleBody(cart, posId, email)),
    onSuccess: async (sale) => {
      setSold(sale);
      officeCart.clear();
      setEmail('');
      await client.invalidateQueries({ queryKey: SHIFT_KEY });
    },
  });
  const total = totalOf(cart.routePasses);
  const pt = usePurchaseT();
  const passedStarts = passedRoutePassStarts(cart, new Date());
  const startNow = (indexes: readonly number[]) => {
    officeCart.update((current) => indexes.reduce(withRoutePassStartingNow, current));
    setProblem(null);
  };

  const onSell = () => {
    setProblem(null);
    // A chosen start that has passed: said at the Sell button, with the one-tap fix beside it.
    const passed = passedStarts.flatMap((index) => {
      const pass = cart.routePasses[index];
      return pass?.request.startTime
        ? [
            pt('cart.problemOf', {
              item: pt('cart.routePassName', { route: pass.pointNames.join(' → ') }),
              problem: pt('cart.startPassed', { at: formatSofiaDateTime(pass.request.startTime) }),
            }),
          ]
        : [];
    });
    if (passed.length > 0) return setProblem(passed.join(' '));
    if (cart.routePasses.some((pass) => !pass.lpn || !pass.countryCode))
      return setProblem(t('cart.needVehicle'));
    if (shift.salePos === null)
      return setProblem(shift.shiftPos.length > 0 ? t('cart.needShift') : t('cart.noPos'));
    sell.mutate(shift.salePos);
  };

  return (
    <Stack gap="lg">
      <title>{`${t('cart.title')} – ${t('brand')}`}</title>
      <Title order={1}>{t('cart.title')}</Title>
      {sold && (
        <Alert
          color="green"
          role="status"
          data-testid="tablet-sold"
          title={t('cart.sold', { number: sold.orderNumber })}
        >
          <Text>
            {t('cart.soldItems', {
              items: sold.items
                .map((item) =>
                  `${item.routePassNumber ?? item.vignetteNumber ?? ''} ${item.lpn}`.trim(),
                )
                .join(', '),
            })}
          </Text>
          <Text>{formatMoney(sold.total.price, lang)}</Text>
        </Alert>
      )}
      {cart.routePasses.length === 0 ? (
        <Stack gap="sm" align="flex-start" data-testid="tablet-cart-empty">
          {!sold && <Text size="lg">{t('cart.empty')}</Text>}
          <Button component={Link} to="/buy-route-pass" size="xl">
            {sold ? t('cart.newSale') : t('cart.addRoutePass')}
          </Button>
        </Stack>
      ) : (
        <>
          <CartRoutePasses
            items={cart.routePasses}
            problems={{}}
            passedStarts={passedStarts}
            onStartNow={(index) => startNow([index])}
            onRemove={(index) => officeCart.update((c) => withoutItem(c, 'routePasses', index))}
            onVehicle={(index, vehicle) =>
              officeCart.update((c) => withRoutePassVehicle(c, index, vehicle))
            }
          />
          {total && (
            <Text size="xl" fw={700} data-testid="tablet-cart-total">
              <MoneyPairText {...total} />
            </Text>
          )}
          <TextInput
            size="lg"
            type="email"
            label={t('cart.email')}
            value={email}
            maxLength={254}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <Text size="lg">{t('cart.cash')}</Text>
          <FormAlert message={problem ?? errorText(sell.error)} />
          {problem && passedStarts.length > 0 && (
            <Button size="xl" variant="light" onClick={() => startNow(passedStarts)}>
              {pt('cart.startNow')}
            </Button>
          )}
          <Group>
            <Button size="xl" loading={sell.isPending} onClick={onSell}>
              {t('cart.sell', { amount: total ? formatMoney(total.primary, lang) : '' })}
            </Button>
            <Button size="xl" variant="default" component={Link} to="/buy-route-pass">
              {t('cart.addRoutePass')}
            </Button>
            <Button size="xl" variant="subtle" color="red" onClick={() => officeCart.clear()}>
              {t('cart.clear')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
