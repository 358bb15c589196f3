import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contractBalanceSchema } from '@toll/contract/toll-charges';
import { formatAmount } from '@toll/domain/money-format';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import { api } from '../../../api/typed-client';
import { FormAlert } from '../../../components/form-alert';
import { useLang } from '../../../i18n/use-lang';
import { StatusBadge } from '../../../components/status-badge';

/** The contract's balances query: read again when a change moves money (a device's deposit). */
export const contractBalanceKey = (accountId: number) => ['contract-balance', accountId] as const;

/** The contract's "Balance and movements" tab: its ledger balances and latest toll transactions. */
export function ContractBalance({ accountId }: { accountId: number }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const amount = (minor: number) => formatAmount(minor, lang);
  const query = useQuery({
    queryKey: contractBalanceKey(accountId),
    queryFn: ({ signal }) =>
      api.get('/toll-charges/contracts/{id}/balance', {
        params: { id: accountId },
        lang,
        signal,
        parse: (json) => contractBalanceSchema.parse(json),
      }),
  });
  const error = query.error instanceof Error ? query.error.message : null;
  return (
    <Stack>
      <FormAlert message={error} />
      {query.data && (
        <>
          <Group>
            {query.data.balances.map((b) => (
              <Stack key={b.ledgerAccountId} gap={0}>
                <Text size="sm" c="dimmed">
                  {t(`trialBalance.kinds.${b.kind}` as 'trialBalance.kinds.PREPAID_MAIN')} (
                  {b.currency})
                </Text>
                <Text fw={700}>{amount(b.normalBalanceMinor)}</Text>
              </Stack>
            ))}
            {query.data.balances.length === 0 && (
              <Text c="dimmed">{t('trialBalance.contract.none')}</Text>
            )}
          </Group>
          <Title order={4}>{t('trialBalance.contract.tolls')}</Title>
          <Table withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('trialBalance.occurredAt')}</Table.Th>
                <Table.Th>{t('trialBalance.contract.plate')}</Table.Th>
                <Table.Th>{t('trialBalance.contract.segment')}</Table.Th>
                <Table.Th ta="right">{t('trialBalance.contract.amount')}</Table.Th>
                <Table.Th>{t('trialBalance.contract.status')}</Table.Th>
                <Table.Th>{t('trialBalance.contract.due')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.tolls.map((r) => (
                <Table.Tr key={r.transactionId}>
                  <Table.Td>{formatSofiaDisplay(new Date(r.exitAt))}</Table.Td>
                  <Table.Td>{r.plate}</Table.Td>
                  <Table.Td>{r.segmentId}</Table.Td>
                  <Table.Td ta="right">{`${amount(r.amountMinor)} ${r.currency}`}</Table.Td>
                  <Table.Td>
                    <StatusBadge color={r.status === 'POSTED' ? 'green' : 'red'}>
                      {t(`trialBalance.contract.statuses.${r.status}`)}
                    </StatusBadge>
                  </Table.Td>
                  <Table.Td>{r.dueDate ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}
