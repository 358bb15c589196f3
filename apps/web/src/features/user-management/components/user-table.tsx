import { Badge, Button, Menu, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserDetails } from '@toll/contract/identity';
import type { UserAction } from '../api/user-actions';

export type UserTableProps = {
  /** The id of the heading that names the table. */
  labelledBy: string;
  users: readonly UserDetails[];
  loading: boolean;
  onEdit: (user: UserDetails) => void;
  onSetPassword: (user: UserDetails) => void;
  onAction: (action: UserAction, user: UserDetails) => void;
};

const STATUS_COLORS = { ACTIVE: 'green', PENDING: 'yellow', DECOMMISSIONED: 'gray' } as const;

/** The users of one page, each with a menu of what may be done to them. */
export function UserTable({
  labelledBy,
  users,
  loading,
  onEdit,
  onSetPassword,
  onAction,
}: UserTableProps) {
  const { t } = useTranslation('office');
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-busy={loading} aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('users.username')}</Table.Th>
            <Table.Th scope="col">{t('users.name')}</Table.Th>
            <Table.Th scope="col">{t('users.email')}</Table.Th>
            <Table.Th scope="col">{t('users.roles')}</Table.Th>
            <Table.Th scope="col">{t('users.status')}</Table.Th>
            <Table.Th scope="col">{t('users.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!loading && users.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text c="gray.7">{t('users.none')}</Text>
              </Table.Td>
            </Table.Tr>
          )}
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Th scope="row" fw={600}>
                {user.username}
              </Table.Th>
              <Table.Td>{`${user.firstName} ${user.lastName}`}</Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{user.roles.map((role) => t(`roles.${role.code}`)).join(', ')}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[user.status]} variant="light" miw="max-content">
                  {t(`userStatus.${user.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
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
                    <Menu.Item onClick={() => onSetPassword(user)}>
                      {t('users.setPassword')}
                    </Menu.Item>
                    {user.status !== 'ACTIVE' && (
                      <Menu.Item onClick={() => onAction('activate', user)}>
                        {t('users.activate')}
                      </Menu.Item>
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
