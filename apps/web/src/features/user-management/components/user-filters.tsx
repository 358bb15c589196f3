import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserStatus } from '../api/list-users';

export type UserFiltersProps = {
  search: string;
  status: UserStatus | '';
  onSearch: (value: string) => void;
  onStatus: (value: UserStatus | '') => void;
};

const STATUSES: readonly UserStatus[] = ['ACTIVE', 'PENDING', 'DECOMMISSIONED'];
const isStatus = (value: string): value is UserStatus =>
  (STATUSES as readonly string[]).includes(value);

/** Search by username, name or e-mail, and the status filter. */
export function UserFilters({ search, status, onSearch, onStatus }: UserFiltersProps) {
  const { t } = useTranslation('office');
  return (
    <Group align="flex-end" role="search" aria-label={t('users.filters')}>
      <TextInput
        label={t('users.search')}
        type="search"
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        w={320}
      />
      <NativeSelect
        label={t('users.status')}
        value={status}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onStatus(isStatus(value) ? value : '');
        }}
        data={[
          { value: '', label: t('users.anyStatus') },
          ...STATUSES.map((value) => ({ value, label: t(`userStatus.${value}`) })),
        ]}
      />
    </Group>
  );
}
