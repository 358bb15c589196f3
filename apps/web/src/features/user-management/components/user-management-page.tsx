import { useState } from 'react';
import { Button, Container, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { UserDetails } from '@toll/contract/identity';
import { FormAlert } from '../../../components/form-alert';
import { useAssignableRoles } from '../api/get-roles';
import { useUserList, type UserStatus } from '../api/list-users';
import type { UserAction } from '../api/user-actions';
import { SetPasswordModal } from './set-password-modal';
import { UserActionDialog } from './user-action-dialog';
import { UserFilters } from './user-filters';
import { UserFormModal } from './user-form-modal';
import { UserTable } from './user-table';

const PAGE_SIZE = 20;

/** `user-management`: list, search and filter users; create, edit, activate, decommission, delete. */
export function UserManagementPage() {
  const { t } = useTranslation('office');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [page, setPage] = useState(1);
  const list = useUserList({ page, pageSize: PAGE_SIZE, q, status });
  const roles = useAssignableRoles();
  const [editing, setEditing] = useState<UserDetails | 'new' | null>(null);
  const [passwordFor, setPasswordFor] = useState<UserDetails | null>(null);
  const [pending, setPending] = useState<{ action: UserAction; user: UserDetails } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  const done = (message: string) => {
    setNotice(message);
    setEditing(null);
    setPasswordFor(null);
    setPending(null);
  };

  return (
    <Container size="xl" py="xl">
      <title>{`${t('users.title')} – ${t('brand')}`}</title>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} id="user-management-title">
            {t('users.title')}
          </Title>
          <Button onClick={() => setEditing('new')}>{t('users.create')}</Button>
        </Group>
        <FormAlert message={notice} kind="success" />
        <UserFilters
          search={search}
          status={status}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
          onStatus={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
        <FormAlert message={list.error?.message} />
        <UserTable
          labelledBy="user-management-title"
          users={list.data?.items ?? []}
          loading={list.isPending}
          onEdit={setEditing}
          onSetPassword={setPasswordFor}
          onAction={(action, user) => setPending({ action, user })}
        />
        <Group justify="space-between">
          <Text size="sm" aria-live="polite">
            {t('users.total', { count: list.data?.total ?? 0 })}
          </Text>
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`users.page.${control}`) })}
            getItemProps={(item) => ({ 'aria-label': t('users.page.number', { page: item }) })}
          />
        </Group>
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
