import type { ReactNode } from 'react';
import { Burger, Button, Group, Text } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@toll/domain/languages';
import { LanguagePicker } from '../../components/language-picker';
import { switchLangPath } from '../../i18n/lang-path';
import { storeLang } from '../../i18n/stored-lang';
import { useLang } from '../../i18n/use-lang';
import { useOfficePath } from '../../features/office-access/office-paths';
import { useOfficeAccess } from '../../features/office-access/use-office-access';

export type OfficeHeaderProps = {
  withMenu: boolean;
  mobileOpen: boolean;
  onMobileToggle: () => void;
  collapsed: boolean;
  onCollapsedToggle: () => void;
  profile: ReactNode;
};

/** Switching language rewrites the address in place (`/office/bg/…` → `/office/en/…`) and is stored. */
function OfficeLanguagePicker() {
  const lang = useLang();
  const location = useLocation();
  const navigate = useNavigate();
  const change = (next: Lang) => {
    storeLang(next);
    const pathname = switchLangPath(location.pathname, next);
    void navigate(
      { pathname, search: location.search, hash: location.hash },
      { replace: true, state: location.state },
    );
  };
  return <LanguagePicker current={lang} onChange={change} />;
}

/** The cashier-shift link (spec §2): shown when the user has a point of sale that works in shifts. */
function ShiftLink() {
  const { t } = useTranslation('office');
  const to = useOfficePath();
  const { capabilities } = useOfficeAccess();
  if (!capabilities.has('cashier-shift')) return null;
  return (
    <Button component={Link} to={to('cashier-shift')} variant="light" size="compact-md">
      {t('frame.shift')}
    </Button>
  );
}

export function OfficeHeader(props: OfficeHeaderProps) {
  const { withMenu, mobileOpen, onMobileToggle, collapsed, onCollapsedToggle, profile } = props;
  const { t } = useTranslation('office');
  return (
    <Group h="100%" px="md" gap="sm" wrap="nowrap" justify="space-between">
      <a href="#main-content" className="skip-link">
        {t('header.skipToContent')}
      </a>
      <Group gap="sm" wrap="nowrap">
        {withMenu && (
          <>
            <Burger
              opened={mobileOpen}
              onClick={onMobileToggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('nav.toggle')}
              aria-expanded={mobileOpen}
              aria-controls="office-menu"
            />
            <Burger
              opened={!collapsed}
              onClick={onCollapsedToggle}
              visibleFrom="sm"
              size="sm"
              aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
              aria-expanded={!collapsed}
              aria-controls="office-menu"
            />
          </>
        )}
        <Text component="p" fw={600} size="lg" m={0} style={{ whiteSpace: 'nowrap' }}>
          <Text component="span" fw={800} c="blue.9" mr="xs" inherit>
            {t('brand')}
          </Text>
          {t('productName')}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {withMenu && <ShiftLink />}
        <OfficeLanguagePicker />
        {profile}
      </Group>
    </Group>
  );
}
