import { useState } from 'react';
import {
  Button,
  Card,
  Container,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TrialBalanceQuery } from '@toll/contract/ledger';
import { formatPlainDate } from '@toll/domain/plain-date';
import { formatSofiaDisplay, sofiaDate } from '@toll/domain/sofia-time';
import { FormAlert } from '../../components/form-alert';
import { useLang } from '../../i18n/use-lang';
import { LedgerHealthCard } from './ledger-health-card';
import {
  LEDGER_KEY,
  downloadTrialBalance,
  loadAccountEntries,
  loadTrialBalance,
} from './ledger-api';

const amount = (minor: number) => (minor / 100).toFixed(2);
const errorText = (error: unknown) => (error instanceof Error ? error.message : null);

/**
 * `trial-balance` (spec §2; accountant or admin in tolling mode): a period's opening balance,
 * debits, credits and closing balance per ledger account, a total row per currency (each sums to
 * zero), CSV and Excel export, and a click on an account opens its entries. Credits are shown as
 * positive amounts in their column (the API gives them negative: its sign convention).
 */
export function TrialBalancePage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const today = sofiaDate(new Date());
  const [from, setFrom] = useState(formatPlainDate({ ...today, day: 1 }));
  const [to, setTo] = useState(formatPlainDate(today));
  const [currency, setCurrency] = useState<string | null>(null);
  const [query, setQuery] = useState<TrialBalanceQuery>({ from, to });
  const [account, setAccount] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [exportError, setExportError] = useState<string | null>(null);

  const balance = useQuery({
    queryKey: [...LEDGER_KEY, 'trial-balance', query],
    queryFn: ({ signal }) => loadTrialBalance(lang, query, signal),
  });
  const entries = useQuery({
    queryKey: [...LEDGER_KEY, 'entries', account, query.from, query.to, page],
    queryFn: ({ signal }) =>
      loadAccountEntries(lang, account!, { from: query.from, to: query.to, page }, signal),
    enabled: account !== null,
  });
  const kind = (code: string) => t(`trialBalance.kinds.${code}`, { defaultValue: code });
  const exportAs = (format: 'csv' | 'xlsx') => {
    setExportError(null);
    downloadTrialBalance(lang, query, format).catch((error: unknown) =>
      setExportError(errorText(error)),
    );
  };

  return (
    <Container size="xl" py="md">
      <Stack>
        <Title order={1}>{t('screens.trial-balance')}</Title>
        <LedgerHealthCard />
        <Card withBorder>
          <Group align="end">
            <TextInput
              type="date"
              label={t('trialBalance.from')}
              value={from}
              onChange={(e) => setFrom(e.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={t('trialBalance.to')}
              value={to}
              onChange={(e) => setTo(e.currentTarget.value)}
            />
            <Select
              label={t('trialBalance.currency')}
              data={[
                { value: 'ALL', label: t('trialBalance.allCurrencies') },
                { value: 'EUR', label: 'EUR' },
                { value: 'BGN', label: 'BGN' },
              ]}
              value={currency ?? 'ALL'}
              onChange={(value) => setCurrency(value === 'ALL' ? null : value)}
              allowDeselect={false}
            />
            <Button
              onClick={() => {
                setAccount(null);
                setQuery({
                  from,
                  to,
                  ...(currency ? { currency: currency as 'EUR' | 'BGN' } : {}),
                });
              }}
            >
              {t('trialBalance.show')}
            </Button>
            <Button variant="default" onClick={() => exportAs('csv')}>
              CSV
            </Button>
            <Button variant="default" onClick={() => exportAs('xlsx')}>
              Excel
            </Button>
          </Group>
        </Card>
        <FormAlert message={errorText(balance.error) ?? exportError} />
        {balance.data && (
          <Table striped highlightOnHover withTableBorder data-testid="trial-balance">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('trialBalance.account')}</Table.Th>
                <Table.Th>{t('trialBalance.owner')}</Table.Th>
                <Table.Th>{t('trialBalance.currency')}</Table.Th>
                <Table.Th ta="right">{t('trialBalance.opening')}</Table.Th>
                <Table.Th ta="right">{t('trialBalance.debits')}</Table.Th>
                <Table.Th ta="right">{t('trialBalance.credits')}</Table.Th>
                <Table.Th ta="right">{t('trialBalance.closing')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {balance.data.rows.map((row) => (
                <Table.Tr
                  key={row.accountId}
                  style={{ cursor: 'pointer' }}
                  onClick={() => {
                    setAccount(row.accountId);
                    setPage(1);
                  }}
                >
                  <Table.Td>{kind(row.kind)}</Table.Td>
                  <Table.Td>{row.ownerId ?? ''}</Table.Td>
                  <Table.Td>{row.currency}</Table.Td>
                  <Table.Td ta="right">{amount(row.openingMinor)}</Table.Td>
                  <Table.Td ta="right">{amount(row.debitsMinor)}</Table.Td>
                  <Table.Td ta="right">{amount(Math.abs(row.creditsMinor))}</Table.Td>
                  <Table.Td ta="right">{amount(row.closingMinor)}</Table.Td>
                </Table.Tr>
              ))}
              {balance.data.rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={7}>{t('trialBalance.empty')}</Table.Td>
                </Table.Tr>
              )}
              {balance.data.totals.map((total) => (
                <Table.Tr
                  key={total.currency}
                  fw={700}
                  data-testid={`trial-balance-total-${total.currency}`}
                >
                  <Table.Td colSpan={2}>{t('trialBalance.total')}</Table.Td>
                  <Table.Td>{total.currency}</Table.Td>
                  <Table.Td ta="right">{amount(total.openingMinor)}</Table.Td>
                  <Table.Td ta="right">{amount(total.debitsMinor)}</Table.Td>
                  <Table.Td ta="right">{amount(Math.abs(total.creditsMinor))}</Table.Td>
                  <Table.Td ta="right" data-testid={`trial-balance-closing-${total.currency}`}>
                    {amount(total.closingMinor)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {account !== null && (
          <Card withBorder data-testid="ledger-entries">
            <Stack>
              <Group justify="space-between">
                <Title order={4}>
                  {entries.data
                    ? `${kind(entries.data.account.kind)} ${entries.data.account.ownerId ?? ''} ${entries.data.account.currency}`
                    : t('trialBalance.entries')}
                </Title>
                <Button variant="subtle" onClick={() => setAccount(null)}>
                  {t('trialBalance.closeEntries')}
                </Button>
              </Group>
              <FormAlert message={errorText(entries.error)} />
              <Table withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('trialBalance.occurredAt')}</Table.Th>
                    <Table.Th>{t('trialBalance.type')}</Table.Th>
                    <Table.Th>{t('trialBalance.reference')}</Table.Th>
                    <Table.Th ta="right">{t('trialBalance.debits')}</Table.Th>
                    <Table.Th ta="right">{t('trialBalance.credits')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(entries.data?.items ?? []).map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td>{formatSofiaDisplay(new Date(entry.occurredAt))}</Table.Td>
                      <Table.Td>
                        {t(`trialBalance.types.${entry.type}`, { defaultValue: entry.type })}
                      </Table.Td>
                      <Table.Td>{entry.description ?? entry.businessKey}</Table.Td>
                      <Table.Td ta="right">
                        {entry.amountMinor > 0 ? amount(entry.amountMinor) : ''}
                      </Table.Td>
                      <Table.Td ta="right">
                        {entry.amountMinor < 0 ? amount(-entry.amountMinor) : ''}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {entries.data && entries.data.total > entries.data.pageSize && (
                <Pagination
                  value={page}
                  onChange={setPage}
                  total={Math.ceil(entries.data.total / entries.data.pageSize)}
                />
              )}
              {entries.data && entries.data.items.length === 0 && (
                <Text c="dimmed">{t('trialBalance.noEntries')}</Text>
              )}
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
