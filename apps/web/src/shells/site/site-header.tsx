import { useTranslation } from 'react-i18next';
import { LangLink } from '../../components/lang-link';
import { CartLink } from '../../features/cart/components/cart-link';
import { useEffectiveFlags } from '../../features/feature-flags/use-effective-flags';
import { SiteLanguagePicker } from './site-language-picker';
import { SITE_NAV, visibleNav, type IsAllowed } from './site-nav-items';
import { SiteNavDesktop } from './site-nav-desktop';
import { SiteNavMobile } from './site-nav-mobile';
import { sitePath } from './routes';
import classes from './site-header.module.css';

// Until the identity module supplies the user's rights, restricted entries stay hidden.
const denyRestricted: IsAllowed = () => false;

export type SiteHeaderProps = { isAllowed?: IsAllowed };

export function SiteHeader({ isAllowed = denyRestricted }: SiteHeaderProps) {
  const { t } = useTranslation();
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
          <LangLink to={sitePath('login')} className={classes.login}>
            {t('header.login')}
          </LangLink>
          <SiteNavMobile entries={entries} />
        </div>
      </div>
    </header>
  );
}
