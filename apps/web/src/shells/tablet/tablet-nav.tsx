import { Button, Group } from '@mantine/core';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../features/session/hooks/use-logout';
import { OFFICE_CART_KEY } from '../../purchase/cart-count';
import { officeCart } from '../../purchase/office-cart';
import { useCart } from '../../purchase/use-cart';

const CARTS: readonly string[] = [OFFICE_CART_KEY];

/** The tablet's two pages and logout (which forgets the counter cart), as large touch buttons. */
export function TabletNav() {
  const { t } = useTranslation('tablet');
  const count = useCart(officeCart).routePasses.length;
  const logout = useLogout('/login', CARTS);
  return (
    <Group gap="xs" component="nav" aria-label={t('nav.label')}>
      <Button component={NavLink} to="/buy-route-pass" variant="subtle">
        {t('nav.buyRoutePass')}
      </Button>
      <Button component={NavLink} to="/shopping-cart" variant="light">
        {t('nav.cart', { count })}
      </Button>
      <Button variant="default" onClick={() => void logout()}>
        {t('nav.logout')}
      </Button>
    </Group>
  );
}
