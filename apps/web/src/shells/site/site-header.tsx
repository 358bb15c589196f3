import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LangLink } from '../../components/lang-link';
import { lazyPage } from '../../components/lazy-page';
import { CartLink } from '../../features/cart/components/cart-link';
import { useSession } from '../../features/session/hooks/use-session';
import { useEffectiveFlags } from '../../features/feature-flags/use-effective-flags';
import { SiteLanguagePicker } from './site-language-picker';
import { navNeedsPermissions, SITE_NAV, visibleNav } from './site-nav-items';
import { SiteNavDesktop } from './site-nav-desktop';
import { SiteNavMobile } from './site-nav-mobile';
import { sitePath } from '../../site-kit/routes';
import { useNavPermissions } from './use-nav-permissions';
import classes from './site-header.module.css';

// A signed-in user's profile link and logout load only when there is a session (main.tsx starts
// loading them before the page comes alive when one is stored), not for every visitor.
const SiteUserArea = lazyPage(() =>
  import('../../features/session/components/site-user-area').then((m) => m.SiteUserArea),
);

/** Starts loading the signed-in user's header area (for a stored session, before hydration). */
export const preloadSiteUserArea = (): Promise<unknown> => SiteUserArea.preload();

const NAV_NEEDS_PERMISSIONS = navNeedsPermissions(SITE_NAV);

/** The site header; menu entries with a permission show only to users with that capability. */
export function SiteHeader() {
  const { t } = useTranslation();
  const session = useSession();
  const isAllowed = useNavPermissions(NAV_NEEDS_PERMISSIONS);
  const { flags } = useEffectiveFlags();
  const entries = visibleNav(SITE_NAV, isAllowed, (flag) => flags?.[flag] ?? true);
  return (
    <header className={classes.header}>
      <a href="#main-content" className="skip-link">
        {t('header.skipToContent')}
      </a>
      <div className={classes.inner}>
        <LangLink to="" className={classes.logo} aria-label={t('brand.homeLink')}>
          <svg
            className={classes.logoMark}
            viewBox="0 0 32 32"
            aria-hidden="true"
            focusable="false"
          >
            <rect width="32" height="32" rx="6" fill="currentColor" />
            <path d="M12 5h8l5 22H7z" fill="#fff" />
            <path d="M16 8v3m0 4v3m0 4v3" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className={classes.logoText}>{t('brand.name')}</span>
        </LangLink>
        <SiteNavDesktop entries={entries} />
        <div className={classes.actions}>
          <CartLink />
          <SiteLanguagePicker />
          {session ? (
            <Suspense fallback={null}>
              <SiteUserArea user={session.user} />
            </Suspense>
          ) : (
            <LangLink to={sitePath('login')} className={classes.login}>
              {t('header.login')}
            </LangLink>
          )}
          <SiteNavMobile entries={entries} />
        </div>
      </div>
    </header>
  );
}
