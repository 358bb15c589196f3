import { useCallback, useMemo, useState } from 'react';
import { Anchor, Container, NativeSelect, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Device } from '@toll/contract/devices';
import { DEVICE_CONDITIONS, DEVICE_STATUSES, INVENTORY_TYPES } from '@toll/domain/devices';
import type { Lang } from '@toll/domain/languages';
import { OfficeDataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import type { ListState } from '../../../components/data-table/list-state';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { useListState } from '../../../components/data-table/use-list-state';
import { DEVICE_LIST_DEFAULTS, DEVICES_KEY, listDevices } from '../api/devices-api';
import { DeviceDetail } from './device-detail';
import { useWarehouses } from './use-warehouses';
import { StatusBadge } from '../../../components/status-badge';

/** `obu-management`: the device register, searched by serial or number, with each device's history. */
export function DeviceManagementPage() {
  const { t } = useTranslation('office');
  const list = useListState(DEVICE_LIST_DEFAULTS);
  const fetchPage = useCallback(
    (lang: Lang, state: ListState, signal: AbortSignal) => listDevices(lang, state, signal),
    [],
  );
  const devices = useListQuery([...DEVICES_KEY, 'list'], list.state, fetchPage);
  const warehouses = useWarehouses();
  const [shown, setShown] = useState<Device | null>(null);
  const filter = (name: string, value: string) => list.setFilter(name, value);
  const columns = useMemo<DataTableColumn<Device>[]>(
    () => [
      {
        accessor: 'number',
        title: t('devices.number'),
        sortable: true,
        render: (r) => (
          <Anchor component="button" type="button" onClick={() => setShown(r)}>
            {r.number}
          </Anchor>
        ),
      },
      { accessor: 'serialNumber', title: t('devices.serial'), sortable: true },
      { accessor: 'inventoryType', title: t('devices.type'), sortable: true, render: (r) => t(`devices.types.${r.inventoryType}`) }, // prettier-ignore
      { accessor: 'status', title: t('devices.status'), sortable: true, render: (r) => <StatusBadge color="blue">{t(`devices.statuses.${r.status}`)}</StatusBadge> }, // prettier-ignore
      { accessor: 'condition', title: t('devices.condition'), render: (r) => t(`devices.conditions.${r.condition}`) }, // prettier-ignore
      { accessor: 'label', title: t('devices.label'), render: (r) => t(`devices.labels.${r.label}`) }, // prettier-ignore
      { accessor: 'warehouseName', title: t('devices.warehouse') },
      { accessor: 'vendor', title: t('devices.vendor') },
    ],
    [t],
  );
  const select = (name: string, label: string, options: { value: string; label: string }[]) => (
    <NativeSelect
      label={label}
      value={list.state.filters[name] ?? ''}
      onChange={(e) => filter(name, e.currentTarget.value)}
      data={[{ value: '', label: t('devices.any') }, ...options]}
    />
  );

  return (
    <Container size="xl" py="lg" fluid>
      <title>{`${t('devices.title')} – ${t('brand')}`}</title>
      <Stack gap="md">
        <Title order={1} id="devices-title">
          {t('devices.title')}
        </Title>
        <OfficeDataTable
          labelledBy="devices-title"
          columns={columns}
          list={list}
          page={devices.data}
          fetching={devices.isFetching}
          error={devices.error?.message}
          idAccessor="id"
          searchLabel={t('devices.search')}
          exportPath="/obu"
          exportFileName="devices"
          filters={
            <>
              {select(
                'status',
                t('devices.status'),
                DEVICE_STATUSES.map((v) => ({ value: v, label: t(`devices.statuses.${v}`) })),
              )}
              {select(
                'inventoryType',
                t('devices.type'),
                INVENTORY_TYPES.map((v) => ({ value: v, label: t(`devices.types.${v}`) })),
              )}
              {select(
                'condition',
                t('devices.condition'),
                DEVICE_CONDITIONS.map((v) => ({ value: v, label: t(`devices.conditions.${v}`) })),
              )}
              {select(
                'warehouseId',
                t('devices.warehouse'),
                (warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name })),
              )}
            </>
          }
        />
      </Stack>
      <DeviceDetail device={shown} onClose={() => setShown(null)} />
    </Container>
  );
}
