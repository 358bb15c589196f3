import { useCallback, useMemo, useState } from 'react';
import { Button, Container, Group, NativeSelect, Stack, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Delivery } from '@toll/contract/devices';
import { isOpenShipment, SHIPMENT_STATUSES } from '@toll/domain/devices';
import type { Lang } from '@toll/domain/languages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { OfficeDataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import type { ListState } from '../../../components/data-table/list-state';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { useListState } from '../../../components/data-table/use-list-state';
import { FormAlert } from '../../../components/form-alert';
import { QueryDialog } from '../../../components/query-dialog';
import { useLang } from '../../../i18n/use-lang';
import { useOfficeAccess } from '../../office-access';
import {
  closeDelivery,
  DELIVERIES_DEFAULTS_VENDOR,
  DELIVERY_LIST_DEFAULTS,
  DEVICES_KEY,
  listDeliveries,
  shipDelivery,
} from '../api/devices-api';
import { DeliveryRequestModal } from './delivery-request-modal';
import { StatusBadge } from '../../../components/status-badge';

type Mode = 'clerk' | 'vendor';

/** `obu-deliveries`: every delivery; a clerk requests, confirms or cancels. */
export function DeliveriesPage() {
  return <DeliveryList mode="clerk" />;
}

/** The OBU vendor's page: the open requests, shipped with the devices' numbers. */
export function VendorDeliveriesPage() {
  return <DeliveryList mode="vendor" />;
}

function DeliveryList({ mode }: { mode: Mode }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const caps = useOfficeAccess().capabilities;
  const list = useListState(
    mode === 'vendor' ? DELIVERIES_DEFAULTS_VENDOR : DELIVERY_LIST_DEFAULTS,
  );
  const fetchPage = useCallback(
    (l: Lang, state: ListState, signal: AbortSignal) =>
      listDeliveries(
        l,
        mode === 'vendor' ? { ...state, filters: { ...state.filters, open: 'true' } } : state,
        signal,
      ),
    [mode],
  );
  const deliveries = useListQuery([...DEVICES_KEY, 'deliveries', mode], list.state, fetchPage);
  const [notice, setNotice] = useState<string | null>(null);
  const [requesting, setRequesting] = useState(false);
  const [shipping, setShipping] = useState<Delivery | null>(null);
  const [closing, setClosing] = useState<{ delivery: Delivery; action: 'confirm' | 'cancel' } | null>(null); // prettier-ignore
  const refresh = () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY });
  const ship = useMutation({
    mutationFn: ({ delivery, numbers }: { delivery: Delivery; numbers: string[] }) =>
      shipDelivery(lang, delivery.id, { version: delivery.version, deviceNumbers: numbers }),
    onSuccess: async (answer) => {
      setNotice(answer.message);
      setShipping(null);
      await refresh();
    },
  });
  const close = useMutation({
    mutationFn: (c: { delivery: Delivery; action: 'confirm' | 'cancel' }) =>
      closeDelivery(lang, c.delivery.id, c.action, c.delivery.version),
    onSuccess: async () => {
      setClosing(null);
      await refresh();
    },
  });
  const columns = useMemo<DataTableColumn<Delivery>[]>(
    () => [
      { accessor: 'id', title: '#', sortable: true },
      { accessor: 'accountNumber', title: t('deliveries.contract') },
      { accessor: 'clientName', title: t('deliveries.client') },
      { accessor: 'inventoryType', title: t('devices.type'), render: (r) => t(`devices.types.${r.inventoryType}`) }, // prettier-ignore
      { accessor: 'quantity', title: t('deliveries.quantity'), textAlign: 'right' },
      { accessor: 'status', title: t('devices.status'), sortable: true, render: (r) => <StatusBadge color={isOpenShipment(r.status) ? 'blue' : 'gray'}>{t(`deliveries.statuses.${r.status}`)}</StatusBadge> }, // prettier-ignore
      {
        accessor: 'street',
        title: t('deliveries.address'),
        render: (r) =>
          r.street === null
            ? `${r.recipient} (${t('deliveries.atDesk')})`
            : `${r.recipient}, ${r.postalCode ?? ''} ${r.city ?? ''}, ${r.street}`,
      },
      { accessor: 'deviceNumbers', title: t('deliveries.devices'), render: (r) => r.deviceNumbers.join(', ') }, // prettier-ignore
      {
        accessor: 'actions',
        title: '',
        render: (r) => (
          <Group gap={4} wrap="nowrap">
            {
              mode === 'vendor' && r.status === 'REQUESTED' && caps.has('obu-vendor-deliveries') &&
              <Button size="xs" onClick={() => { ship.reset(); setShipping(r); }}>{t('deliveries.ship')}</Button> // prettier-ignore
            }
            {
              mode === 'clerk' && r.status === 'SHIPPED' && caps.has('devices.write') &&
              <Button size="xs" variant="light" onClick={() => { close.reset(); setClosing({ delivery: r, action: 'confirm' }); }}>{t('deliveries.confirm')}</Button> // prettier-ignore
            }
            {
              mode === 'clerk' && r.status === 'REQUESTED' && caps.has('devices.write') &&
              <Button size="xs" variant="subtle" color="red" onClick={() => { close.reset(); setClosing({ delivery: r, action: 'cancel' }); }}>{t('deliveries.cancel')}</Button> // prettier-ignore
            }
          </Group>
        ),
      },
    ],
    [t, mode, caps, ship, close],
  );
  const title = mode === 'vendor' ? t('deliveries.vendorTitle') : t('deliveries.title');
  return (
    <Container size="xl" py="lg" fluid>
      <title>{`${title} – ${t('brand')}`}</title>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} id="deliveries-title">
            {title}
          </Title>
          {mode === 'clerk' && caps.has('devices.write') && (
            <Button onClick={() => setRequesting(true)}>{t('deliveries.request')}</Button>
          )}
        </Group>
        <FormAlert message={notice} kind="success" />
        <OfficeDataTable
          labelledBy="deliveries-title"
          columns={columns}
          list={list}
          page={deliveries.data}
          fetching={deliveries.isFetching}
          error={deliveries.error?.message}
          idAccessor="id"
          searchLabel={t('deliveries.search')}
          filters={
            mode === 'clerk' && (
              <NativeSelect
                label={t('devices.status')}
                value={list.state.filters.status ?? ''}
                onChange={(e) => list.setFilter('status', e.currentTarget.value)}
                data={[
                  { value: '', label: t('devices.any') },
                  ...SHIPMENT_STATUSES.map((s) => ({ value: s, label: t(`deliveries.statuses.${s}`) })), // prettier-ignore
                ]}
              />
            )
          }
        />
      </Stack>
      <QueryDialog
        opened={shipping !== null}
        title={t('deliveries.shipTitle', { id: shipping?.id ?? '' })}
        label={t('deliveries.shipLabel', { count: shipping?.quantity ?? 0 })}
        maxLength={4000}
        busy={ship.isPending}
        error={ship.error?.message}
        onCancel={() => setShipping(null)}
        onConfirm={(value) =>
          shipping &&
          ship.mutate({
            delivery: shipping,
            numbers: value
              .split(/[\s,;]+/)
              .filter(Boolean)
              .map((n) => n.toUpperCase()),
          })
        }
      />
      <ConfirmDialog
        opened={closing !== null}
        title={closing?.action === 'cancel' ? t('deliveries.cancelTitle') : t('deliveries.confirmTitle')} // prettier-ignore
        message={t(closing?.action === 'cancel' ? 'deliveries.cancelText' : 'deliveries.confirmText', { id: closing?.delivery.id ?? '' })} // prettier-ignore
        danger={closing?.action === 'cancel'}
        busy={close.isPending}
        error={close.error?.message}
        onCancel={() => setClosing(null)}
        onConfirm={() => closing && close.mutate(closing)}
      />
      {requesting && (
        <DeliveryRequestModal
          onClose={() => setRequesting(false)}
          onDone={async () => {
            setRequesting(false);
            await refresh();
          }}
        />
      )}
    </Container>
  );
}
