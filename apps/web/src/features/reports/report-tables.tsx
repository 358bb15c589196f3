import { useMemo, useState } from 'react';
import { Button, Group, Select, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REPORT_GROUPINGS } from '@toll/domain/report-rules';
import { formatAmount } from '@toll/domain/money-format';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import type {
  AggregatedReport as AggregatedReportData,
  SalesReportRow,
} from '@toll/contract/reports';
import type { ClientListOptions } from '../../components/data-table/client-rows';
import {
  AS_DATA,
  OfficeDataTable,
  type DataTableColumn,
} from '../../components/data-table/data-table';
import type { ListDefaults } from '../../components/data-table/list-state';
import { ListTotals } from '../../components/data-table/list-totals';
import { useClientPage } from '../../components/data-table/use-client-page';
import { useLocalListState } from '../../components/data-table/use-local-list-state';
import { FormAlert } from '../../components/form-alert';
import { useLang } from '../../i18n/use-lang';
import { DownloadButtons } from './download-buttons';
import { productLabel } from './product-label';
import { aggregatedReport, salesReport, type ReportFilterValues } from './reports-api';

type Kind = 'VIGNETTE' | 'ROUTE_PASS' | 'DELICT' | 'PLATE_CORRECTION';
type Channel = 'site' | 'office' | 'tablet';

const errorText = (error: unknown) => (error instanceof Error ? error.message : null);

type AggregatedRow = AggregatedReportData['rows'][number];
const AGGREGATED_DEFAULTS: ListDefaults = { pageSize: 50 };
const AGGREGATED_ROWS: ClientListOptions<AggregatedRow> = {
  searchText: (r) => `${r.period} ${r.kind} ${r.product}`,
};
const aggregatedId = (r: AggregatedRow) => `${r.period}|${r.kind}|${r.product}`;

/**
 * The aggregated report: issued items per period of the chosen grouping (spec §9), paged in the
 * browser in the office's one table, with the totals of the whole report under it.
 */
export function AggregatedReport({ filters }: { filters: ReportFilterValues }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [grouping, setGrouping] = useState<string>('MONTHLY');
  const [asked, setAsked] = useState<{ filters: ReportFilterValues; grouping: string } | null>(
    null,
  );
  const list = useLocalListState(AGGREGATED_DEFAULTS);
  const report = useQuery({
    queryKey: ['reports', 'aggregated', asked],
    queryFn: () => aggregatedReport(lang, asked!.filters, asked!.grouping),
    enabled: asked !== null,
    retry: false,
  });
  const page = useClientPage(report.data?.rows, list.state, AGGREGATED_ROWS);
  const columns = useMemo<DataTableColumn<AggregatedRow>[]>(
    () => [
      { accessor: 'period', title: t('reportsPage.period') },
      { accessor: 'kind', title: t('reportsPage.kind'), render: (r) => t(`reportsPage.kinds.${r.kind as Kind}`) }, // prettier-ignore
      { accessor: 'product', title: t('reportsPage.product'), render: (r) => productLabel(t, r.product, r.kind) }, // prettier-ignore
      { accessor: 'items', title: t('reportsPage.items'), textAlign: 'right' },
      { accessor: 'amountBgn', title: t('reportsPage.amountBgn'), textAlign: 'right', render: (r) => formatAmount(r.amountBgn, lang) }, // prettier-ignore
      { accessor: 'amountEur', title: t('reportsPage.amountEur'), textAlign: 'right', render: (r) => formatAmount(r.amountEur, lang) }, // prettier-ignore
    ],
    [t, lang],
  );
  const totals = report.data?.totals;
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <Select
          label={t('reportsPage.grouping')}
          data={REPORT_GROUPINGS.map((g) => ({ value: g, label: t(`reportsPage.groupings.${g}`) }))}
          value={grouping}
          onChange={(v) => setGrouping(v ?? 'MONTHLY')}
          allowDeselect={false}
          w={180}
        />
        <Button
          onClick={() => {
            list.update({ page: 1 });
            setAsked({ filters, grouping });
          }}
        >
          {t('reportsPage.show')}
        </Button>
        <DownloadButtons path="/reports/aggregated/export" filters={filters} extra={{ grouping }} />
      </Group>
      {asked ? (
        <OfficeDataTable
          labelledBy="aggregated-tab"
          testId="aggregated-report"
          columns={columns}
          list={list}
          page={page}
          fetching={report.isFetching}
          error={errorText(report.error)}
          idAccessor={aggregatedId}
          summary={
            totals && (
              <ListTotals
                label={t('reportsPage.total')}
                lines={[
                  {
                    key: '',
                    cells: [
                      { label: t('reportsPage.items'), value: String(totals.items) },
                      { label: t('reportsPage.amountBgn'), value: formatAmount(totals.amountBgn, lang) }, // prettier-ignore
                      { label: t('reportsPage.amountEur'), value: formatAmount(totals.amountEur, lang) }, // prettier-ignore
                    ],
                  },
                ]}
              />
            )
          }
        />
      ) : (
        <FormAlert message={errorText(report.error)} />
      )}
    </Stack>
  );
}

const SALES_DEFAULTS: ListDefaults = { pageSize: 20 };

/**
 * The sales (vignettes) or toll-sales (route passes, delict fees) report for the filters shown,
 * paged on the server in the office's one table.
 */
export function SalesReport({ filters, toll }: { filters: ReportFilterValues; toll: boolean }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [asked, setAsked] = useState<ReportFilterValues | null>(null);
  const list = useLocalListState(SALES_DEFAULTS);
  const { page, pageSize } = list.state;
  const report = useQuery({
    queryKey: ['reports', toll ? 'toll-sales' : 'sales', asked, page, pageSize],
    queryFn: () => salesReport(lang, toll, asked!, page, pageSize),
    enabled: asked !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const path = toll ? '/reports/toll-sales' : '/reports/sales';
  const columns = useMemo<DataTableColumn<SalesReportRow>[]>(
    () => [
      { accessor: 'saleNumber', title: t('reportsPage.saleNumber') },
      { accessor: 'soldAt', title: t('reportsPage.soldAt'), render: (r) => formatSofiaDisplay(new Date(r.soldAt)) }, // prettier-ignore
      { accessor: 'channel', title: t('reportsPage.channel'), render: (r) => t(`reportsPage.channels.${r.channel as Channel}`) }, // prettier-ignore
      { accessor: 'partnerName', title: t('reportsPage.partner'), render: (r) => [r.partnerName, r.posCode].filter(Boolean).join(' / '), ...AS_DATA }, // prettier-ignore
      { accessor: 'product', title: t('reportsPage.product'), render: (r) => productLabel(t, r.product, r.kind) }, // prettier-ignore
      { accessor: 'plate', title: t('reportsPage.plate'), render: (r) => `${r.countryCode} ${r.plate}`, ...AS_DATA }, // prettier-ignore
      { accessor: 'amountEur', title: t('reportsPage.amountEur'), textAlign: 'right', render: (r) => formatAmount(r.amountEur, lang) }, // prettier-ignore
    ],
    [t, lang],
  );
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button
          onClick={() => {
            list.update({ page: 1 });
            setAsked(filters);
          }}
        >
          {t('reportsPage.show')}
        </Button>
        <DownloadButtons path={`${path}/export`} filters={filters} />
      </Group>
      {asked ? (
        <OfficeDataTable
          labelledBy={toll ? 'toll-sales-tab' : 'sales-tab'}
          columns={columns}
          list={list}
          page={report.data}
          fetching={report.isFetching}
          error={errorText(report.error)}
          idAccessor="itemId"
          testId="sales-report"
        />
      ) : (
        <FormAlert message={errorText(report.error)} />
      )}
    </Stack>
  );
}
