import { useCallback, useMemo, useState } from 'react';
import { NativeSelect, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Account } from '@toll/contract/accounts';
import type { DetailedReportRow } from '@toll/contract/clients';
import type { Lang } from '@toll/domain/languages';
import type { LedgerAccountKind } from '@toll/domain/ledger';
import { formatAmount } from '@toll/domain/money-format';
import { sofiaDate } from '@toll/domain/sofia-time';
import {
  AS_DATA,
  OfficeDataTable,
  type DataTableColumn,
} from '../../../components/data-table/data-table';
import type { ListDefaults, ListState } from '../../../components/data-table/list-state';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { useLocalListState } from '../../../components/data-table/use-local-list-state';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { useLang } from '../../../i18n/use-lang';
import { useOfficeAccess } from '../../office-access';
import { CLIENTS_KEY, detailedReport, periodQuery, type ReportPeriod } from '../api/clients-api';

const iso = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** This month so far, in Sofia days. */
function thisMonth(): ReportPeriod {
  const today = sofiaDate(new Date());
  return { from: iso({ ...today, day: 1 }), to: iso(today), accountId: null };
}

// A tab of the client's page (whose address is the page's): the view is the tab's own.
const REPORT_DEFAULTS: ListDefaults = { pageSize: 50 };

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
  const allowed = useOfficeAccess().capabilities.has('ledger.read');
  if (!allowed)
    return <Text>{t('frame.noAccess.text', { screen: t('clients.tabs.report') })}</Text>;
  return <ReportTable customerId={customerId} accounts={accounts} />;
}

function ReportTable({ customerId, accounts }: { customerId: string; accounts: Account[] }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [period, setPeriod] = useState<ReportPeriod>(thisMonth);
  const list = useLocalListState(REPORT_DEFAULTS);
  const fetchPage = useCallback(
    (l: Lang, state: ListState, signal: AbortSignal) =>
      detailedReport(l, customerId, period, state.page, state.pageSize, signal),
    [customerId, period],
  );
  const report = useListQuery([...CLIENTS_KEY, customerId, 'report', period], list.state, fetchPage); // prettier-ignore
  const change = (next: Partial<ReportPeriod>) => {
    setPeriod({ ...period, ...next });
    list.update({ page: 1 });
  };
  const balance = useCallback(
    (kind: string) => t(`trialBalance.kinds.${kind as LedgerAccountKind}`),
    [t],
  );
  const columns = useMemo<DataTableColumn<DetailedReportRow>[]>(
    () => [
      { accessor: 'occurredAt', title: t('clients.report.when'), render: (r) => formatSofiaDateTime(r.occurredAt) }, // prettier-ignore
      { accessor: 'accountNumber', title: t('clients.contract'), ...AS_DATA },
      { accessor: 'balance', title: t('clients.report.balance'), render: (r) => balance(r.balance) }, // prettier-ignore
      { accessor: 'type', title: t('clients.report.type'), render: (r) => t(`trialBalance.types.${r.type}`) }, // prettier-ignore
      { accessor: 'description', title: t('clients.report.description'), render: (r) => r.description ?? '', ...AS_DATA }, // prettier-ignore
      { accessor: 'amountMinor', title: t('clients.report.amount'), textAlign: 'right', noWrap: true, render: (r) => `${formatAmount(r.amountMinor, lang)} ${r.currency}` }, // prettier-ignore
    ],
    [t, lang, balance],
  );
  const totals = report.data?.totals ?? [];
  return (
    <OfficeDataTable
      labelledBy="client-tab-report"
      columns={columns}
      list={list}
      page={report.data}
      fetching={report.isFetching}
      error={report.error?.message}
      idAccessor="entryId"
      emptyText={t('clients.report.none')}
      exportPath="/clients/{customerId}/detailed-report"
      exportParams={{ customerId }}
      exportFileName={`client-${customerId}-${period.from}-${period.to}`}
      exportQuery={(_state, format) => ({ ...periodQuery(period), format })}
      exportBounded
      filters={
        <>
          <TextInput
            type="date"
            label={t('clients.report.from')}
            value={period.from}
            onChange={(e) => change({ from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('clients.report.to')}
            value={period.to}
            onChange={(e) => change({ to: e.currentTarget.value })}
          />
          <NativeSelect
            label={t('clients.contract')}
            value={period.accountId === null ? '' : String(period.accountId)}
            onChange={(e) => change({ accountId: e.currentTarget.value ? Number(e.currentTarget.value) : null })} // prettier-ignore
            data={[
              { value: '', label: t('clients.report.allContracts') },
              ...accounts.map((a) => ({ value: String(a.id), label: a.number })),
            ]}
          />
        </>
      }
      summary={
        totals.length > 0 && (
          <Text size="sm">
            {t('clients.report.totals')}:{' '}
            {totals
              .map(
                (x) => `${balance(x.balance)} ${formatAmount(x.amountMinor, lang)} ${x.currency}`,
              )
              .join(' · ')}
          </Text>
        )
      }
    />
  );
}
