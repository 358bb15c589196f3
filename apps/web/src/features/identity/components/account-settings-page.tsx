import type { ReactNode } from 'react';
import { Anchor, Divider, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LangLink } from '../../../components/lang-link';
import { useSession } from '../../session';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountSection } from './delete-account-section';
import { IdentityPage } from './identity-page';
import { ProfileForm } from './profile-form';

/**
 * `account/settings`: own data, password, and deleting the account; the shell adds what other
 * features keep for the user (`extra`: the saved vehicles) before the deletion.
 */
export function AccountSettingsPage({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  return (
    <IdentityPage pageId="accountSettings" size="sm">
      <Stack gap="xl">
        <Anchor component={LangLink} to="account">
          {t('accountSettings.toAccount')}
        </Anchor>
        <section aria-labelledby="settings-profile">
          <Title order={2} size="h3" id="settings-profile" mb="md">
            {t('accountSettings.profile')}
          </Title>
          <ProfileForm key={session.user.id} user={session.user} />
        </section>
        <Divider />
        <section aria-labelledby="settings-password">
          <Title order={2} size="h3" id="settings-password" mb="md">
            {t('accountSettings.password')}
          </Title>
          <ChangePasswordForm />
        </section>
        {extra && (
          <>
            <Divider />
            {extra}
          </>
        )}
        <Divider />
        <section aria-labelledby="settings-delete">
          <Title order={2} size="h3" id="settings-delete" mb="md">
            {t('accountSettings.delete')}
          </Title>
          <DeleteAccountSection />
        </section>
      </Stack>
    </IdentityPage>
  );
}
