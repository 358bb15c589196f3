import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LangLink } from '../../components/lang-link';
import type { SiteNavEntry } from './site-nav-items';
import classes from './site-header.module.css';
import '../../site-kit/mantine-overlay-styles';

export type SiteNavDrawerProps = {
  id: string;
  entries: readonly SiteNavEntry[];
  opened: boolean;
  onClose: () => void;
};

/** The narrow-screen navigation: every header entry as a plain list of links in a side drawer. */
export function SiteNavDrawer({ id, entries, opened, onClose }: SiteNavDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={t('header.menu')}
      closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
    >
      <nav id={id} aria-label={t('header.mainNav')}>
        <ul className={classes.mobileList}>
          {entries.map((entry) => (
            <li key={entry.label}>
              {entry.kind === 'link' ? (
                <LangLink to={entry.to} className={classes.mobileLink} onClick={onClose}>
                  {t(`nav.${entry.label}`)}
                </LangLink>
              ) : (
                <>
                  <span className={classes.mobileGroup}>{t(`nav.${entry.label}`)}</span>
                  <ul className={classes.mobileList}>
                    {entry.items.map((item) => (
                      <li key={item.to}>
                        <LangLink to={item.to} className={classes.mobileLink} onClick={onClose}>
                          {t(`nav.${item.label}`)}
                        </LangLink>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </Drawer>
  );
}
