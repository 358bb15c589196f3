import { useMemo, useState } from 'react';
import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Pos } from '@toll/contract/pos';
import { posScope } from '@toll/domain/pos-access';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  AS_DATA,
  OfficeDataTable,
  type DataTableColumn,
} from '../../../components/data-table/data-table';
import type { ListDefaults } from '../../../components/data-table/list-state';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { useListState } from '../../../components/data-table/use-list-state';
import { FormAlert } from '../../../components/form-alert';
import { useLang } from '../../../i18n/use-lang';
import { useSession } from '../../session';
import { deletePos, listPos, POS_MANAGEMENT_KEY } from '../api/pos-management-api';
import { DeletedPosModal } from './deleted-pos-modal';
import { PosFormModal } from './pos-form-modal';
import { StatusBadge } from '../../../components/status-badge';

const DEFAULTS: ListDefaults = {
  pageSize: 50,
  sort: 'code',
  order: 'asc',
  sortable: ['code', 'name', 'partnerName'],
};
const errorText = (error: unknown) => (error instanceof Error ? error.message : null);

/**
 * `pos-management` (spec §2 POS list, §6): the points of sale of the user's scope (admins all, a
 * partner admin their partner's), searched, sorted and paged on the server; create, change,
 * delete (a soft delete, after confirmation) and restore a partner's deleted ones.
 */
export function PosManagementPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const client = useQueryClient();
  const user = useSession()?.user ?? null;
  const scope = user ? posScope(user) : null;
  const fixedPartnerId = scope?.kind === 'partner' ? Number(scope.partnerId) : null;
  const list = useListState(DEFAULTS);
  const page = useListQuery([...POS_MANAGEMENT_KEY, 'list'], list.state, listPos);
  const [editing, setEditing] = useState<Pos | 'new' | null>(null);
  const [removing, setRemoving] = useState<Pos | null>(null);
  const [deletedOf, setDeletedOf] = useState<{ id: number; name: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: POS_MANAGEMENT_KEY });
  const remove = useMutation({
    mutationFn: (pos: Pos) => deletePos(lang, pos.id),
    onSuccess: (pos) => {
      setRemoving(null);
      setNotice(t('posManagement.deleted', { code: pos.code }));
      refresh();
    },
  });

  const columns = useMemo<DataTableColumn<Pos>[]>(
    () => [
      { accessor: 'code', title: t('posManagement.code'), sortable: true },
      { accessor: 'name', title: t('posManagement.name'), sortable: true, ...AS_DATA },
      { accessor: 'partnerName', title: t('posManagement.partner'), sortable: true, ...AS_DATA },
      {
        accessor: 'worksInShifts',
        title: t('posManagement.worksInShifts'),
        render: (pos) => (pos.worksInShifts ? t('posManagement.yes') : t('posManagement.no')),
      },
      {
        accessor: 'active',
        title: t('posManagement.active'),
        render: (pos) => (
          <StatusBadge color={pos.active ? 'green' : 'gray'}>
            {pos.active ? t('posManagement.yes') : t('posManagement.no')}
          </StatusBadge>
        ),
      },
      {
        accessor: 'actions',
        title: '',
        textAlign: 'right',
        render: (pos) => (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Button size="xs" variant="light" onClick={() => setEditing(pos)}>
              {t('posManagement.editOne', { code: pos.code })}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              onClick={() => setDeletedOf({ id: pos.partnerId, name: pos.partnerName })}
            >
              {t('posManagement.showDeleted')}
            </Button>
            <Button size="xs" color="red" variant="light" onClick={() => setRemoving(pos)}>
              {t('posManagement.delete')}
            </Button>
          </Group>
        ),
      },
    ],
    [t],
  );
  const titleId = 'pos-management-title';

  return (
    <Container size="xl" py="lg">
      <title>{t('posManagement.title')}</title>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} id={titleId}>
            {t('posManagement.title')}
          </Title>
          <Group>
            {fixedPartnerId !== null && (
              <Button
                variant="default"
                onClick={() => setDeletedOf({ id: fixedPartnerId, name: '' })}
              >
                {t('posManagement.showDeleted')}
              </Button>
            )}
            <Button onClick={() => setEditing('new')}>{t('posManagement.create')}</Button>
          </Group>
        </Group>
        <FormAlert message={notice} kind="success" />
        <OfficeDataTable<Pos>
          labelledBy={titleId}
          columns={columns}
          list={list}
          page={page.data}
          fetching={page.isFetching}
          error={page.error?.message ?? null}
          idAccessor="id"
          searchLabel={t('posManagement.search')}
        />
      </Stack>
      {editing !== null && (
        <PosFormModal
          pos={editing === 'new' ? null : editing}
          fixedPartnerId={fixedPartnerId}
          onClose={() => setEditing(null)}
          onSaved={(pos) => {
            setEditing(null);
            setNotice(t('posManagement.saved', { code: pos.code }));
            refresh();
          }}
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('posManagement.delete')}
        message={t('posManagement.confirmDelete', { code: removing?.code ?? '' })}
        busy={remove.isPending}
        error={errorText(remove.error)}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => {
          setRemoving(null);
          remove.reset();
        }}
      />
      {deletedOf && (
        <DeletedPosModal
          partnerId={deletedOf.id}
          partnerName={deletedOf.name}
          onClose={() => setDeletedOf(null)}
          onRestored={refresh}
        />
      )}
    </Container>
  );
}
