import { useMemo } from 'react';
import { Container, NativeSelect, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_DISTRIBUTION_STATES,
  PAYMENT_KINDS,
  type OngoingPayment,
} from '@toll/contract/ongoing-payments';
import { formatMoney } from '@toll/domain/money-format';
import {
  AS_DATA,
  OfficeDataTable,
  type DataTableColumn,
} from '../../components/data-table/data-table';
import {
  ListPeriodFields,
  listPeriod,
  periodExportQuery,
} from '../../components/data-table/list-period';
import { useListQuery } from '../../components/data-table/use-list-query';
import { useListState } from '../../components/data-table/use-list-state';
import { StatusBadge } from '../../components/status-badge';
import { useLang } from '../../i18n/use-lang';
import { MONEY_KEY, PAYMENTS_LIST_DEFAULTS, loadOngoingPayments, moneyPeriod } from './money-api';
import { ListTotals } from '../../components/data-table/list-totals';
import { formatDay } from '../../i18n/format-sofia-time';

const STATE_COLOR = { DISTRIBUTED: 'green', PARTIAL: 'orange', UNDISTRIBUTED: 'red' };

/**
 * `ongoing-payments` (spec §2; accountant or admin in tolling mode): the payments received in a
 * period — by bank, by card in the self-care portal, system and internal — with what of each is
 * distributed and to which contracts; filters by kind, distribution and text; CSV and Excel.
 */
export function OngoingPaymentsPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const list = useListState(PAYMENTS_LIST_DEFAULTS);
  const page = useListQuery([...MONEY_KEY, 'ongoing'], list.state, loadOngoingPayments);
  const fallback = moneyPeriod();
  const period = listPeriod(list.state, fallback);
  const filter = (name: string, value: string) => list.setFilter(name, value);
  const columns = useMemo<DataTableColumn<OngoingPayment>[]>(() => {
    const money = (minor: number, row: OngoingPayment) =>
      formatMoney({ minor, currency: row.currency }, lang);
    return [
      { accessor: 'number', title: t('payments.number') },
      {
        accessor: 'paymentDate',
        title: t('payments.date'),
        noWrap: true,
        render: (p) => formatDay(p.paymentDate),
      },
      { accessor: 'kind', title: t('payments.kind'), render: (p) => t(`payments.kinds.${p.kind}`) },
      { accessor: 'payer', title: t('payments.payer'), render: (p) => p.payer ?? '', ...AS_DATA },
      {
        accessor: 'contracts',
        title: t('payments.contracts'),
        render: (p) => p.contracts.join(', '),
      },
      {
        accessor: 'amountMinor',
        title: t('payments.amount'),
        textAlign: 'right',
        noWrap: true,
        render: (p) => money(p.amountMinor, p),
      },
      {
        accessor: 'distributedMinor',
        title: t('payments.distributed'),
        textAlign: 'right',
        noWrap: true,
        render: (p) => money(p.distributedMinor, p),
      },
      {
        accessor: 'undistributedMinor',
        title: t('payments.undistributed'),
        textAlign: 'right',
        noWrap: true,
        render: (p) => money(p.undistributedMinor, p),
      },
      {
        accessor: 'state',
        title: t('payments.state'),
        render: (p) => (
          <StatusBadge color={STATE_COLOR[p.state]}>{t(`payments.states.${p.state}`)}</StatusBadge>
        ),
      },
    ];
  }, [t, lang]);

  return (
    <Container size="xl" py="md" fluid>
      <Stack>
        <Title order={1} id="ongoing-payments-title">
          {t('screens.ongoing-payments')}
        </Title>
        <OfficeDataTable
          labelledBy="ongoing-payments-title"
          testId="ongoing-payments"
          columns={columns}
          list={list}
          page={page.data}
          fetching={page.isFetching}
          error={page.error?.message}
          idAccessor="id"
          searchLabel={t('payments.search')}
          filters={
            <>
              <ListPeriodFields
                list={list}
                fallback={fallback}
                fromLabel={t('money.from')}
                toLabel={t('money.to')}
              />
              <NativeSelect
                label={t('payments.kind')}
                value={list.state.filters.kind ?? ''}
                onChange={(e) => filter('kind', e.currentTarget.value)}
                data={[
                  { value: '', label: t('payments.allKinds') },
                  ...PAYMENT_KINDS.map((k) => ({ value: k, label: t(`payments.kinds.${k}`) })),
                ]}
              />
              <NativeSelect
                label={t('payments.state')}
                value={list.state.filters.state ?? ''}
                onChange={(e) => filter('state', e.currentTarget.value)}
                data={[
                  { value: '', label: t('payments.allStates') },
                  ...PAYMENT_DISTRIBUTION_STATES.map((s) => ({
                    value: s,
                    label: t(`payments.states.${s}`),
                  })),
                ]}
              />
            </>
          }
          exportPath="/ongoing-payments"
          exportFileName={`ongoing-payments-${period.from}-${period.to}`}
          exportQuery={(state, format) => periodExportQuery(state, fallback, format)}
          exportBounded
          summary={
            <ListTotals
              label={t('payments.totalRow')}
              testId="ongoing-payments-total"
              lines={(page.data?.totals ?? []).map((s) => {
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
