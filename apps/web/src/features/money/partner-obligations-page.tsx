import { useMemo } from 'react';
import { Container, NativeSelect, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PartnerObligation } from '@toll/contract/partner-obligations';
import { PARTNER_OBLIGATION_STATUSES } from '@toll/domain/partner-obligations';
import { formatMoney } from '@toll/domain/money-format';
import { OfficeDataTable, type DataTableColumn } from '../../components/data-table/data-table';
import {
  ListPeriodFields,
  listPeriod,
  periodExportQuery,
} from '../../components/data-table/list-period';
import { useListQuery } from '../../components/data-table/use-list-query';
import { useListState } from '../../components/data-table/use-list-state';
import { StatusBadge } from '../../components/status-badge';
import { useLang } from '../../i18n/use-lang';
import {
  MONEY_KEY,
  OBLIGATIONS_LIST_DEFAULTS,
  loadPartnerObligations,
  moneyPeriod,
} from './money-api';
import { ListTotals } from '../../components/data-table/list-totals';
import { formatDay } from '../../i18n/format-sofia-time';

const STATUS_COLOR = { SETTLED: 'gray', NOT_DUE: 'blue', IN_DELAY: 'orange', OVERDUE: 'red' };

/**
 * `sales-partners-obligations` (spec §2; admin, concord admin, accountant): per sale partner and
 * its reporting period, the sales at its points of sale, its commission, what it owes, the due
 * date, the delay days and how late it is; filter by period, status and partner; CSV and Excel.
 */
export function PartnerObligationsPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const list = useListState(OBLIGATIONS_LIST_DEFAULTS);
  const page = useListQuery([...MONEY_KEY, 'obligations'], list.state, loadPartnerObligations);
  const fallback = moneyPeriod();
  const period = listPeriod(list.state, fallback);
  const columns = useMemo<DataTableColumn<PartnerObligation>[]>(() => {
    const money = (minor: number, row: PartnerObligation) =>
      formatMoney({ minor, currency: row.currency }, lang);
    return [
      { accessor: 'partnerName', title: t('obligations.partner') },
      {
        accessor: 'period',
        title: t('obligations.period'),
        render: (r) =>
          `${t(`obligations.periods.${r.period}`)}: ${formatDay(r.periodStart)} – ${formatDay(r.periodEnd)}`,
      },
      {
        accessor: 'salesMinor',
        title: t('obligations.sales'),
        textAlign: 'right',
        render: (r) => money(r.salesMinor, r),
      },
      {
        accessor: 'commissionMinor',
        title: t('obligations.commission'),
        textAlign: 'right',
        render: (r) => money(r.commissionMinor, r),
      },
      {
        accessor: 'settledMinor',
        title: t('obligations.settled'),
        textAlign: 'right',
        render: (r) => money(r.settledMinor, r),
      },
      {
        accessor: 'owedMinor',
        title: t('obligations.owed'),
        textAlign: 'right',
        render: (r) => <strong>{money(r.owedMinor, r)}</strong>,
      },
      { accessor: 'dueDate', title: t('obligations.dueDate'), noWrap: true },
      { accessor: 'delayDays', title: t('obligations.delayDays'), textAlign: 'right' },
      { accessor: 'daysLate', title: t('obligations.daysLate'), textAlign: 'right' },
      {
        accessor: 'status',
        title: t('obligations.status'),
        render: (r) => (
          <StatusBadge color={STATUS_COLOR[r.status]}>
            {t(`obligations.statuses.${r.status}`)}
          </StatusBadge>
        ),
      },
    ];
  }, [t, lang]);

  return (
    <Container size="xl" py="md" fluid>
      <Stack>
        <Title order={1} id="obligations-title">
          {t('screens.sales-partners-obligations')}
        </Title>
        <OfficeDataTable
          labelledBy="obligations-title"
          testId="partner-obligations"
          columns={columns}
          list={list}
          page={page.data}
          fetching={page.isFetching}
          error={page.error?.message}
          idAccessor={(r) => `${r.partnerId}-${r.currency}-${r.periodStart}`}
          searchLabel={t('obligations.partner')}
          filters={
            <>
              <ListPeriodFields
                list={list}
                fallback={fallback}
                fromLabel={t('money.from')}
                toLabel={t('money.to')}
              />
              <NativeSelect
                label={t('obligations.status')}
                value={list.state.filters.status ?? ''}
                onChange={(e) => list.setFilter('status', e.currentTarget.value)}
                data={[
                  { value: '', label: t('obligations.allStatuses') },
                  ...PARTNER_OBLIGATION_STATUSES.map((s) => ({
                    value: s,
                    label: t(`obligations.statuses.${s}`),
                  })),
                ]}
              />
            </>
          }
          exportPath="/sales-partners/obligations"
          exportFileName={`partner-obligations-${period.from}-${period.to}`}
          exportQuery={(state, format) => periodExportQuery(state, fallback, format)}
          exportBounded
          summary={
            <ListTotals
              label={t('obligations.total')}
              testId="partner-obligations-total"
              lines={(page.data?.totals ?? []).map((total) => {
                const m = (minor: number) => formatMoney({ minor, currency: total.currency }, lang);
                return {
                  key: total.currency,
                  cells: [
                    { label: t('obligations.sales'), value: m(total.salesMinor) },
                    { label: t('obligations.commission'), value: m(total.commissionMinor) },
                    { label: t('obligations.settled'), value: m(total.settledMinor) },
                    { label: t('obligations.owed'), value: m(total.owedMinor) },
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
