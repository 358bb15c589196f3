import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OFFICE_CART_KEY } from '../../purchase/cart-count';
import { ProfileIcon } from '../../features/session/components/profile-icon';
import { useLogout } from '../../features/session/hooks/use-logout';
import { officeLoginPath } from '../../features/session/login-path';
import type { SessionUser } from '../../api/session/session-store';
import { isRole } from '@toll/domain/roles';
import { useLang } from '../../i18n/use-lang';

// Logout forgets the back-office cart with the session (spec §2, §9).
// the counter's cart, its pending card payment and order key, and the counter wizard's draft
const OFFICE_CARTS: readonly string[] = [
  OFFICE_CART_KEY,
  `${OFFICE_CART_KEY}.pending`,
  `${OFFICE_CART_KEY}.order`,
  'vignetteWizard.office',
];

/** The profile menu of the back-office header: who is signed in, their roles, and logout (spec §2). */
export function OfficeProfileMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const logout = useLogout(officeLoginPath(lang), OFFICE_CARTS);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  const roles = user.roles.flatMap((role) => {
    const code = typeof role === 'string' ? role : role.code;
    return isRole(code) ? [t(`roles.${code}`)] : [];
  });
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
        {roles.length > 0 && (
          <Menu.Label>
            {t('profile.roles')}: {roles.join(', ')}
          </Menu.Label>
        )}
        <Menu.Divider />
        <Menu.Item onClick={() => void logout()}>{t('profile.logout')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
