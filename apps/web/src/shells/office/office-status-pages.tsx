import { Anchor, Container, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OfficeScreenId } from './office-nav';
import { useOfficePath } from '../../features/office-access/office-paths';

function StatusPage({ title, text, home }: { title: string; text: string; home: boolean }) {
  const { t } = useTranslation('office');
  const to = useOfficePath();
  return (
    <Container size="md" py="xl">
      <title>{`${title} – ${t('brand')}`}</title>
      <Title order={1} mb="sm">
        {title}
      </Title>
      <Text mb="md">{text}</Text>
      {home && (
        <Anchor component={Link} to={to('')}>
          {t('frame.noAccess.home')}
        </Anchor>
      )}
    </Container>
  );
}

/** A screen the user's role may not open, typed in or followed from an old link (never blank). */
export function NoAccessPage({ screen }: { screen: OfficeScreenId }) {
  const { t } = useTranslation('office');
  const name = t(`screens.${screen}`);
  return (
    <StatusPage
      title={t('frame.noAccess.title')}
      text={t('frame.noAccess.text', { screen: name })}
      home
    />
  );
}

/** A screen of spec §2 whose page belongs to a later issue; that issue replaces it in office-pages.tsx. */
export function NotYetAvailablePage({ screen }: { screen: OfficeScreenId }) {
  const { t } = useTranslation('office');
  const name = t(`screens.${screen}`);
  return (
    <StatusPage
      title={t('frame.notYet.title', { screen: name })}
      text={t('frame.notYet.text', { screen: name })}
      home
    />
  );
}

/** An address below `/office/{lang}/` that is no screen. */
export function OfficeNotFoundPage() {
  const { t } = useTranslation('office');
  const { pathname } = useLocation();
  return (
    <StatusPage
      title={t('frame.notFound.title')}
      text={t('frame.notFound.text', { path: `/office${pathname}` })}
      home
    />
  );
}
