import { Stack, Table, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Account } from '@toll/contract/accounts';
import { FormAlert } from '../../../components/form-alert';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { useLang } from '../../../i18n/use-lang';
import { useOfficeAccess } from '../../office-access';
import { CLIENTS_KEY, contractNotifications } from '../api/clients-api';
import { StatusBadge } from '../../../components/status-badge';

/**
 * The notifications tab: the notices sent about the client's contracts (SMS and e-mail, newest
 * first, the last 50 of each contract), from the notification log; its reading right applies.
 */
export function ClientNotifications({ accounts }: { accounts: Account[] }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const allowed = useOfficeAccess().capabilities.has('notifications');
  const pages = useQueries({
    queries: accounts.map((a) => ({
      queryKey: [...CLIENTS_KEY, 'notifications', a.id, lang],
      queryFn: ({ signal }: { signal: AbortSignal }) => contractNotifications(lang, a.id, signal),
      enabled: allowed,
    })),
  });
  if (!allowed)
    return <Text>{t('frame.noAccess.text', { screen: t('clients.tabs.notifications') })}</Text>;
  const rows = pages
    .flatMap((p, i) => (p.data?.items ?? []).map((n) => ({ n, account: accounts[i]! })))
    .sort((x, y) => y.n.createdAt.localeCompare(x.n.createdAt));
  const failed = pages.find((p) => p.error)?.error;
  return (
    <Stack gap="xs">
      <FormAlert message={failed?.message} />
      {rows.length === 0 && pages.every((p) => p.data) && (
        <Text>{t('clients.noNotifications')}</Text>
      )}
      {rows.length > 0 && (
        <Table striped withTableBorder aria-label={t('clients.tabs.notifications')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('clients.notice.when')}</Table.Th>
              <Table.Th>{t('clients.contract')}</Table.Th>
              <Table.Th>{t('clients.notice.channel')}</Table.Th>
              <Table.Th>{t('clients.notice.receiver')}</Table.Th>
              <Table.Th>{t('clients.notice.subject')}</Table.Th>
              <Table.Th>{t('clients.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ n, account }) => (
              <Table.Tr key={n.id}>
                <Table.Td>{formatSofiaDateTime(n.createdAt)}</Table.Td>
                <Table.Td>{account.number}</Table.Td>
                <Table.Td>{t(`notifications.channels.${n.channel}`)}</Table.Td>
                <Table.Td>{n.receiver}</Table.Td>
                <Table.Td>{n.subject}</Table.Td>
                <Table.Td>
                  <StatusBadge color="blue">{t(`notifications.statuses.${n.status}`)}</StatusBadge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
