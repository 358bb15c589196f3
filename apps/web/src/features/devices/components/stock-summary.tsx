import { useMemo, useState } from 'react';
import { Group, NativeSelect, Stack, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ExportButtons } from '../../../components/data-table/export-buttons';
import type { ListState } from '../../../components/data-table/list-state';
import { FormAlert } from '../../../components/form-alert';
import { useLang } from '../../../i18n/use-lang';
import { DEVICES_KEY, stockSummary } from '../api/devices-api';
import { useWarehouses } from './use-warehouses';

/** The stock by warehouse, type, condition and status, one warehouse or all, with its export. */
export function StockSummary() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [warehouseId, setWarehouseId] = useState('');
  const warehouses = useWarehouses();
  const stock = useQuery({
    queryKey: [...DEVICES_KEY, 'stock', warehouseId, lang],
    queryFn: ({ signal }) => stockSummary(lang, warehouseId, signal),
  });
  const [exportError, setExportError] = useState<string | null>(null);
  const state = useMemo<ListState>(() => {
    const filters: Record<string, string> = warehouseId ? { warehouseId } : {};
    return { page: 1, pageSize: 1, sort: null, order: 'asc', q: '', filters };
  }, [warehouseId]);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3" id="stock-title">
          {t('warehouse.stock')}
        </Title>
        <Group align="flex-end">
          <NativeSelect
            label={t('devices.warehouse')}
            value={warehouseId}
            onChange={(e) => setWarehouseId(e.currentTarget.value)}
            data={[
              { value: '', label: t('warehouse.allWarehouses') },
              ...(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name })),
            ]}
          />
          <ExportButtons
            path="/warehouses/stock"
            state={state}
            fileName="stock"
            query={(s, format) => ({ format, ...(s.filters.warehouseId ? { f_warehouseId: s.filters.warehouseId } : {}) })} // prettier-ignore
            onError={setExportError}
          />
        </Group>
      </Group>
      <FormAlert message={stock.error?.message ?? exportError} />
      <Table.ScrollContainer minWidth={0} type="native">
        <Table striped withTableBorder aria-labelledby="stock-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('devices.warehouse')}</Table.Th>
              <Table.Th>{t('devices.type')}</Table.Th>
              <Table.Th>{t('devices.condition')}</Table.Th>
              <Table.Th>{t('devices.status')}</Table.Th>
              <Table.Th ta="right">{t('warehouse.count')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stock.data?.map((row) => (
              <Table.Tr
                key={`${row.warehouseId}-${row.inventoryType}-${row.condition}-${row.status}`}
              >
                <Table.Td>{row.warehouseName ?? t('warehouse.outside')}</Table.Td>
                <Table.Td>{t(`devices.types.${row.inventoryType}`)}</Table.Td>
                <Table.Td>{t(`devices.conditions.${row.condition}`)}</Table.Td>
                <Table.Td>{t(`devices.statuses.${row.status}`)}</Table.Td>
                <Table.Td ta="right">{row.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
