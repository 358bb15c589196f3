import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@toll/domain/money-format';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import { FormAlert } from '../../components/form-alert';
import { useLang } from '../../i18n/use-lang';
import { LEDGER_KEY, loadLedgerHealth } from './ledger-api';
import { StatusBadge } from '../../components/status-badge';

/**
 * "Ledger health" for accountants (issue #31), above the trial balance: the ledger auditor's last
 * run (every five minutes) — healthy or a breach, each check with how many it found and the
 * first ids, and the card-gateway clearing and suspense money older than 7 days.
 */
export function LedgerHealthCard() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const health = useQuery({
    queryKey: [...LEDGER_KEY, 'health'],
    queryFn: ({ signal }) => loadLedgerHealth(lang, signal),
    refetchInterval: 60_000,
  });
  const data = health.data;
  return (
    <Card withBorder data-testid="ledger-health">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('ledgerHealth.title')}
          </Title>
          {data?.ok !== null && data?.ok !== undefined && (
            <StatusBadge color={data.ok ? 'green' : 'red'}>
              {t(data.ok ? 'ledgerHealth.ok' : 'ledgerHealth.breach')}
            </StatusBadge>
          )}
        </Group>
        <FormAlert message={health.error instanceof Error ? health.error.message : null} />
        {data && data.ranAt === null && <Text size="sm">{t('ledgerHealth.never')}</Text>}
        {data && data.ranAt !== null && (
          <>
            <Text size="sm" c="dimmed">
              {t('ledgerHealth.ranAt', {
                at: formatSofiaDisplay(new Date(data.ranAt)),
                ms: data.durationMs,
              })}
            </Text>
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('ledgerHealth.check')}</Table.Th>
                  <Table.Th ta="right">{t('ledgerHealth.found')}</Table.Th>
                  <Table.Th>{t('ledgerHealth.sample')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.findings.map((f) => (
                  <Table.Tr key={f.check} c={f.count > 0 ? 'red' : undefined}>
                    <Table.Td>{t(`ledgerHealth.checks.${f.check}`)}</Table.Td>
                    <Table.Td ta="right">{f.count}</Table.Td>
                    <Table.Td>{f.sample.join(', ')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="sm" fw={600}>
              {t('ledgerHealth.aged')}
            </Text>
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('ledgerHealth.account')}</Table.Th>
                  <Table.Th>{t('trialBalance.currency')}</Table.Th>
                  <Table.Th ta="right">{t('ledgerHealth.balance')}</Table.Th>
                  <Table.Th ta="right">{t('ledgerHealth.agedPart')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.aged.map((a) => (
                  <Table.Tr key={`${a.kind}-${a.currency}`}>
                    <Table.Td>{t(`ledgerHealth.accounts.${a.kind}`)}</Table.Td>
                    <Table.Td>{a.currency}</Table.Td>
                    <Table.Td ta="right">{formatAmount(a.balanceMinor, lang)}</Table.Td>
                    <Table.Td ta="right" c={a.agedMinor > 0 ? 'orange' : undefined}>
                      {formatAmount(a.agedMinor, lang)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Card>
  );
}
