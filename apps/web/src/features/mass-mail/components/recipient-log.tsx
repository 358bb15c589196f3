import { useCallback, useMemo } from 'react';
import { NativeSelect, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MassMailRecipient } from '@toll/contract/mass-mail';
import {
  MASS_MAIL_RECIPIENT_STATUSES,
  type MassMailRecipientStatus,
  type MassMailStatus,
} from '@toll/domain/mass-mail';
import type { Lang } from '@toll/domain/languages';
import {
  AS_DATA,
  OfficeDataTable,
  type DataTableColumn,
} from '../../../components/data-table/data-table';
import type { ListState } from '../../../components/data-table/list-state';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { useLocalListState } from '../../../components/data-table/use-local-list-state';
import { StatusBadge } from '../../../components/status-badge';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { listRecipients, MASS_MAIL_KEY, RECIPIENT_LIST_DEFAULTS } from '../api/mass-mail-api';

const RECIPIENT_COLORS: Record<MassMailRecipientStatus, string> = {
  QUEUED: 'blue',
  SENT: 'green',
  FAILED: 'red',
  SKIPPED_UNSUBSCRIBED: 'orange',
};

/**
 * A sent campaign's per-recipient log, searched by address and filtered by status; it refreshes
 * while the campaign is sending. Its view is its own: the page's address holds the campaigns'.
 */
export function RecipientLog({ id, status }: { id: number; status: MassMailStatus }) {
  const { t } = useTranslation('office');
  const list = useLocalListState(RECIPIENT_LIST_DEFAULTS);
  const fetchPage = useCallback(
    (lang: Lang, state: ListState, signal: AbortSignal) => listRecipients(lang, id, state, signal),
    [id],
  );
  const recipients = useListQuery(
    [...MASS_MAIL_KEY, 'recipients', id, status],
    list.state,
    fetchPage,
    { refetchInterval: status === 'SENDING' ? 2000 : undefined },
  );
  const columns = useMemo<DataTableColumn<MassMailRecipient>[]>(
    () => [
      { accessor: 'email', title: t('massMail.email'), sortable: true, ...AS_DATA },
      { accessor: 'lang', title: t('massMail.language'), render: (r) => r.lang.toUpperCase() },
      {
        accessor: 'status',
        title: t('massMail.status'),
        sortable: true,
        render: (r) => (
          <StatusBadge color={RECIPIENT_COLORS[r.status]}>
            {t(`massMail.recipientStatuses.${r.status}`)}
          </StatusBadge>
        ),
      },
      { accessor: 'sentAt', title: t('massMail.sentAt'), render: (r) => (r.sentAt ? formatSofiaDateTime(r.sentAt) : '') }, // prettier-ignore
      { accessor: 'error', title: t('massMail.error'), render: (r) => r.error ?? '', ...AS_DATA },
    ],
    [t],
  );
  return (
    <Stack gap="sm">
      <Title order={3} size="h4" id="mass-mail-log-title">
        {t('massMail.log')}
      </Title>
      <OfficeDataTable
        labelledBy="mass-mail-log-title"
        columns={columns}
        list={list}
        page={recipients.data}
        fetching={recipients.isFetching}
        error={recipients.error?.message}
        idAccessor="id"
        searchLabel={t('massMail.email')}
        filters={
          <NativeSelect
            label={t('massMail.status')}
            w={260}
            value={list.state.filters.status ?? ''}
            onChange={(event) => list.setFilter('status', event.currentTarget.value)}
            data={[
              { value: '', label: t('massMail.any') },
              ...MASS_MAIL_RECIPIENT_STATUSES.map((value) => ({
                value,
                label: t(`massMail.recipientStatuses.${value}`),
              })),
            ]}
          />
        }
      />
    </Stack>
  );
}
