import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cartSize } from '../../purchase/cart-model';
import { officeCart } from '../../purchase/office-cart';
import { useCart } from '../../purchase/use-cart';
import { useOfficePath } from '../office-access';

/** Above the counter's buying pages: what the counter cart holds, and the way to it. */
export function CounterCartLink() {
  const { t } = useTranslation('office');
  const to = useOfficePath();
  const count = cartSize(useCart(officeCart));
  return (
    <Group gap="sm" data-testid="counter-cart-link">
      <Text>{t('counter.inCart', { count })}</Text>
      <Button component={Link} to={to('shopping-cart')} variant="light" size="compact-md">
        {t('counter.toCart')}
      </Button>
    </Group>
  );
}
