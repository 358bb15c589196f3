import { useCallback, useMemo } from 'react';
import { Anchor, Container, NativeSelect, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Unit } from '@toll/contract/accounts';
import { UNIT_STATUSES, unitsToWeightKg } from '@toll/domain/accounts';
import type { Lang } from '@toll/domain/languages';
import { TOLL_CATEGORIES } from '@toll/domain/vehicles';
import {
  AS_DATA,
  OfficeDataTable,
  type DataTableColumn,
} from '../../../components/data-table/data-table';
import type { ListState } from '../../../components/data-table/list-state';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { useListState } from '../../../components/data-table/use-list-state';
import { useOfficePath } from '../../office-access';
import { listUnits, UNITS_KEY, UNIT_LIST_DEFAULTS } from '../api/contracts-api';

/** `vehicle-management` and `vehicle-management/:contractId`: vehicles, filtered on the server. */
export function VehicleListPage() {
  const { contractId } = useParams();
  const accountId = contractId && /^\d+$/.test(contractId) ? Number(contractId) : undefined;
  const { t } = useTranslation('office');
  const path = useOfficePath();
  const list = useListState(UNIT_LIST_DEFAULTS);
  const fetchPage = useCallback(
    (lang: Lang, state: ListState, signal: AbortSignal) =>
      listUnits(lang, state, signal, accountId),
    [accountId],
  );
  const units = useListQuery([...UNITS_KEY, 'list', accountId ?? 'all'], list.state, fetchPage);
  const filter = (name: string, value: string) => list.setFilter(name, value);
  const columns = useMemo<DataTableColumn<Unit>[]>(
    () => [
      { accessor: 'plate', title: t('vehicles.plate'), sortable: true },
      {
        accessor: 'accountNumber',
        title: t('vehicles.contract'),
        sortable: true,
        render: (row) => (
          <Anchor component={Link} to={path(`contract-management/${row.accountId}`)}>
            {row.accountNumber}
          </Anchor>
        ),
      },
      { accessor: 'vehicleType', title: t('vehicles.vehicleType'), render: (row) => t(`vehicles.types.${row.vehicleType}`) }, // prettier-ignore
      { accessor: 'make', title: t('vehicles.make'), render: (row) => [row.make, row.model].filter(Boolean).join(' '), ...AS_DATA }, // prettier-ignore
      { accessor: 'totalAxles', title: t('vehicles.axles'), textAlign: 'right' },
      { accessor: 'maxWetWeight', title: t('vehicles.maxWetWeight'), textAlign: 'right', render: (row) => unitsToWeightKg(row.trainMaxWeight ?? row.maxWetWeight) }, // prettier-ignore
      { accessor: 'tollCategory', title: t('vehicles.tollCategory'), sortable: true, render: (row) => row.tollCategory && t(`vehicles.categories.${row.tollCategory}`) }, // prettier-ignore
      { accessor: 'status', title: t('vehicles.status'), sortable: true, render: (row) => t(`vehicles.statuses.${row.status}`) }, // prettier-ignore
    ],
    [t, path],
  );
  const number = units.data?.items[0]?.accountNumber;
  const title =
    accountId !== undefined && number ? t('vehicles.ofContract', { number }) : t('vehicles.title');

  return (
    <Container size="xl" py="lg" fluid>
      <title>{`${title} – ${t('brand')}`}</title>
      <Stack gap="md">
        {accountId !== undefined && (
          <Anchor component={Link} to={path(`contract-management/${accountId}`)}>
            {t('contracts.backToList')}
          </Anchor>
        )}
        <Title order={1} id="vehicles-title">
          {title}
        </Title>
        <OfficeDataTable
          labelledBy="vehicles-title"
          columns={columns}
          list={list}
          page={units.data}
          fetching={units.isFetching}
          error={units.error?.message}
          idAccessor="accountUnitId"
          searchLabel={t('vehicles.search')}
          exportPath="/accountUnits"
          exportFileName="vehicles"
          filters={
            <>
              <NativeSelect
                label={t('vehicles.status')}
                value={list.state.filters.status ?? ''}
                onChange={(e) => filter('status', e.currentTarget.value)}
                data={[
                  { value: '', label: t('vehicles.any') },
                  ...UNIT_STATUSES.map((s) => ({ value: s, label: t(`vehicles.statuses.${s}`) })),
                ]}
              />
              <NativeSelect
                label={t('vehicles.tollCategory')}
                value={list.state.filters.tollCategory ?? ''}
                onChange={(e) => filter('tollCategory', e.currentTarget.value)}
                data={[
                  { value: '', label: t('vehicles.any') },
                  ...TOLL_CATEGORIES.map((c) => ({
                    value: c,
                    label: t(`vehicles.categories.${c}`),
                  })),
                ]}
              />
            </>
          }
        />
      </Stack>
    </Container>
  );
}
