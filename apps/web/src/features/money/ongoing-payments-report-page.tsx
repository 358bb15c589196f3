import { useMemo } from 'react';
import { Container, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OngoingPaymentsReportRow } from '@toll/contract/ongoing-payments';
import { formatMoney } from '@toll/domain/money-format';
import type { ClientListOptions } from '../../components/data-table/client-rows';
import { OfficeDataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { ListPeriodFields } from '../../components/data-table/list-period';
import { useClientPage } from '../../components/data-table/use-client-page';
import { useListState } from '../../components/data-table/use-list-state';
import { useLang } from '../../i18n/use-lang';
import {
  MONEY_KEY,
  PAYMENTS_REPORT_LIST_DEFAULTS,
  loadOngoingPaymentsReport,
  moneyPeriod,
  reportPeriod,
} from './money-api';
import { ListTotals } from '../../components/data-table/list-totals';
import { formatDay } from '../../i18n/format-sofia-time';

const rowKey = (r: OngoingPaymentsReportRow) => `${r.day}-${r.kind}-${r.currency}`;

/** The report is one row per day, kind and currency of a period: it is paged in the browser. */
const REPORT_ROWS: ClientListOptions<OngoingPaymentsReportRow> = {
  searchText: (r) => `${r.day} ${r.kind} ${r.currency}`,
  sortValue: (r, column) =>
    column === 'count' ? r.count : column === 'amountMinor' ? r.amountMinor : rowKey(r),
};

/**
 * `ongoing-payments-report` (spec §2; accountant or admin in tolling mode): the period's payments
 * per day and kind — how many, how much, distributed and undistributed — with totals; CSV, Excel.
 */
export function OngoingPaymentsReportPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const list = useListState(PAYMENTS_REPORT_LIST_DEFAULTS);
  const fallback = moneyPeriod();
  const period = reportPeriod(list.state);
  const report = useQuery({
    queryKey: [...MONEY_KEY, 'ongoing-report', period, lang],
    queryFn: ({ signal }) => loadOngoingPaymentsReport(lang, period, signal),
  });
  const page = useClientPage(report.data?.rows, list.state, REPORT_ROWS);
  const columns = useMemo<DataTableColumn<OngoingPaymentsReportRow>[]>(() => {
    const money = (minor: number, row: OngoingPaymentsReportRow) =>
      formatMoney({ minor, currency: row.currency }, lang);
    return [
      {
        accessor: 'day',
        title: t('payments.day'),
        sortable: true,
        noWrap: true,
        render: (r) => formatDay(r.day),
      },
      { accessor: 'kind', title: t('payments.kind'), render: (r) => t(`payments.kinds.${r.kind}`) },
      { accessor: 'count', title: t('payments.count'), sortable: true, textAlign: 'right' },
      {
        accessor: 'amountMinor',
        title: t('payments.amount'),
        sortable: true,
        textAlign: 'right',
        noWrap: true,
        render: (r) => money(r.amountMinor, r),
      },
      {
        accessor: 'distributedMinor',
        title: t('payments.distributed'),
        textAlign: 'right',
        noWrap: true,
        render: (r) => money(r.distributedMinor, r),
      },
      {
        accessor: 'undistributedMinor',
        title: t('payments.undistributed'),
        textAlign: 'right',
        noWrap: true,
        render: (r) => money(r.undistributedMinor, r),
      },
    ];
  }, [t, lang]);

  return (
    <Container size="xl" py="md" fluid>
      <Stack>
        <Title order={1} id="ongoing-payments-report-title">
          {t('screens.ongoing-payments-report')}
        </Title>
        <OfficeDataTable
          labelledBy="ongoing-payments-report-title"
          testId="ongoing-payments-report"
          columns={columns}
          list={list}
          page={page}
          fetching={report.isFetching}
          error={report.error?.message}
          idAccessor={rowKey}
          filters={
            <ListPeriodFields
              list={list}
              fallback={fallback}
              fromLabel={t('money.from')}
              toLabel={t('money.to')}
            />
          }
          exportPath="/ongoing-payments/report"
          exportFileName={`ongoing-payments-report-${period.from}-${period.to}`}
          exportQuery={(state, format) => ({ ...reportPeriod(state), format })}
          exportBounded
          summary={
            <ListTotals
              label={t('payments.totalRow')}
              testId="ongoing-payments-report-total"
              lines={(report.data?.totals ?? []).map((s) => {
                const m = (minor: number) => formatMoney({ minor, currency: s.currency }, lang);
                return {
                  key: s.currency,
                  cells: [
                    { label: t('payments.count'), value: String(s.count) },
                    { label: t('payments.amount'), value: m(s.amountMinor) },
                    { label: t('payments.distributed'), value: m(s.distributedMinor) },
                    { label: t('payments.undistributed'), value: m(s.undistributedMinor) },
                  ],
                };
              })}
            />
          }
        />
      </Stack>
    </Container>
  );
}
