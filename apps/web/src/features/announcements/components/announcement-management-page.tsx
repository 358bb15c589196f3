import { useMemo, useState } from 'react';
import { Button, Container, Group, Menu, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnnouncementRecord } from '@toll/contract/announcements';
import { PRODUCT_TYPES } from '@toll/domain/public-content';
import { ANNOUNCEMENT_STATUSES } from '@toll/domain/statuses';
import { OfficeDataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { useListState } from '../../../components/data-table/use-list-state';
import { FormAlert } from '../../../components/form-alert';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { useLang } from '../../../i18n/use-lang';
import {
  ANNOUNCEMENT_LIST_DEFAULTS,
  ANNOUNCEMENTS_KEY,
  listAnnouncements,
} from '../api/announcement-admin';
import { AnnouncementFormModal } from './announcement-form-modal';
import { AnnouncementStatusDialog, type PendingStatusChange } from './announcement-status-dialog';
import { StatusBadge } from '../../../components/status-badge';

type Editing = { record: AnnouncementRecord | null; tab?: string };

/** `announcements` (admin): the list with filters in the address; post, edit, archive, restore. */
export function AnnouncementManagementPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const list = useListState(ANNOUNCEMENT_LIST_DEFAULTS);
  const page = useListQuery([...ANNOUNCEMENTS_KEY, 'list'], list.state, listAnnouncements);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [pending, setPending] = useState<PendingStatusChange | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const done = (message: string) => {
    setNotice(message);
    setEditing(null);
    setPending(null);
  };
  const filter = (name: string, value: string) => list.setFilter(name, value);

  const columns = useMemo<DataTableColumn<AnnouncementRecord>[]>(
    () => [
      {
        accessor: 'name',
        title: t('announcements.name'),
        sortable: true,
        render: (row) => <Text fw={600}>{row.name}</Text>,
      },
      {
        accessor: 'message',
        title: t('announcements.message'),
        render: (row) => (
          <Text size="sm" lineClamp={2}>
            {lang === 'bg' ? row.messageBg : row.messageEn}
          </Text>
        ),
      },
      {
        accessor: 'productType',
        title: t('announcements.productType'),
        sortable: true,
        render: (row) => t(`announcements.productTypes.${row.productType}`),
      },
      {
        accessor: 'status',
        title: t('announcements.status'),
        sortable: true,
        render: (row) => (
          <StatusBadge color={row.status === 'ACTIVE' ? 'green' : 'gray'}>
            {t(`announcements.statuses.${row.status}`)}
          </StatusBadge>
        ),
      },
      {
        accessor: 'createdAt',
        title: t('announcements.createdAt'),
        sortable: true,
        render: (row) => formatSofiaDateTime(row.createdAt),
      },
      {
        accessor: 'actions',
        title: t('announcements.actions'),
        textAlign: 'right',
        render: (row) => (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                variant="default"
                size="xs"
                aria-label={t('announcements.actionsFor', { name: row.name })}
              >
                {t('announcements.actions')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setEditing({ record: row })}>
                {t('announcements.edit')}
              </Menu.Item>
              <Menu.Item onClick={() => setEditing({ record: row, tab: 'history' })}>
                {t('history.button')}
              </Menu.Item>
              {row.status === 'ACTIVE' ? (
                <Menu.Item
                  color="red"
                  onClick={() => setPending({ action: 'archive', record: row })}
                >
                  {t('announcements.archive')}
                </Menu.Item>
              ) : (
                <Menu.Item onClick={() => setPending({ action: 'restore', record: row })}>
                  {t('announcements.restore')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        ),
      },
    ],
    [t, lang],
  );

  return (
    <Container size="xl" py="lg" fluid>
      <title>{`${t('announcements.title')} – ${t('brand')}`}</title>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} id="announcements-title">
            {t('announcements.title')}
          </Title>
          <Button onClick={() => setEditing({ record: null })}>{t('announcements.create')}</Button>
        </Group>
        <FormAlert message={notice} kind="success" />
        <OfficeDataTable
          labelledBy="announcements-title"
          columns={columns}
          list={list}
          page={page.data}
          fetching={page.isFetching}
          error={page.error?.message}
          idAccessor="id"
          searchLabel={t('announcements.search')}
          exportPath="/announcements/manage"
          exportFileName="announcements"
          filters={
            <>
              <NativeSelect
                label={t('announcements.status')}
                value={list.state.filters.status ?? ''}
                onChange={(event) => filter('status', event.currentTarget.value)}
                data={[
                  { value: '', label: t('announcements.any') },
                  ...ANNOUNCEMENT_STATUSES.map((value) => ({
                    value,
                    label: t(`announcements.statuses.${value}`),
                  })),
                ]}
              />
              <NativeSelect
                label={t('announcements.productType')}
                value={list.state.filters.productType ?? ''}
                onChange={(event) => filter('productType', event.currentTarget.value)}
                data={[
                  { value: '', label: t('announcements.any') },
                  ...PRODUCT_TYPES.map((value) => ({
                    value,
                    label: t(`announcements.productTypes.${value}`),
                  })),
                ]}
              />
            </>
          }
        />
      </Stack>
      {editing && (
        <AnnouncementFormModal
          record={editing.record}
          initialTab={editing.tab}
          onClose={() => setEditing(null)}
          onSaved={done}
        />
      )}
      <AnnouncementStatusDialog pending={pending} onClose={() => setPending(null)} onDone={done} />
    </Container>
  );
}
