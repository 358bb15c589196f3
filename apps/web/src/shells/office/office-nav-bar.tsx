import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCapabilities } from '../../features/session/hooks/use-capabilities';
import { officeScreensFor } from './office-nav';
import classes from './office-nav-bar.module.css';

/** The back-office menu: the screens the signed-in user may open. */
export function OfficeNavBar() {
  const { t } = useTranslation('office');
  const screens = officeScreensFor(useCapabilities());
  if (screens.length === 0) return null;
  return (
    <nav aria-label={t('nav.label')} className={classes.nav}>
      <ul className={classes.list}>
        {screens.map((screen) => (
          <li key={screen.path}>
            <NavLink to={`/${screen.path}`} className={classes.link}>
              {t(`nav.${screen.label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
