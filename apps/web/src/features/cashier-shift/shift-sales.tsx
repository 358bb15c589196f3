import { useState } from 'react';
import { Card, Pagination, Stack, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CashierShift } from '@toll/contract/pos';
import { toMajor } from '@toll/domain/money';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import { useLang } from '../../i18n/use-lang';
import { SHIFT_KEY, shiftSales } from './shift-api';

/** One page of a shift's sales at a time, sorted on the server (the cashier's and the partner admin's screens). */
export function ShiftSales({ shift }: { shift: CashierShift }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [page, setPage] = useState(0);
  const sales = useQuery({
    queryKey: [...SHIFT_KEY, 'sales', shift.id, page],
    queryFn: ({ signal }) => shiftSales(lang, shift.id, page, signal),
  });
  const pages = Math.max(1, Math.ceil((sales.data?.total ?? 0) / 10));
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h3" id="shift-sales-title">
          {t('shift.sales', { count: sales.data?.total ?? 0 })}
        </Title>
        <Table aria-labelledby="shift-sales-title" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('shift.saleNumber')}</Table.Th>
              <Table.Th>{t('shift.soldAt')}</Table.Th>
              <Table.Th>{t('shift.plates')}</Table.Th>
              <Table.Th>{t('shift.payment')}</Table.Th>
              <Table.Th>{t('shift.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(sales.data?.items ?? []).map((sale) => (
              <Table.Tr key={sale.saleId}>
                <Table.Td>{sale.number}</Table.Td>
                <Table.Td>{formatSofiaDisplay(new Date(sale.createdAt))}</Table.Td>
                <Table.Td>{sale.plates.join(', ')}</Table.Td>
                <Table.Td>{t(`shift.methods.${sale.paymentMethod}`)}</Table.Td>
                <Table.Td>{`${toMajor(sale.totalMinor).toFixed(2)} ${sale.currency}`}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {pages > 1 && (
          <Pagination total={pages} value={page + 1} onChange={(p) => setPage(p - 1)} />
        )}
      </Stack>
    </Card>
  );
}
