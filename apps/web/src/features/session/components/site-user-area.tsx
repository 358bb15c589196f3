import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileRoute } from '@toll/domain/session';
import { LangLink } from '../../../components/lang-link';
import { useLang } from '../../../i18n/use-lang';
import { SITE_CART_KEY } from '../../../purchase/cart-count';
import { useLogout } from '../hooks/use-logout';
import { siteLoginPath } from '../login-path';
import type { SessionUser } from '../../../api/session/session-store';
import { LogoutIcon } from './logout-icon';
import { ProfileIcon } from './profile-icon';
import classes from './site-user-area.module.css';

const SITE_CARTS = [SITE_CART_KEY];

/**
 * The header's login area for a signed-in user (spec §2): the profile icon with the user's name
 * under it (to toll settings for customers, to the order history for others), and logout.
 */
export function SiteUserArea({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const lang = useLang();
  const logout = useLogout(siteLoginPath(lang), SITE_CARTS);
  const [leaving, setLeaving] = useState(false);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  const onLogout = () => {
    setLeaving(true);
    void logout().finally(() => setLeaving(false));
  };
  return (
    <div className={classes.area}>
      <LangLink
        to={profileRoute(user)}
        className={classes.profile}
        aria-label={t('session.profileOf', { name })}
        title={name}
      >
        <ProfileIcon />
        <span className={classes.name}>{user.firstName.trim() || user.username}</span>
      </LangLink>
      <button
        type="button"
        className={classes.icon}
        onClick={onLogout}
        disabled={leaving}
        aria-label={t('session.logout')}
        title={t('session.logout')}
      >
        <LogoutIcon />
      </button>
    </div>
  );
}
