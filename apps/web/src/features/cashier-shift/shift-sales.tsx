import { useMemo } from 'react';
import { Card, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CashierShift, ShiftSale } from '@toll/contract/pos';
import { formatMoney } from '@toll/domain/money-format';
import { OfficeDataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { useListQuery } from '../../components/data-table/use-list-query';
import { useListState } from '../../components/data-table/use-list-state';
import { formatSofiaDateTime } from '../../i18n/format-sofia-time';
import { useLang } from '../../i18n/use-lang';
import { SHIFT_KEY, SHIFT_SALE_LIST_DEFAULTS, shiftSales } from './shift-api';

/** A shift's sales, paged and sorted on the server, the view in the address (the cashier's screen). */
export function ShiftSales({ shift }: { shift: CashierShift }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const list = useListState(SHIFT_SALE_LIST_DEFAULTS);
  const sales = useListQuery([...SHIFT_KEY, 'sales', shift.id], list.state, (l, state, signal) =>
    shiftSales(l, shift.id, state, signal),
  );
  const columns = useMemo<DataTableColumn<ShiftSale>[]>(
    () => [
      { accessor: 'number', title: t('shift.saleNumber'), sortable: true },
      {
        accessor: 'createdAt',
        title: t('shift.soldAt'),
        sortable: true,
        noWrap: true,
        render: (sale) => formatSofiaDateTime(sale.createdAt),
      },
      { accessor: 'plates', title: t('shift.plates'), render: (sale) => sale.plates.join(', ') },
      {
        accessor: 'paymentMethod',
        title: t('shift.payment'),
        sortable: true,
        render: (sale) => t(`shift.methods.${sale.paymentMethod}`),
      },
      {
        accessor: 'totalMinor',
        title: t('shift.amount'),
        sortable: true,
        textAlign: 'right',
        noWrap: true,
        render: (sale) => formatMoney({ minor: sale.totalMinor, currency: sale.currency }, lang),
      },
    ],
    [t, lang],
  );
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h3" id="shift-sales-title">
          {t('shift.sales', { count: sales.data?.total ?? 0 })}
        </Title>
        <OfficeDataTable
          labelledBy="shift-sales-title"
          testId="shift-sales"
          columns={columns}
          list={list}
          page={sales.data}
          fetching={sales.isFetching}
          error={sales.error?.message}
          idAccessor="saleId"
        />
      </Stack>
    </Card>
  );
}
