import type { VignetteCheckItem } from '@toll/contract/sales';
import { totalOf } from '../../../components/amounts';
import { MoneyPairText } from '../../../components/money-pair';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import { cartAmounts } from '../model/cart-amounts';
import type { Cart } from '../../../purchase/cart-model';
import classes from './cart.module.css';

/** The cart's total in both currencies (the server prices the order again when it is paid). */
export function CartTotal({
  cart,
  verdicts,
}: {
  cart: Cart;
  verdicts: readonly (VignetteCheckItem | undefined)[];
}) {
  const t = usePurchaseT();
  const total = totalOf(cartAmounts(cart, verdicts));
  if (!total) return null;
  return (
    <p className={classes.total} data-testid="cart-total">
      <span>{t('cart.total')}</span>
      <MoneyPairText {...total} />
    </p>
  );
}
