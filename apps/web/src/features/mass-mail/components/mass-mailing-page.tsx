import { useMemo, useState } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MassMailCampaign } from '@toll/contract/mass-mail';
import type { MassMailStatus } from '@toll/domain/mass-mail';
import { OfficeDataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { useListState } from '../../../components/data-table/use-list-state';
import { StatusBadge } from '../../../components/status-badge';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { useLang } from '../../../i18n/use-lang';
import { CAMPAIGN_LIST_DEFAULTS, listCampaigns, MASS_MAIL_KEY } from '../api/mass-mail-api';
import { MassMailComposeModal } from './mass-mail-compose-modal';
import { MassMailDetail } from './mass-mail-detail';

const STATUS_COLORS: Record<MassMailStatus, string> = {
  DRAFT: 'gray',
  SENDING: 'blue',
  SENT: 'green',
};

/**
 * `mass-mailing` (admin or concord admin): the campaigns, newest first; compose a new one in bg
 * and en, mail a test, send it (after a confirmation), and read its per-recipient log.
 */
export function MassMailingPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [composing, setComposing] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const list = useListState(CAMPAIGN_LIST_DEFAULTS);
  const campaigns = useListQuery([...MASS_MAIL_KEY, 'list'], list.state, listCampaigns, {
    refetchInterval: (page) => (page?.items.some((c) => c.status === 'SENDING') ? 3000 : false),
  });
  const columns = useMemo<DataTableColumn<MassMailCampaign>[]>(() => {
    const subject = (c: MassMailCampaign) => (lang === 'en' ? c.subjectEn : c.subjectBg);
    return [
      {
        accessor: 'subjectBg',
        title: t('massMail.subject'),
        render: (c) => <Text fw={600}>{subject(c)}</Text>,
      },
      {
        accessor: 'recipients',
        title: t('massMail.recipients'),
        render: (c) => t(`massMail.kinds.${c.recipients}`),
      },
      {
        accessor: 'status',
        title: t('massMail.status'),
        render: (c) => (
          <StatusBadge color={STATUS_COLORS[c.status]}>
            {t(`massMail.statuses.${c.status}`)}
          </StatusBadge>
        ),
      },
      {
        accessor: 'sentCount',
        title: t('massMail.counts'),
        render: (c) =>
          t('massMail.countsText', {
            sent: c.sentCount,
            total: c.recipientCount,
            notSent: c.failedCount + c.skippedCount,
          }),
      },
      {
        accessor: 'createdAt',
        title: t('massMail.createdAt'),
        sortable: true,
        noWrap: true,
        render: (c) => formatSofiaDateTime(c.createdAt),
      },
      {
        accessor: 'actions',
        title: '',
        textAlign: 'right',
        render: (c) => (
          <Button
            size="xs"
            variant="default"
            onClick={() => setSelected(c.id)}
            aria-label={t('massMail.openFor', { subject: subject(c) })}
          >
            {t('massMail.open')}
          </Button>
        ),
      },
    ];
  }, [t, lang]);

  return (
    <Container size="xl" py="lg" fluid>
      <title>{`${t('massMail.title')} – ${t('brand')}`}</title>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} id="mass-mail-title">
            {t('massMail.title')}
          </Title>
          <Button onClick={() => setComposing(true)}>{t('massMail.compose')}</Button>
        </Group>
        {selected !== null && <MassMailDetail id={selected} onClose={() => setSelected(null)} />}
        <OfficeDataTable
          labelledBy="mass-mail-title"
          testId="mass-mail-campaigns"
          columns={columns}
          list={list}
          page={campaigns.data}
          fetching={campaigns.isFetching}
          error={campaigns.error?.message}
          idAccessor="id"
          emptyText={t('massMail.none')}
        />
      </Stack>
      {composing && (
        <MassMailComposeModal
          onClose={() => setComposing(false)}
          onCreated={(created) => {
            setComposing(false);
            setSelected(created.id);
          }}
        />
      )}
    </Container>
  );
}
