import { useTranslation } from 'react-i18next';
import { LangLink } from '../../components/lang-link';
import { NavMenu } from './nav-menu';
import type { SiteNavEntry } from './site-nav-items';
import classes from './site-header.module.css';

/** The header's menu bar on wide screens. */
export function SiteNavDesktop({ entries }: { entries: readonly SiteNavEntry[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('header.mainNav')} className={classes.desktopNav}>
      <ul className={classes.navList}>
        {entries.map((entry) => (
          <li key={entry.label}>
            {entry.kind === 'menu' ? (
              <NavMenu label={t(`nav.${entry.label}`)} items={entry.items} />
            ) : (
              <LangLink to={entry.to} className={classes.navItem}>
                {t(`nav.${entry.label}`)}
              </LangLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
