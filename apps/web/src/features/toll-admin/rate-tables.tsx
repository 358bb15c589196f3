import { useMemo } from 'react';
import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OverchargeAdminRow, RouteTariffAdminRow } from '@toll/contract/toll-admin';
import { formatMoney } from '@toll/domain/money-format';
import { formatNumber } from '@toll/domain/number-format';
import { TOLLED_ROAD_CLASSES } from '@toll/domain/road-network';
import { ROUTE_TOLL_CATEGORIES } from '@toll/domain/route-tariffs';
import { EMISSION_GROUPS } from '@toll/domain/vehicles';
import type { ClientListOptions } from '../../components/data-table/client-rows';
import { OfficeDataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { useClientPage } from '../../components/data-table/use-client-page';
import type { ListStateControl } from '../../components/data-table/use-list-state';
import { formatDay } from '../../i18n/format-sofia-time';
import { useLang } from '../../i18n/use-lang';
import { listOvercharges, listTariffs, TOLL_ADMIN_KEY } from './toll-admin-api';
import { StatusBadge } from '../../components/status-badge';

type State = RouteTariffAdminRow['state'];
const STATES: readonly State[] = ['CURRENT', 'SCHEDULED', 'PAST'];
const STATE_COLOR: Record<State, string> = { CURRENT: 'green', SCHEDULED: 'blue', PAST: 'gray' };
const errorText = (error: unknown) => (error instanceof Error ? error.message : null);

const cellKey = (r: RouteTariffAdminRow) => `${r.roadClass}|${r.category}|${r.emissionGroup}`;
const TARIFF_ROWS: ClientListOptions<RouteTariffAdminRow> = {
  searchText: (r) => `${r.roadClass} ${r.category} ${EMISSION_GROUPS[r.emissionGroup]}`,
  sortValue: (r, column) =>
    column === 'validFrom'
      ? r.validFrom
      : column === 'eurPer100KmMinor'
        ? r.eurPer100KmMinor
        : `${cellKey(r)}|${r.validFrom}`,
  filter: (r, name, value) =>
    name === 'state'
      ? r.state === value
      : name === 'roadClass'
        ? r.roadClass === value
        : name !== 'category' || r.category === value,
};

function StateFilter({ list }: { list: ListStateControl }) {
  const { t } = useTranslation('office');
  return (
    <NativeSelect
      label={t('tollAdmin.state')}
      value={list.state.filters.state ?? ''}
      onChange={(e) => list.setFilter('state', e.currentTarget.value)}
      data={[
        { value: '', label: t('billing.any') },
        ...STATES.map((value) => ({ value, label: t(`tollAdmin.states.${value}`) })),
      ]}
    />
  );
}

function StateBadge({ state }: { state: State }) {
  const { t } = useTranslation('office');
  return <StatusBadge color={STATE_COLOR[state]}>{t(`tollAdmin.states.${state}`)}</StatusBadge>;
}

/** Every per-km rate: road class × category × emission group, dated, newest first per cell. */
export function TariffTable({ list }: { list: ListStateControl }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const rows = useQuery({
    queryKey: [...TOLL_ADMIN_KEY, 'tariffs', lang],
    queryFn: ({ signal }) => listTariffs(lang, signal),
  });
  const page = useClientPage(rows.data, list.state, TARIFF_ROWS);
  const columns = useMemo<DataTableColumn<RouteTariffAdminRow>[]>(
    () => [
      {
        accessor: 'cell',
        title: t('tollAdmin.roadClass'),
        sortable: true,
        render: (r) => t(`tollAdmin.roadClasses.${r.roadClass}`),
      },
      {
        accessor: 'category',
        title: t('tollAdmin.category'),
        render: (r) => t(`vehicles.categories.${r.category}`),
      },
      {
        accessor: 'emissionGroup',
        title: t('tollAdmin.emissionGroup'),
        noWrap: true,
        render: (r) => EMISSION_GROUPS[r.emissionGroup],
      },
      {
        accessor: 'validFrom',
        title: t('tollAdmin.validFrom'),
        sortable: true,
        noWrap: true,
        render: (r) => formatDay(r.validFrom),
      },
      {
        accessor: 'validTo',
        title: t('tollAdmin.validTo'),
        noWrap: true,
        render: (r) => formatDay(r.validTo),
      },
      {
        accessor: 'eurPer100KmMinor',
        title: t('tollAdmin.eurPer100Km'),
        sortable: true,
        textAlign: 'right',
        noWrap: true,
        render: (r) => formatMoney({ minor: r.eurPer100KmMinor, currency: 'EUR' }, lang),
      },
      {
        accessor: 'state',
        title: t('tollAdmin.state'),
        render: (r) => <StateBadge state={r.state} />,
      },
    ],
    [t, lang],
  );
  const select = <V extends string>(
    name: 'roadClass' | 'category',
    values: readonly V[],
    label: (v: V) => string,
  ) => (
    <NativeSelect
      label={t(`tollAdmin.${name}`)}
      value={list.state.filters[name] ?? ''}
      onChange={(e) => list.setFilter(name, e.currentTarget.value)}
      data={[
        { value: '', label: t('billing.any') },
        ...values.map((value) => ({ value, label: label(value) })),
      ]}
    />
  );
  return (
    <OfficeDataTable
      labelledBy="toll-admin-tariffs"
      testId="toll-admin-tariffs"
      columns={columns}
      list={list}
      page={page}
      fetching={rows.isFetching}
      error={errorText(rows.error)}
      idAccessor="id"
      searchLabel={t('table.search')}
      filters={
        <>
          <StateFilter list={list} />
          {select('roadClass', TOLLED_ROAD_CLASSES, (v) => t(`tollAdmin.roadClasses.${v}`))}
          {select('category', ROUTE_TOLL_CATEGORIES, (v) => t(`vehicles.categories.${v}`))}
        </>
      }
    />
  );
}

const OVERCHARGE_ROWS: ClientListOptions<OverchargeAdminRow> = {
  searchText: (r) => `${r.tollDomain} ${r.name} ${r.countryCode}`,
  sortValue: (r, column) =>
    column === 'validFrom'
      ? r.validFrom
      : column === 'overchargeBp'
        ? r.overchargeBp
        : `${r.tollDomain}|${r.validFrom}`,
  filter: (r, name, value) => name !== 'state' || r.state === value,
};

/** Every international toll domain's overcharge on the net toll, dated. */
export function OverchargeTable({ list }: { list: ListStateControl }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const rows = useQuery({
    queryKey: [...TOLL_ADMIN_KEY, 'overcharges', lang],
    queryFn: ({ signal }) => listOvercharges(lang, signal),
  });
  const page = useClientPage(rows.data, list.state, OVERCHARGE_ROWS);
  const columns = useMemo<DataTableColumn<OverchargeAdminRow>[]>(
    () => [
      {
        accessor: 'tollDomain',
        title: t('tollAdmin.tollDomain'),
        sortable: true,
        render: (r) => r.name,
      },
      {
        accessor: 'validFrom',
        title: t('tollAdmin.validFrom'),
        sortable: true,
        noWrap: true,
        render: (r) => formatDay(r.validFrom),
      },
      {
        accessor: 'validTo',
        title: t('tollAdmin.validTo'),
        noWrap: true,
        render: (r) => formatDay(r.validTo),
      },
      {
        accessor: 'overchargeBp',
        title: t('tollAdmin.overchargePercent'),
        sortable: true,
        textAlign: 'right',
        noWrap: true,
        render: (r) => `${formatNumber(r.overchargeBp / 100, lang, { digits: 2 })} %`,
      },
      {
        accessor: 'state',
        title: t('tollAdmin.state'),
        render: (r) => <StateBadge state={r.state} />,
      },
    ],
    [t, lang],
  );
  return (
    <OfficeDataTable
      labelledBy="toll-admin-overcharges"
      testId="toll-admin-overcharges"
      columns={columns}
      list={list}
      page={page}
      fetching={rows.isFetching}
      error={errorText(rows.error)}
      idAccessor="id"
      searchLabel={t('table.search')}
      filters={<StateFilter list={list} />}
    />
  );
}
