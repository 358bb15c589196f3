import { useTranslation } from 'react-i18next';
import type { AccountStatus } from '@toll/domain/statuses';
import { StatusBadge as Badge } from '../../../components/status-badge';

const COLOURS: Record<AccountStatus, string> = {
  PRE_ACTIVE: 'gray',
  ACTIVE: 'green',
  SUSPENDED: 'orange',
  PRE_CLOSED: 'grape',
  CLOSED: 'red',
};

/** A contract's status (spec §4) as a coloured label, never cut ("АКТ…", issue #32). */
export function StatusBadge({ status }: { status: AccountStatus }) {
  const { t } = useTranslation('office');
  return <Badge color={COLOURS[status]}>{t(`contracts.statuses.${status}`)}</Badge>;
}
