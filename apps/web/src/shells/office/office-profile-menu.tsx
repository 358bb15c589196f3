import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProfileIcon } from '../../features/session/components/profile-icon';
import { useLogout } from '../../features/session/hooks/use-logout';
import { officeLoginPath } from '../../features/session/login-path';
import type { SessionUser } from '../../features/session/session-store';

const NO_CARTS: readonly string[] = [];

/** The profile menu of the back-office header: who is signed in, and logout (spec §2). */
export function OfficeProfileMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('office');
  const logout = useLogout(officeLoginPath(), NO_CARTS);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          leftSection={<ProfileIcon />}
          aria-label={t('profile.menu', { name })}
        >
          {name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('profile.signedInAs', { username: user.username })}</Menu.Label>
        <Menu.Item onClick={() => void logout()}>{t('profile.logout')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
