import { useState } from 'react';
import {
  Button,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Account } from '@toll/contract/accounts';
import type { LedgerAccountKind } from '@toll/domain/ledger';
import { formatAmount } from '@toll/domain/money-format';
import { sofiaDate } from '@toll/domain/sofia-time';
import { FormAlert } from '../../../components/form-alert';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { useLang } from '../../../i18n/use-lang';
import { useOfficeAccess } from '../../office-access';
import {
  CLIENTS_KEY,
  detailedReport,
  downloadDetailedReport,
  type ReportPeriod,
} from '../api/clients-api';

const iso = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** This month so far, in Sofia days. */
function thisMonth(): ReportPeriod {
  const today = sofiaDate(new Date());
  return { from: iso({ ...today, day: 1 }), to: iso(today), accountId: null };
}

/**
 * The detailed report tab: every booking on the client's contracts (or one) in a period of Sofia
 * days, page by page with the period's totals per balance, and as CSV or XLSX.
 */
export function ClientReport({
  customerId,
  accounts,
}: {
  customerId: string;
  accounts: Account[];
}) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const allowed = useOfficeAccess().capabilities.has('ledger.read');
  const [draft, setDraft] = useState<ReportPeriod>(thisMonth);
  const [period, setPeriod] = useState<ReportPeriod>(draft);
  const [page, setPage] = useState(1);
  const report = useQuery({
    queryKey: [...CLIENTS_KEY, customerId, 'report', period, page, lang],
    queryFn: ({ signal }) => detailedReport(lang, customerId, period, page, signal),
    enabled: allowed,
  });
  const download = useMutation({
    mutationFn: (format: 'csv' | 'xlsx') => downloadDetailedReport(lang, customerId, period, format), // prettier-ignore
  });
  if (!allowed)
    return <Text>{t('frame.noAccess.text', { screen: t('clients.tabs.report') })}</Text>;
  const data = report.data;
  return (
    <Stack gap="sm">
      <Group
        align="flex-end"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setPeriod(draft);
        }}
      >
        <TextInput
          type="date"
          label={t('clients.report.from')}
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('clients.report.to')}
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
        />
        <NativeSelect
          label={t('clients.contract')}
          value={draft.accountId === null ? '' : String(draft.accountId)}
          onChange={
            (e) =>
            setDraft({ ...draft, accountId: e.currentTarget.value ? Number(e.currentTarget.value) : null }) // prettier-ignore
          }
          data={[
            { value: '', label: t('clients.report.allContracts') },
            ...accounts.map((a) => ({ value: String(a.id), label: a.number })),
          ]}
        />
        <Button type="submit">{t('clients.report.show')}</Button>
        <Button
          variant="default"
          onClick={() => download.mutate('csv')}
          loading={download.isPending}
        >
          CSV
        </Button>
        <Button
          variant="default"
          onClick={() => download.mutate('xlsx')}
          loading={download.isPending}
        >
          XLSX
        </Button>
      </Group>
      <FormAlert message={report.error?.message ?? download.error?.message} />
      {data && data.total === 0 && <Text>{t('clients.report.none')}</Text>}
      {data && data.totals.length > 0 && (
        <Text size="sm">
          {t('clients.report.totals')}:{' '}
          {data.totals
            .map(
              (x) =>
                `${t(`trialBalance.kinds.${x.balance as LedgerAccountKind}`)} ${formatAmount(x.amountMinor, lang)} ${x.currency}`,
            ) // prettier-ignore
            .join(' · ')}
        </Text>
      )}
      {data && data.items.length > 0 && (
        <Table striped withTableBorder aria-label={t('clients.tabs.report')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('clients.report.when')}</Table.Th>
              <Table.Th>{t('clients.contract')}</Table.Th>
              <Table.Th>{t('clients.report.balance')}</Table.Th>
              <Table.Th>{t('clients.report.type')}</Table.Th>
              <Table.Th>{t('clients.report.description')}</Table.Th>
              <Table.Th ta="right">{t('clients.report.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((r) => (
              <Table.Tr key={r.entryId}>
                <Table.Td>{formatSofiaDateTime(r.occurredAt)}</Table.Td>
                <Table.Td>{r.accountNumber}</Table.Td>
                <Table.Td>{t(`trialBalance.kinds.${r.balance as LedgerAccountKind}`)}</Table.Td>
                <Table.Td>{t(`trialBalance.types.${r.type}`)}</Table.Td>
                <Table.Td>{r.description ?? ''}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatAmount(r.amountMinor, lang)} {r.currency}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {data && data.total > data.pageSize && (
        <Pagination
          total={Math.ceil(data.total / data.pageSize)}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({
            'aria-label': t(
              `table.page.${control === 'previous' || control === 'next' || control === 'first' || control === 'last' ? control : 'next'}`,
            ),
          })}
        />
      )}
    </Stack>
  );
}
