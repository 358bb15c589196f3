import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LangLink } from '../../../components/lang-link';
import { useSitePagesT } from '../../../i18n/site-pages-bundle';
import { IdentityPage } from '../../identity';
import { KeysSection } from './keys-section';
import { WebhooksSection } from './webhooks-section';

/**
 * `account/fleet-api` (a user with a customer id, issue #36): the client's API keys for its own
 * machines (made, scoped, rotated, revoked; the key shown once) with each key's latest calls, and
 * its webhook endpoints (the secret shown once) with their deliveries, a re-send and a test event.
 */
export function FleetApiPage() {
  const { t } = useTranslation();
  const pagesT = useSitePagesT();
  return (
    <IdentityPage pageId="fleetApi" size="xl">
      <Stack gap="lg">
        <Anchor component={LangLink} to="account">
          {t('accountSettings.toAccount')}
        </Anchor>
        <Text>{pagesT('fleetApi.intro')}</Text>
        <KeysSection />
        <WebhooksSection />
      </Stack>
    </IdentityPage>
  );
}
