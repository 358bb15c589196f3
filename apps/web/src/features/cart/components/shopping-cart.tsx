import '../../../site-kit/mantine-purchase-styles';
import { useMemo, useRef, useState } from 'react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LangLink } from '../../../components/lang-link';
import { useHydrated } from '../../../hooks/use-hydrated';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import { useEffectiveFlags } from '../../feature-flags';
import { useSession } from '../../session';
import { useActiveVignettesCheck } from '../../../purchase/check-active-vignettes';
import { cartDrafts } from '../../../purchase/cart-drafts';
import { useCart } from '../../../purchase/use-cart';
import { useCheckout } from '../hooks/use-checkout';
import { usePendingPurchase } from '../hooks/use-pending-purchase';
import { useRenewals } from '../hooks/use-renewals';
import {
  cartSize,
  passedRoutePassStarts,
  withEmail,
  withoutItem,
  withRoutePassStartingNow,
  withRoutePassVehicle,
  type Cart,
} from '../../../purchase/cart-model';
import { NO_PROBLEMS, type PaymentProblems } from '../model/payment-problems';
import { siteCart } from '../../../purchase/site-cart';
import { BuyerNote } from './buyer-note';
import { CartRoutePasses } from './cart-route-passes';
import { CartTotal } from './cart-total';
import { CartVignettes } from './cart-vignettes';
import { CheckoutForm } from './checkout-form';
import { PendingPurchaseNotice } from './pending-purchase-notice';
import classes from './cart.module.css';

function EmptyCart() {
  const t = usePurchaseT();
  return (
    <Stack gap="sm" align="flex-start" data-testid="cart-empty">
      <Text>{t('cart.empty')}</Text>
      <Group gap="sm">
        <Button component={LangLink} to="buy-vignette">
          {t('cart.buyVignette')}
        </Button>
        <Button component={LangLink} to="buy-route-pass" variant="default">
          {t('cart.buyRoutePass')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Each refused item named with what is wrong with it, for the summary at the Pay button. */
function namedProblems(
  cart: Cart,
  problems: PaymentProblems,
  vignetteErrors: readonly (readonly string[])[],
  t: ReturnType<typeof usePurchaseT>,
): string[] {
  if (problems === NO_PROBLEMS) return [];
  const line = (item: string, messages: readonly string[]) =>
    messages.length > 0 ? [t('cart.problemOf', { item, problem: messages.join(' ') })] : [];
  return [
    ...cart.vignettes.flatMap((item, index) =>
      line(t('cart.vignetteName', { period: item.periodText, lpn: item.lpn }), [
        ...(vignetteErrors[index] ?? []),
        ...(problems.vignettes[index] ?? []),
      ]),
    ),
    ...cart.routePasses.flatMap((item, index) =>
      line(
        t('cart.routePassName', { route: item.pointNames.join(' → ') }),
        problems.routePasses[index] ?? [],
      ),
    ),
  ];
}

/**
 * `shopping-cart` (spec §2, §4, §5): the vignettes and route passes with the server's verdict and
 * price for each (checked on load and again before paying), the total in both currencies, the
 * receipt's e-mail, the two acceptances, guest purchase or login, then Pay → the card gateway.
 */
export function ShoppingCart() {
  const t = usePurchaseT();
  const hydrated = useHydrated();
  const cart = useCart();
  const session = useSession();
  const { flags } = useEffectiveFlags();
  const drafts = useMemo(() => cartDrafts(cart), [cart]);
  const check = useActiveVignettesCheck(drafts);
  const checkout = useCheckout(cart);
  const pending = usePendingPurchase();
  const renewals = useRenewals();
  const [clearing, setClearing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const listsRef = useRef<HTMLDivElement>(null);

  // The stored cart exists only in the browser: the server renders the loading state.
  if (!hydrated || renewals.kind === 'adding') return <Loader aria-label={t('cart.loading')} />;

  const verdicts = drafts.map((_, index) => check.data?.items.find((item) => item.index === index));
  const passedStarts = passedRoutePassStarts(cart, new Date());
  const startNow = (indexes: readonly number[]) => {
    siteCart.update((current) => indexes.reduce(withRoutePassStartingNow, current));
    checkout.reset();
  };
  const itemProblems = namedProblems(
    cart,
    checkout.problems,
    verdicts.map((verdict) => verdict?.errors.map((error) => error.message) ?? []),
    t,
  );
  const remove = (list: 'vignettes' | 'routePasses', index: number, name: string) => {
    siteCart.update((current) => withoutItem(current, list, index));
    setNotice(t('cart.removed', { item: name }));
    listsRef.current?.focus();
  };
  const salesOpen =
    !flags ||
    (flags.SALES &&
      (cart.vignettes.length === 0 || flags.VIGNETTE) &&
      (cart.routePasses.length === 0 || flags.ROUTE_PASS));
  const blocked = !salesOpen
    ? t('salesPaused')
    : pending.kind === 'unresolved'
      ? t('cart.pendingBlocks')
      : pending.kind === 'checking'
        ? t('cart.pendingChecking')
        : null;

  return (
    <div>
      <PendingPurchaseNotice state={pending} />
      <p role="status" className={classes.itemFacts}>
        {notice ??
          (renewals.kind === 'added'
            ? renewals.count > 0
              ? t('cart.renewed', { count: renewals.count })
              : t('cart.renewNone')
            : renewals.kind === 'failed'
              ? t('cart.renewFailed')
              : null)}
      </p>
      {cartSize(cart) === 0 ? (
        <EmptyCart />
      ) : (
        <>
          <div ref={listsRef} tabIndex={-1} aria-label={t('cart.contents')}>
            {cart.vignettes.length > 0 && (
              <section className={classes.section} aria-labelledby="cart-vignettes">
                <h2 id="cart-vignettes" className={classes.sectionTitle}>
                  {t('cart.vignettes')}
                </h2>
                {check.isFetching && (
                  <Text size="sm" role="status">
                    {t('cart.checking')}
                  </Text>
                )}
                {check.isError && (
                  <Text size="sm" c="red.9" role="alert">
                    {check.error.message}
                  </Text>
                )}
                <CartVignettes
                  items={cart.vignettes}
                  verdicts={verdicts}
                  problems={checkout.problems.vignettes}
                  onRemove={(index) =>
                    remove(
                      'vignettes',
                      index,
                      t('cart.vignetteName', {
                        period: cart.vignettes[index]?.periodText ?? '',
                        lpn: cart.vignettes[index]?.lpn ?? '',
                      }),
                    )
                  }
                />
              </section>
            )}
            {cart.routePasses.length > 0 && (
              <section className={classes.section} aria-labelledby="cart-route-passes">
                <h2 id="cart-route-passes" className={classes.sectionTitle}>
                  {t('cart.routePasses')}
                </h2>
                <CartRoutePasses
                  items={cart.routePasses}
                  problems={checkout.problems.routePasses}
                  onRemove={(index) =>
                    remove(
                      'routePasses',
                      index,
                      t('cart.routePassName', {
                        route: cart.routePasses[index]?.pointNames.join(' → ') ?? '',
                      }),
                    )
                  }
                  onVehicle={(index, vehicle) =>
                    siteCart.update((current) => withRoutePassVehicle(current, index, vehicle))
                  }
                  passedStarts={passedStarts}
                  onStartNow={(index) => startNow([index])}
                />
              </section>
            )}
          </div>
          <CartTotal cart={cart} verdicts={verdicts} />
          <Group gap="sm" my="md">
            {cart.vignettes.length > 0 && (
              <Button component={LangLink} to="buy-vignette" variant="default">
                {t('cart.addVignette')}
              </Button>
            )}
            {cart.routePasses.length > 0 && (
              <Button component={LangLink} to="buy-route-pass" variant="default">
                {t('cart.addRoutePass')}
              </Button>
            )}
            <Button variant="subtle" color="red" onClick={() => setClearing(true)}>
              {t('cart.clear')}
            </Button>
          </Group>
          <section className={classes.section} aria-labelledby="cart-checkout">
            <h2 id="cart-checkout" className={classes.sectionTitle}>
              {t('checkout.title')}
            </h2>
            <Stack gap="md">
              <BuyerNote />
              <CheckoutForm
                email={cart.email ?? session?.user.email ?? ''}
                mix={
                  cart.vignettes.length > 0 && cart.routePasses.length > 0
                    ? 'MIXED'
                    : cart.routePasses.length > 0
                      ? 'ROUTE_PASS'
                      : 'VIGNETTE'
                }
                phase={checkout.phase}
                problems={checkout.problems}
                blocked={blocked}
                itemProblems={itemProblems}
                fix={
                  passedStarts.length > 0 && itemProblems.length > 0 ? (
                    <Button size="sm" onClick={() => startNow(passedStarts)}>
                      {t('cart.startNow')}
                    </Button>
                  ) : undefined
                }
                onEmail={(email) => siteCart.update((current) => withEmail(current, email))}
                onPay={checkout.pay}
              />
            </Stack>
          </section>
          <ConfirmDialog
            opened={clearing}
            title={t('cart.clearTitle')}
            message={t('cart.clearText')}
            onCancel={() => setClearing(false)}
            onConfirm={() => {
              siteCart.clear();
              setClearing(false);
              setNotice(t('cart.cleared'));
            }}
          />
        </>
      )}
    </div>
  );
}
