import { useCallback, useState } from 'react';
import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserDetails } from '@toll/contract/identity';
import { ContextMenu, useContextMenu } from '../../../components/context-menu';
import { OfficeDataTable } from '../../../components/data-table/data-table';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { useListState } from '../../../components/data-table/use-list-state';
import { FormAlert } from '../../../components/form-alert';
import { useAssignableRoles } from '../api/get-roles';
import { USER_LIST_DEFAULTS, USER_LIST_KEY, listUsers, userExportQuery } from '../api/list-users';
import type { UserAction } from '../api/user-actions';
import { SetPasswordModal } from './set-password-modal';
import { UserActionDialog } from './user-action-dialog';
import { UserFilters } from './user-filters';
import { UserFormModal } from './user-form-modal';
import { useUserColumns, useUserMenuItems } from './user-table';

/** `user-management`: list, search and filter users; create, edit, activate, decommission, delete. */
export function UserManagementPage() {
  const { t } = useTranslation('office');
  const list = useListState(USER_LIST_DEFAULTS);
  const users = useListQuery(USER_LIST_KEY, list.state, listUsers);
  const roles = useAssignableRoles();
  const [editing, setEditing] = useState<UserDetails | 'new' | null>(null);
  const [passwordFor, setPasswordFor] = useState<UserDetails | null>(null);
  const [pending, setPending] = useState<{ action: UserAction; user: UserDetails } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const onAction = useCallback(
    (action: UserAction, user: UserDetails) => setPending({ action, user }),
    [],
  );
  const rowActions = { onEdit: setEditing, onSetPassword: setPasswordFor, onAction };
  const columns = useUserColumns(rowActions);
  const menuItems = useUserMenuItems(rowActions);
  const contextMenu = useContextMenu();
  const done = (message: string) => {
    setNotice(message);
    setEditing(null);
    setPasswordFor(null);
    setPending(null);
  };

  return (
    <Container size="xl" py="lg" fluid>
      <title>{`${t('users.title')} – ${t('brand')}`}</title>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} id="user-management-title">
            {t('users.title')}
          </Title>
          <Button onClick={() => setEditing('new')}>{t('users.create')}</Button>
        </Group>
        <FormAlert message={notice} kind="success" />
        <OfficeDataTable
          labelledBy="user-management-title"
          columns={columns}
          list={list}
          page={users.data}
          fetching={users.isFetching}
          error={users.error?.message}
          idAccessor="id"
          searchLabel={t('users.search')}
          exportPath="/user/all"
          exportFormats={['csv']}
          exportFileName="users"
          exportQuery={userExportQuery}
          filters={
            <UserFilters
              status={list.state.filters.status ?? ''}
              onStatus={(status) => list.setFilter('status', status)}
            />
          }
          onRowContextMenu={({ record, event }) =>
            contextMenu.open(
              event,
              t('users.actionsFor', { username: record.username }),
              menuItems(record),
            )
          }
        />
        <ContextMenu menu={contextMenu.menu} onClose={contextMenu.close} />
      </Stack>
      {editing && (
        <UserFormModal
          user={editing === 'new' ? null : editing}
          roleOptions={roles.isPending ? undefined : (roles.data ?? null)}
          onClose={() => setEditing(null)}
          onSaved={done}
        />
      )}
      {passwordFor && (
        <SetPasswordModal user={passwordFor} onClose={() => setPasswordFor(null)} onDone={done} />
      )}
      <UserActionDialog pending={pending} onClose={() => setPending(null)} onDone={done} />
    </Container>
  );
}
