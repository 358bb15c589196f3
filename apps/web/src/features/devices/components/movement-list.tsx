import { useCallback, useMemo, useState } from 'react';
import { Button, NativeSelect, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Movement } from '@toll/contract/devices';
import { STOCK_MOVEMENT_TYPES } from '@toll/domain/devices';
import type { Lang } from '@toll/domain/languages';
import { ApiRequestError } from '../../../api/client';
import {
  AS_DATA,
  OfficeDataTable,
  type DataTableColumn,
} from '../../../components/data-table/data-table';
import type { ListState } from '../../../components/data-table/list-state';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { useListState } from '../../../components/data-table/use-list-state';
import { formatDay } from '../../../i18n/format-sofia-time';
import { useLang } from '../../../i18n/use-lang';
import {
  DEVICES_KEY,
  downloadMovementDocument,
  listMovements,
  MOVEMENT_LIST_DEFAULTS,
} from '../api/devices-api';
import { useWarehouses } from './use-warehouses';

/**
 * The stock movements with their documents (each printable as a PDF), newest first, searched by
 * document and filtered by type and warehouse; the view lives in the warehouse page's address.
 */
export function MovementList() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const list = useListState(MOVEMENT_LIST_DEFAULTS);
  const fetchPage = useCallback(
    (l: Lang, state: ListState, signal: AbortSignal) => listMovements(l, state, signal),
    [],
  );
  const movements = useListQuery([...DEVICES_KEY, 'movements'], list.state, fetchPage);
  const warehouses = useWarehouses();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = useCallback(
    async (id: number) => {
      setBusy(id);
      setError(null);
      try {
        await downloadMovementDocument(lang, id);
      } catch (e) {
        setError(e instanceof ApiRequestError ? e.message : t('table.exportFailed'));
      } finally {
        setBusy(null);
      }
    },
    [lang, t],
  );
  const columns = useMemo<DataTableColumn<Movement>[]>(
    () => [
      { accessor: 'movementType', title: t('warehouse.movementType'), render: (m) => t(`warehouse.movementTypes.${m.movementType}`) }, // prettier-ignore
      { accessor: 'documentNumber', title: t('warehouse.document'), ...AS_DATA },
      { accessor: 'documentDate', title: t('warehouse.documentDate'), sortable: true, render: (m) => formatDay(m.documentDate) }, // prettier-ignore
      { accessor: 'warehouseName', title: t('devices.warehouse'), ...AS_DATA },
      { accessor: 'accountNumber', title: t('warehouse.vendorOrContract'), render: (m) => m.accountNumber ?? m.vendor ?? '', ...AS_DATA }, // prettier-ignore
      { accessor: 'deviceCount', title: t('warehouse.count'), textAlign: 'right' },
      { accessor: 'createdBy', title: t('devices.by'), render: (m) => m.createdBy ?? '', ...AS_DATA }, // prettier-ignore
      {
        accessor: 'pdf',
        title: t('warehouse.pdf'),
        render: (m) => (
          <Button
            size="xs"
            variant="subtle"
            loading={busy === m.id}
            aria-label={t('warehouse.documentOf', { number: m.documentNumber })}
            onClick={() => void download(m.id)}
          >
            PDF
          </Button>
        ),
      },
    ],
    [t, busy, download],
  );
  return (
    <Stack gap="sm">
      <Title order={2} size="h3" id="movements-title">
        {t('warehouse.movements')}
      </Title>
      <OfficeDataTable
        labelledBy="movements-title"
        columns={columns}
        list={list}
        page={movements.data}
        fetching={movements.isFetching}
        error={movements.error?.message ?? error}
        idAccessor="id"
        searchLabel={t('warehouse.document')}
        filters={
          <>
            <NativeSelect
              label={t('warehouse.movementType')}
              value={list.state.filters.movementType ?? ''}
              onChange={(e) => list.setFilter('movementType', e.currentTarget.value)}
              data={[
                { value: '', label: t('devices.any') },
                ...STOCK_MOVEMENT_TYPES.map((v) => ({ value: v, label: t(`warehouse.movementTypes.${v}`) })), // prettier-ignore
              ]}
            />
            <NativeSelect
              label={t('devices.warehouse')}
              value={list.state.filters.warehouseId ?? ''}
              onChange={(e) => list.setFilter('warehouseId', e.currentTarget.value)}
              data={[
                { value: '', label: t('warehouse.allWarehouses') },
                ...(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name })),
              ]}
            />
          </>
        }
      />
    </Stack>
  );
}
