import { useMemo } from 'react';
import { NativeSelect, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { stockRowSchema } from '@toll/contract/devices';
import type { ClientListOptions } from '../../../components/data-table/client-rows';
import { OfficeDataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import type { ListDefaults } from '../../../components/data-table/list-state';
import { useClientPage } from '../../../components/data-table/use-client-page';
import { useLocalListState } from '../../../components/data-table/use-local-list-state';
import { useLang } from '../../../i18n/use-lang';
import { DEVICES_KEY, stockSummary } from '../api/devices-api';
import { useWarehouses } from './use-warehouses';

type StockRow = z.infer<typeof stockRowSchema>;

// The warehouse page's address holds the movements' view; the summary keeps its own.
const STOCK_DEFAULTS: ListDefaults = {
  pageSize: 20,
  sortable: ['warehouseName', 'inventoryType', 'condition', 'status', 'count'],
  filters: ['warehouseId'],
};
// The server filters by warehouse; the browser sorts and pages the summary's few rows.
const STOCK_ROWS: ClientListOptions<StockRow> = {
  searchText: (r) => `${r.warehouseName ?? ''} ${r.inventoryType} ${r.condition} ${r.status}`,
  sortValue: (r, column) =>
    column === 'count' ? r.count : String(r[column as keyof StockRow] ?? ''),
};
const rowId = (r: StockRow) => `${r.warehouseId}-${r.inventoryType}-${r.condition}-${r.status}`;

/** The stock by warehouse, type, condition and status, one warehouse or all, with its export. */
export function StockSummary() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const list = useLocalListState(STOCK_DEFAULTS);
  const warehouseId = list.state.filters.warehouseId ?? '';
  const warehouses = useWarehouses();
  const stock = useQuery({
    queryKey: [...DEVICES_KEY, 'stock', warehouseId, lang],
    queryFn: ({ signal }) => stockSummary(lang, warehouseId, signal),
  });
  const page = useClientPage(stock.data, list.state, STOCK_ROWS);
  const columns = useMemo<DataTableColumn<StockRow>[]>(
    () => [
      { accessor: 'warehouseName', title: t('devices.warehouse'), sortable: true, render: (r) => r.warehouseName ?? t('warehouse.outside') }, // prettier-ignore
      { accessor: 'inventoryType', title: t('devices.type'), sortable: true, render: (r) => t(`devices.types.${r.inventoryType}`) }, // prettier-ignore
      { accessor: 'condition', title: t('devices.condition'), sortable: true, render: (r) => t(`devices.conditions.${r.condition}`) }, // prettier-ignore
      { accessor: 'status', title: t('devices.status'), sortable: true, render: (r) => t(`devices.statuses.${r.status}`) }, // prettier-ignore
      { accessor: 'count', title: t('warehouse.count'), sortable: true, textAlign: 'right' },
    ],
    [t],
  );
  return (
    <Stack gap="sm">
      <Title order={2} size="h3" id="stock-title">
        {t('warehouse.stock')}
      </Title>
      <OfficeDataTable
        labelledBy="stock-title"
        columns={columns}
        list={list}
        page={page}
        fetching={stock.isFetching}
        error={stock.error?.message}
        idAccessor={rowId}
        exportPath="/warehouses/stock"
        exportFileName="stock"
        exportQuery={(s, format) => ({ format, ...(s.filters.warehouseId ? { f_warehouseId: s.filters.warehouseId } : {}) })} // prettier-ignore
        filters={
          <NativeSelect
            label={t('devices.warehouse')}
            value={warehouseId}
            onChange={(e) => list.setFilter('warehouseId', e.currentTarget.value)}
            data={[
              { value: '', label: t('warehouse.allWarehouses') },
              ...(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name })),
            ]}
          />
        }
      />
    </Stack>
  );
}
