import { useTranslation } from 'react-i18next';
import { CartIcon } from '../../../components/cart-icon';
import { LangLink } from '../../../components/lang-link';
import { useCartCount } from '../hooks/use-cart-count';
import classes from './cart-link.module.css';

/** The header's cart icon with the item count; the count is also in the accessible name. */
export function CartLink() {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <LangLink
      to="shopping-cart"
      className={classes.link}
      aria-label={t('header.cartWithCount', { count })}
    >
      <CartIcon />
      <span className={classes.badge} aria-hidden="true" data-empty={count === 0 || undefined}>
        {count}
      </span>
    </LangLink>
  );
}
