import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LangLink } from '../../../components/lang-link';
import { IdentityPage } from '../../../features/identity/components/identity-page';
import { OrderHistory } from '../../../features/sales/components/order-history';

/** `account/orderHistory` (login): the account's frame around the user's orders. */
export function OrderHistoryPage() {
  const { t } = useTranslation();
  return (
    <IdentityPage pageId="orderHistory" size="md">
      <Stack gap="lg">
        <Anchor component={LangLink} to="account">
          {t('accountSettings.toAccount')}
        </Anchor>
        <OrderHistory />
      </Stack>
    </IdentityPage>
  );
}
