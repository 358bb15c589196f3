import { useMemo, useState } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@toll/domain/money-format';
import { totalOf } from '../../components/amounts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useLang } from '../../i18n/use-lang';
import { usePurchaseT } from '../../i18n/purchase-bundle';
import { useActiveVignettesCheck } from '../../purchase/check-active-vignettes';
import { cartDrafts } from '../../purchase/cart-drafts';
import { cartSize, withoutItem, withRoutePassVehicle, type Cart } from '../../purchase/cart-model';
import { officeCart } from '../../purchase/office-cart';
import { useCart } from '../../purchase/use-cart';
import { CartRoutePasses, CartTotal, CartVignettes, cartAmounts } from '../cart';
import '../../site-kit/mantine-route-pass-styles';
import { isTransId } from '../sales';
import { useOfficePath } from '../office-access';
import { CounterCheckout } from './counter-checkout';
import { CounterOutcome } from './counter-outcome';
import { OfficePurchaseScope } from './office-purchase-scope';
import { useCounterSale } from './use-counter-sale';
import { PlateCorrectionCounter } from './plate-correction-counter';

/**
 * `shopping-cart` in the back office (spec §2, §4, §9): the counter cart's vignettes and route
 * passes with the server's verdict for each, the total, and the sale: at the cashier's point of
 * sale, in the open shift where the POS works in shifts, for cash (issued at once) or by card at
 * the gateway, the buyer's e-mail optional. After a sale, its documents and receipt PDFs.
 */
export function OfficeCartPage() {
  const { t } = useTranslation('office');
  return (
    <Container size="lg" py="lg">
      <title>{`${t('screens.shopping-cart')} – ${t('brand')}`}</title>
      <Stack gap="md">
        <Title order={1}>{t('screens.shopping-cart')}</Title>
        <OfficePurchaseScope>
          <CounterCart />
        </OfficePurchaseScope>
      </Stack>
    </Container>
  );
}

function CounterCart() {
  const cart = useCart(officeCart);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const value = params.get('trans_id');
  const transId = isTransId(value) ? value : null;
  return (
    <Stack gap="md">
      {transId && (
        <CounterOutcome
          key={transId}
          transId={transId}
          onDone={() => void navigate({ search: '' }, { replace: true })}
        />
      )}
      {cartSize(cart) === 0 ? (
        <EmptyCounterCart sold={transId !== null} />
      ) : (
        <CartToSell cart={cart} />
      )}
    </Stack>
  );
}

function EmptyCounterCart({ sold }: { sold: boolean }) {
  const { t } = useTranslation('office');
  const to = useOfficePath();
  const [correcting, setCorrecting] = useState(false);
  return (
    <Stack gap="sm" align="flex-start" data-testid="counter-cart-empty">
      {!sold && <Text>{t('counter.empty')}</Text>}
      <Group gap="sm">
        <Button component={Link} to={to('buy-vignette')}>
          {t('screens.buy-vignette')}
        </Button>
        <Button component={Link} to={to('buy-route-pass')} variant="default">
          {t('screens.buy-route-pass')}
        </Button>
        <Button variant="default" onClick={() => setCorrecting(true)}>
          {t('counter.correctionOpen')}
        </Button>
      </Group>
      {correcting && <PlateCorrectionCounter onClose={() => setCorrecting(false)} />}
    </Stack>
  );
}

function CartToSell({ cart }: { cart: Cart }) {
  const { t } = useTranslation('office');
  const tp = usePurchaseT();
  const lang = useLang();
  const to = useOfficePath();
  const drafts = useMemo(() => cartDrafts(cart), [cart]);
  const check = useActiveVignettesCheck(drafts);
  const verdicts = drafts.map((_, index) => check.data?.items.find((item) => item.index === index));
  const sale = useCounterSale(cart);
  const [clearing, setClearing] = useState(false);
  const total = totalOf(cartAmounts(cart, verdicts));
  return (
    <Stack gap="md">
      {cart.vignettes.length > 0 && (
        <section aria-labelledby="counter-vignettes">
          <Title order={2} size="h3" id="counter-vignettes" mb="xs">
            {tp('cart.vignettes')}
          </Title>
          {check.isFetching && <Text size="sm">{tp('cart.checking')}</Text>}
          <CartVignettes
            items={cart.vignettes}
            verdicts={verdicts}
            problems={sale.problems.vignettes}
            onRemove={(index) => officeCart.update((c) => withoutItem(c, 'vignettes', index))}
          />
        </section>
      )}
      {cart.routePasses.length > 0 && (
        <section aria-labelledby="counter-route-passes">
          <Title order={2} size="h3" id="counter-route-passes" mb="xs">
            {tp('cart.routePasses')}
          </Title>
          <CartRoutePasses
            items={cart.routePasses}
            problems={sale.problems.routePasses}
            onRemove={(index) => officeCart.update((c) => withoutItem(c, 'routePasses', index))}
            onVehicle={(index, vehicle) =>
              officeCart.update((c) => withRoutePassVehicle(c, index, vehicle))
            }
          />
        </section>
      )}
      <CartTotal cart={cart} verdicts={verdicts} />
      <Group gap="sm">
        <Button component={Link} to={to('buy-vignette')} variant="default">
          {tp('cart.addVignette')}
        </Button>
        <Button component={Link} to={to('buy-route-pass')} variant="default">
          {tp('cart.addRoutePass')}
        </Button>
        <Button variant="subtle" color="red" onClick={() => setClearing(true)}>
          {tp('cart.clear')}
        </Button>
      </Group>
      <CounterCheckout
        email={cart.email ?? ''}
        total={total ? formatMoney(total.primary, lang) : ''}
        problems={[
          ...sale.problems.other,
          ...(sale.problems.fields.email ? [sale.problems.fields.email] : []),
        ]}
        busy={sale.phase === 'selling'}
        redirecting={sale.phase === 'redirecting'}
        onSell={(values) => void sale.sell(values)}
      />
      <ConfirmDialog
        opened={clearing}
        title={tp('cart.clearTitle')}
        message={tp('cart.clearText')}
        onCancel={() => setClearing(false)}
        onConfirm={() => {
          officeCart.clear();
          setClearing(false);
        }}
      />
      <Text size="sm" c="dimmed">
        {t('counter.pricesNote')}
      </Text>
    </Stack>
  );
}
