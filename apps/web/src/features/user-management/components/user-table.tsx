import { useMemo } from 'react';
import { Button, Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserDetails } from '@toll/contract/identity';
import type { ContextMenuItem } from '../../../components/context-menu';
import { AS_DATA, type DataTableColumn } from '../../../components/data-table/data-table';
import type { UserAction } from '../api/user-actions';
import { StatusBadge } from '../../../components/status-badge';

export type UserRowActions = {
  onEdit: (user: UserDetails) => void;
  onSetPassword: (user: UserDetails) => void;
  onAction: (action: UserAction, user: UserDetails) => void;
};

const STATUS_COLORS = { ACTIVE: 'green', PENDING: 'yellow', DECOMMISSIONED: 'gray' } as const;

/** What may be done to one user, for the row's right-click menu. */
export function useUserMenuItems({ onEdit, onSetPassword, onAction }: UserRowActions) {
  const { t } = useTranslation('office');
  return (user: UserDetails): ContextMenuItem[] => [
    { label: t('users.edit'), onClick: () => onEdit(user) },
    { label: t('users.setPassword'), onClick: () => onSetPassword(user) },
    ...(user.status !== 'ACTIVE'
      ? [{ label: t('users.activate'), onClick: () => onAction('activate', user) }]
      : []),
    ...(user.status !== 'DECOMMISSIONED'
      ? [{ label: t('users.decommission'), onClick: () => onAction('decommission', user) }]
      : []),
    { label: t('users.delete'), onClick: () => onAction('delete', user), danger: true },
  ];
}

/** What may be done to one user, as a menu. */
export function UserActionsMenu({
  user,
  onEdit,
  onSetPassword,
  onAction,
}: UserRowActions & { user: UserDetails }) {
  const { t } = useTranslation('office');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          aria-label={t('users.actionsFor', { username: user.username })}
        >
          {t('users.actions')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onEdit(user)}>{t('users.edit')}</Menu.Item>
        <Menu.Item onClick={() => onSetPassword(user)}>{t('users.setPassword')}</Menu.Item>
        {user.status !== 'ACTIVE' && (
          <Menu.Item onClick={() => onAction('activate', user)}>{t('users.activate')}</Menu.Item>
        )}
        {user.status !== 'DECOMMISSIONED' && (
          <Menu.Item onClick={() => onAction('decommission', user)}>
            {t('users.decommission')}
          </Menu.Item>
        )}
        <Menu.Item color="red" onClick={() => onAction('delete', user)}>
          {t('users.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The user list's columns for the office data table. */
export function useUserColumns(actions: UserRowActions): DataTableColumn<UserDetails>[] {
  const { t } = useTranslation('office');
  const { onEdit, onSetPassword, onAction } = actions;
  return useMemo(
    () => [
      {
        accessor: 'username',
        title: t('users.username'),
        render: (user) => <Text fw={600}>{user.username}</Text>,
      },
      {
        accessor: 'name',
        title: t('users.name'),
        ...AS_DATA,
        render: (user) => `${user.firstName} ${user.lastName}`,
      },
      { accessor: 'email', title: t('users.email') },
      {
        accessor: 'roles',
        title: t('users.roles'),
        render: (user) => user.roles.map((role) => t(`roles.${role.code}`)).join(', '),
      },
      {
        accessor: 'status',
        title: t('users.status'),
        render: (user) => (
          <StatusBadge color={STATUS_COLORS[user.status]}>
            {t(`userStatus.${user.status}`)}
          </StatusBadge>
        ),
      },
      {
        accessor: 'actions',
        title: t('users.actions'),
        textAlign: 'right',
        render: (user) => (
          <UserActionsMenu
            user={user}
            onEdit={onEdit}
            onSetPassword={onSetPassword}
            onAction={onAction}
          />
        ),
      },
    ],
    [t, onEdit, onSetPassword, onAction],
  );
}
