import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserStatus } from '../api/list-users';

export type UserFiltersProps = {
  status: string;
  onStatus: (value: UserStatus | '') => void;
};

const STATUSES: readonly UserStatus[] = ['ACTIVE', 'PENDING', 'DECOMMISSIONED'];
const isStatus = (value: string): value is UserStatus =>
  (STATUSES as readonly string[]).includes(value);

/** The status filter of the user list (`f_status`). */
export function UserFilters({ status, onStatus }: UserFiltersProps) {
  const { t } = useTranslation('office');
  return (
    <NativeSelect
      label={t('users.status')}
      value={isStatus(status) ? status : ''}
      onChange={(event) => {
        const value = event.currentTarget.value;
        onStatus(isStatus(value) ? value : '');
      }}
      data={[
        { value: '', label: t('users.anyStatus') },
        ...STATUSES.map((value) => ({ value, label: t(`userStatus.${value}`) })),
      ]}
    />
  );
}
