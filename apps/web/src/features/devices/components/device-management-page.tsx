import { useCallback, useMemo, useState } from 'react';
import { Anchor, Badge, Container, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Device } from '@toll/contract/devices';
import {
  DEVICE_CONDITIONS,
  DEVICE_STATUSES,
  INVENTORY_TYPES,
  type DeviceHistoryAction,
} from '@toll/domain/devices';
import type { Lang } from '@toll/domain/languages';
import { AppModal } from '../../../components/app-modal';
import { OfficeDataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import type { ListState } from '../../../components/data-table/list-state';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { useListState } from '../../../components/data-table/use-list-state';
import { FormAlert } from '../../../components/form-alert';
import { useLang } from '../../../i18n/use-lang';
import { DEVICE_LIST_DEFAULTS, DEVICES_KEY, getDevice, listDevices } from '../api/devices-api';

/** `obu-management`: the device register, searched by serial or number, with each device's history. */
export function DeviceManagementPage() {
  const { t } = useTranslation('office');
  const list = useListState(DEVICE_LIST_DEFAULTS);
  const fetchPage = useCallback(
    (lang: Lang, state: ListState, signal: AbortSignal) => listDevices(lang, state, signal),
    [],
  );
  const devices = useListQuery([...DEVICES_KEY, 'list'], list.state, fetchPage);
  const [shown, setShown] = useState<Device | null>(null);
  const filter = (name: string, value: string) =>
    list.update({ filters: { ...list.state.filters, [name]: value } });
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
      { accessor: 'status', title: t('devices.status'), sortable: true, render: (r) => <Badge variant="light">{t(`devices.statuses.${r.status}`)}</Badge> }, // prettier-ignore
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
          filters={
            <>
              {select(
                'status',
                t('devices.status'),
                DEVICE_STATUSES.map((v) => ({ value: v, label: t(`devices.statuses.${v}`) })),
              )}{' '}
              {/* prettier-ignore */}
              {select(
                'inventoryType',
                t('devices.type'),
                INVENTORY_TYPES.map((v) => ({ value: v, label: t(`devices.types.${v}`) })),
              )}{' '}
              {/* prettier-ignore */}
              {select(
                'condition',
                t('devices.condition'),
                DEVICE_CONDITIONS.map((v) => ({ value: v, label: t(`devices.conditions.${v}`) })),
              )}{' '}
              {/* prettier-ignore */}
            </>
          }
        />
      </Stack>
      <DeviceDetail device={shown} onClose={() => setShown(null)} />
    </Container>
  );
}

/** One device: its details and every change (history rows), newest last. */
export function DeviceDetail({ device, onClose }: { device: Device | null; onClose: () => void }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const detail = useQuery({
    queryKey: [...DEVICES_KEY, 'detail', device?.id, lang],
    queryFn: ({ signal }) => getDevice(lang, device!.id, signal),
    enabled: device !== null,
  });
  return (
    <AppModal
      opened={device !== null}
      onClose={onClose}
      title={t('devices.detailTitle', { number: device?.number ?? '' })}
      size="xl"
    >
      <Stack gap="sm">
        <FormAlert message={detail.error?.message} />
        {detail.data && (
          <>
            <Text>
              {t('devices.serial')}: {detail.data.device.serialNumber} ·{' '}
              {t(`devices.types.${detail.data.device.inventoryType}`)} ·{' '}
              {t(`devices.statuses.${detail.data.device.status}`)} · SIM{' '}
              {detail.data.device.sim ?? '—'} · {t('devices.warrantyEnd')}{' '}
              {detail.data.device.warrantyEnd ?? '—'}
            </Text>
            <Title order={2} size="h4">
              {t('devices.history')}
            </Title>
            <Table striped aria-label={t('devices.history')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('devices.at')}</Table.Th>
                  <Table.Th>{t('devices.action')}</Table.Th>
                  <Table.Th>{t('devices.status')}</Table.Th>
                  <Table.Th>{t('devices.condition')}</Table.Th>
                  <Table.Th>{t('devices.by')}</Table.Th>
                  <Table.Th>{t('devices.note')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {detail.data.history.map((h) => (
                  <Table.Tr key={h.id}>
                    <Table.Td>{new Date(h.at).toLocaleString(lang)}</Table.Td>
                    <Table.Td>{t(`devices.actions.${h.action as DeviceHistoryAction}`)}</Table.Td>
                    <Table.Td>
                      {h.fromStatus ? `${h.fromStatus} → ` : ''}
                      {h.toStatus}
                    </Table.Td>
                    <Table.Td>{h.condition}</Table.Td>
                    <Table.Td>{h.userName ?? '—'}</Table.Td>
                    <Table.Td>{h.note ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </AppModal>
  );
}
