import { useMemo } from 'react';
import { Alert, Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount } from '@toll/domain/money-format';
import { OfficeDataTable } from '../../components/data-table/data-table';
import { useListQuery } from '../../components/data-table/use-list-query';
import { useLocalListState } from '../../components/data-table/use-local-list-state';
import { FormAlert } from '../../components/form-alert';
import { formatSofiaDateTime } from '../../i18n/format-sofia-time';
import { useLang } from '../../i18n/use-lang';
import { useOfficePath } from '../office-access';
import {
  downloadBatchFile,
  getContractMsts,
  listMsts,
  MSTS_KEY,
  MSTS_LIST_DEFAULTS,
  MSTS_PATH,
} from './msts-api';
import { mstsTableColumns } from './msts-columns';

/**
 * The contract's MSTS tab (spec §2 contracts: "MSTS transactions and documents"): what it owes
 * for international toll, billed and unbilled, the unbilled against its Euro-toll credit limit
 * per currency (a warning once it is used up: the batch API refuses further transactions); its
 * transactions (filters and export); and the batches that carried them, the imported files
 * downloadable.
 */
export function ContractMsts({ accountId }: { accountId: number }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const path = useOfficePath();
  const list = useLocalListState(MSTS_LIST_DEFAULTS, { accountId: String(accountId) });
  const page = useListQuery([...MSTS_KEY, 'contract', accountId], list.state, listMsts);
  const summary = useQuery({
    queryKey: [...MSTS_KEY, 'summary', accountId, lang],
    queryFn: ({ signal }) => getContractMsts(lang, accountId, signal),
  });
  const download = useMutation({
    mutationFn: (batch: { id: number; fileName: string | null }) =>
      downloadBatchFile(lang, batch.id, batch.fileName ?? `msts-${batch.id}.csv`),
  });
  const columns = useMemo(() => mstsTableColumns(t, lang, null), [t, lang]);
  const s = summary.data;
  const amount = (minor: number, currency: string) => `${formatAmount(minor, lang)} ${currency}`;
  // the Euro-toll limit bounds the unbilled toll per currency (the batch API refuses past it)
  const limitOf = (currency: string) =>
    currency === 'EUR' ? (s?.creditLimitEuTollEurMinor ?? 0) : (s?.creditLimitEuTollBgnMinor ?? 0);
  const reached = (s?.totals ?? [])
    .filter((row) => row.unbilledMinor > 0 && row.unbilledMinor >= limitOf(row.currency))
    .map((row) => row.currency);
  return (
    <Stack gap="md">
      <FormAlert message={summary.error?.message ?? download.error?.message ?? null} />
      {reached.map((currency) => (
        <Alert key={currency} color="orange" data-testid="msts-limit-reached">
          {t('msts.euLimitReached', { currency })}
        </Alert>
      ))}
      {s && (
        <Group gap="xl" align="flex-start">
          {s.totals.length === 0 && <Text c="dimmed">{t('msts.none')}</Text>}
          {s.totals.map((row) => (
            <Stack key={row.currency} gap={0}>
              <Text size="sm" c="dimmed">
                {t('msts.unbilledOf', { count: row.transactions })}
              </Text>
              <Text fw={700}>{amount(row.unbilledMinor, row.currency)}</Text>
              <Text size="sm">
                {t('msts.billedTotal', { amount: amount(row.billedMinor, row.currency) })}
              </Text>
              <Text size="sm">
                {t('msts.euLimitUse', {
                  used: amount(row.unbilledMinor, row.currency),
                  limit: amount(limitOf(row.currency), row.currency),
                })}
              </Text>
            </Stack>
          ))}
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t('msts.euLimit')}
            </Text>
            <Text fw={700}>
              {amount(s.creditLimitEuTollEurMinor, 'EUR')} /{' '}
              {amount(s.creditLimitEuTollBgnMinor, 'BGN')}
            </Text>
          </Stack>
        </Group>
      )}
      <Title order={3} id="contract-msts-title" size="h4">
        {t('msts.transactions')}
      </Title>
      <OfficeDataTable
        labelledBy="contract-msts-title"
        columns={columns}
        list={list}
        page={page.data}
        fetching={page.isFetching}
        error={page.error?.message}
        idAccessor="id"
        exportPath={MSTS_PATH}
        exportFileName={`msts-${accountId}`}
      />
      <Anchor component={Link} to={`${path('msts-transactions')}?f_accountId=${accountId}`}>
        {t('msts.openAll')}
      </Anchor>
      <Title order={3} size="h4">
        {t('msts.documents')}
      </Title>
      <Table striped withTableBorder data-testid="contract-msts-documents">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('msts.receivedAt')}</Table.Th>
            <Table.Th>{t('msts.source')}</Table.Th>
            <Table.Th>{t('msts.file')}</Table.Th>
            <Table.Th ta="right">{t('msts.transactionsCount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(s?.batches ?? []).map((b) => (
            <Table.Tr key={b.id}>
              <Table.Td>{formatSofiaDateTime(b.receivedAt)}</Table.Td>
              <Table.Td>{t(b.source === 'API' ? 'msts.sourceApi' : 'msts.sourceFile')}</Table.Td>
              <Table.Td>
                {b.hasFile ? (
                  <Button variant="subtle" size="compact-sm" onClick={() => download.mutate(b)}>
                    {b.fileName}
                  </Button>
                ) : (
                  (b.fileName ?? '—')
                )}
              </Table.Td>
              <Table.Td ta="right">{b.transactions}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
