import { Suspense, lazy, useState } from 'react';
import { Burger } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SiteNavEntry } from './site-nav-items';
import classes from './site-header.module.css';

// The drawer's code loads on the first tap of the burger, not with the home page.
const SiteNavDrawer = lazy(() =>
  import('./site-nav-drawer').then((m) => ({ default: m.SiteNavDrawer })),
);

const DRAWER_ID = 'site-mobile-nav';

/** The burger button that replaces the menu bar on narrow screens, and its drawer. */
export function SiteNavMobile({ entries }: { entries: readonly SiteNavEntry[] }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const toggle = () => {
    setUsed(true);
    setOpened((value) => !value);
  };
  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        className={classes.burger}
        aria-label={t('header.openMenu')}
        aria-expanded={opened}
        aria-controls={opened ? DRAWER_ID : undefined}
      />
      {used && (
        <Suspense fallback={null}>
          <SiteNavDrawer
            id={DRAWER_ID}
            entries={entries}
            opened={opened}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </>
  );
}
