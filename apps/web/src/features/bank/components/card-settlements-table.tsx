import { useMemo } from 'react';
import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CardSettlementDay } from '@toll/contract/bank';
import { OfficeDataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { useLocalListState } from '../../../components/data-table/use-local-list-state';
import { StatusBadge } from '../../../components/status-badge';
import { formatDay } from '../../../i18n/format-sofia-time';
import { useLang } from '../../../i18n/use-lang';
import {
  BANK_KEY,
  CARD_SETTLEMENT_DEFAULTS,
  formatMinor,
  listCardSettlements,
} from '../api/bank-api';

const COLOR = { MATCHED: 'green', SHORT: 'orange', EXTRA: 'orange', MISSING: 'red' } as const;

/**
 * The acquirer's card settlements per approvals day: what was approved, settled and received, the
 * fee, the difference and the age of what is short, extra or missing (exceptions first shown).
 */
export function CardSettlementsTable(props: { labelledBy: string }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const list = useLocalListState(CARD_SETTLEMENT_DEFAULTS);
  const page = useListQuery([...BANK_KEY, 'card-settlements'], list.state, listCardSettlements);
  const columns = useMemo<DataTableColumn<CardSettlementDay & { id: string }>[]>(
    () => [
      { accessor: 'day', title: t('bank.settlements.day'), sortable: true, noWrap: true, render: (d) => formatDay(d.day) }, // prettier-ignore
      {
        accessor: 'status',
        title: t('bank.status'),
        render: (d) => (
          <StatusBadge color={COLOR[d.status]}>
            {t(`bank.settlements.statuses.${d.status}`)}
          </StatusBadge>
        ),
      },
      ...(['approvalsMinor', 'receivedMinor', 'feeMinor', 'differenceMinor'] as const).map(
        (k): DataTableColumn<CardSettlementDay & { id: string }> => ({
          accessor: k,
          title: t(`bank.settlements.${k}`),
          textAlign: 'right',
          render: (d) => formatMinor(d[k], d.currency, lang),
        }),
      ),
      { accessor: 'ageDays', title: t('bank.settlements.ageDays'), sortable: true, textAlign: 'right' }, // prettier-ignore
    ],
    [t, lang],
  );
  const data = page.data && {
    ...page.data,
    items: page.data.items.map((d) => ({ ...d, id: `${d.day}-${d.currency}` })),
  };
  return (
    <OfficeDataTable
      labelledBy={props.labelledBy}
      testId="card-settlements"
      columns={columns}
      list={list}
      page={data}
      fetching={page.isFetching}
      error={page.error?.message}
      idAccessor="id"
      filters={
        <Switch
          label={t('bank.settlements.exceptionsOnly')}
          checked={list.state.filters.exceptions === 'true'}
          onChange={(e) => list.setFilter('exceptions', e.currentTarget.checked ? 'true' : '')}
        />
      }
    />
  );
}
