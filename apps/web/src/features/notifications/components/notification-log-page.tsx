import { useMemo, useState } from 'react';
import {
  Button,
  Container,
  Menu,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NotificationRecord } from '@toll/contract/notifications';
import { can } from '@toll/domain/access';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_MESSAGE_TYPES,
  NOTIFICATION_STATUSES,
  type NotificationStatus,
} from '@toll/domain/notifications';
import {
  AS_DATA,
  OfficeDataTable,
  type DataTableColumn,
} from '../../../components/data-table/data-table';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { useListState } from '../../../components/data-table/use-list-state';
import { FormAlert } from '../../../components/form-alert';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { useLang } from '../../../i18n/use-lang';
import { accessContext, useSession } from '../../session';
import {
  listNotifications,
  NOTIFICATION_LIST_DEFAULTS,
  NOTIFICATIONS_KEY,
  NOTIFICATIONS_PATH,
  resendNotification,
} from '../api/notification-log';
import { NotificationDetailModal } from './notification-detail-modal';
import { StatusBadge } from '../../../components/status-badge';

const STATUS_COLORS: Record<NotificationStatus, string> = {
  QUEUED: 'blue',
  SUBMITTING: 'yellow',
  SENT: 'teal',
  DELIVERED: 'green',
  FAILED: 'red',
  UNDELIVERED: 'orange',
};

/** `notifications` (admin or notifications read): the log of every notice, filters, export, resend. */
export function NotificationLogPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const user = useSession()?.user ?? null;
  const mayResend = can(user, 'notifications.resend', accessContext);
  const list = useListState(NOTIFICATION_LIST_DEFAULTS);
  const page = useListQuery([...NOTIFICATIONS_KEY, 'list'], list.state, listNotifications);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const resend = useMutation({
    mutationFn: (row: NotificationRecord) => resendNotification(lang, row.id),
    onSuccess: async (row) => {
      await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      setNotice(t('notifications.resent', { id: row.id, receiver: row.receiver }));
    },
  });
  const filter = (name: string, value: string) => list.setFilter(name, value);
  const choice = <V extends string>(
    name: 'status' | 'channel' | 'messageType',
    values: readonly V[],
    label: (v: V) => string,
  ) => (
    <NativeSelect
      label={t(`notifications.${name}`)}
      value={list.state.filters[name] ?? ''}
      onChange={(event) => filter(name, event.currentTarget.value)}
      data={[
        { value: '', label: t('notifications.any') },
        ...values.map((value) => ({ value, label: label(value) })),
      ]}
    />
  );

  const columns = useMemo<DataTableColumn<NotificationRecord>[]>(
    () => [
      { accessor: 'id', title: t('notifications.id'), sortable: true },
      {
        accessor: 'createdAt',
        title: t('notifications.createdAt'),
        sortable: true,
        render: (row) => formatSofiaDateTime(row.createdAt),
      },
      { accessor: 'messageType', title: t('notifications.messageType'), sortable: true },
      {
        accessor: 'channel',
        title: t('notifications.channel'),
        sortable: true,
        render: (row) => t(`notifications.channels.${row.channel}`),
      },
      { accessor: 'receiver', title: t('notifications.receiver'), sortable: true },
      {
        accessor: 'subject',
        title: t('notifications.subject'),
        ...AS_DATA,
        render: (row) => (
          <Text size="sm" lineClamp={2}>
            {row.subject}
          </Text>
        ),
      },
      {
        accessor: 'status',
        title: t('notifications.status'),
        sortable: true,
        render: (row) => (
          <StatusBadge color={STATUS_COLORS[row.status]}>
            {t(`notifications.statuses.${row.status}`)}
          </StatusBadge>
        ),
      },
      {
        // the SMSC's delivery report of an SMS (DELIVERED / UNDELIVERED above), when it came
        accessor: 'deliveredAt',
        title: t('notifications.deliveredAt'),
        render: (row) => (row.deliveredAt ? formatSofiaDateTime(row.deliveredAt) : ''),
      },
      {
        accessor: 'errorText',
        title: t('notifications.errorText'),
        render: (row) => (
          <Text size="sm" lineClamp={2}>
            {row.errorText ?? ''}
          </Text>
        ),
      },
      {
        accessor: 'reference',
        title: t('notifications.reference'),
        render: (row) => row.delictDocumentNumber ?? row.barcode ?? '',
      },
      {
        accessor: 'actions',
        title: t('notifications.actions'),
        textAlign: 'right',
        render: (row) => (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                variant="default"
                size="xs"
                aria-label={t('notifications.actionsFor', { id: row.id })}
              >
                {t('notifications.actions')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setOpen(row.id)}>{t('notifications.open')}</Menu.Item>
              {mayResend && row.resendable && (
                <Menu.Item onClick={() => resend.mutate(row)}>
                  {t('notifications.resend')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        ),
      },
    ],
    [t, mayResend, resend],
  );

  return (
    <Container size="xl" py="lg" fluid>
      <title>{`${t('notifications.title')} – ${t('brand')}`}</title>
      <Stack gap="md">
        <Title order={1} id="notifications-title">
          {t('notifications.title')}
        </Title>
        <FormAlert message={notice} kind="success" />
        <FormAlert message={resend.error?.message ?? null} />
        <OfficeDataTable
          labelledBy="notifications-title"
          columns={columns}
          list={list}
          page={page.data}
          fetching={page.isFetching}
          error={page.error?.message}
          idAccessor="id"
          searchLabel={t('notifications.search')}
          exportPath={NOTIFICATIONS_PATH}
          exportFileName="notifications"
          filters={
            <>
              {choice('status', NOTIFICATION_STATUSES, (v) => t(`notifications.statuses.${v}`))}
              {choice('channel', NOTIFICATION_CHANNELS, (v) => t(`notifications.channels.${v}`))}
              {choice('messageType', NOTIFICATION_MESSAGE_TYPES, (v) => v)}
              <TextInput
                type="date"
                label={t('notifications.from')}
                value={list.state.filters.from ?? ''}
                onChange={(event) => filter('from', event.currentTarget.value)}
              />
              <TextInput
                type="date"
                label={t('notifications.to')}
                value={list.state.filters.to ?? ''}
                onChange={(event) => filter('to', event.currentTarget.value)}
              />
            </>
          }
        />
      </Stack>
      <NotificationDetailModal id={open} onClose={() => setOpen(null)} />
    </Container>
  );
}
