import { useTranslation } from 'react-i18next';
import { LangLink } from '../../components/lang-link';
import { CartLink } from '../../features/cart/components/cart-link';
import { SiteUserArea } from '../../features/session/components/site-user-area';
import { useCapabilities } from '../../features/session/hooks/use-capabilities';
import { useSession } from '../../features/session/hooks/use-session';
import { useEffectiveFlags } from '../../features/feature-flags/use-effective-flags';
import { SiteLanguagePicker } from './site-language-picker';
import { SITE_NAV, visibleNav } from './site-nav-items';
import { SiteNavDesktop } from './site-nav-desktop';
import { SiteNavMobile } from './site-nav-mobile';
import { sitePath } from '../../site-kit/routes';
import classes from './site-header.module.css';

/** The site header; menu entries with a permission show only to users with that capability. */
export function SiteHeader() {
  const { t } = useTranslation();
  const session = useSession();
  const capabilities = useCapabilities();
  const { flags } = useEffectiveFlags();
  const entries = visibleNav(
    SITE_NAV,
    (permission) => (capabilities as ReadonlySet<string>).has(permission),
    (flag) => flags?.[flag] ?? true,
  );
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
            <SiteUserArea user={session.user} />
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
