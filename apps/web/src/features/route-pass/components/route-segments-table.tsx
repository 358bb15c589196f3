import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RoutePassQuoteResponse } from '@toll/contract/route-passes';
import type { Lang } from '@toll/domain/languages';
import { formatMoney } from '@toll/domain/money-format';
import { formatKm } from '../../../i18n/format-number';
import { roadText } from '../model/road-text';

export type RouteSegmentsTableProps = { quote: RoutePassQuoteResponse; lang: Lang };

/** Every toll segment of the route with its travelled distance, time and toll. */
export function RouteSegmentsTable({ quote, lang }: RouteSegmentsTableProps) {
  const { t } = useTranslation('route-pass');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder aria-label={t('result.segments')} data-testid="route-segments">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.segment')}</Table.Th>
            <Table.Th>{t('table.road')}</Table.Th>
            <Table.Th>{t('table.class')}</Table.Th>
            <Table.Th>{t('table.from')}</Table.Th>
            <Table.Th>{t('table.to')}</Table.Th>
            <Table.Th ta="right">{t('table.km')}</Table.Th>
            <Table.Th ta="right">{t('table.time')}</Table.Th>
            <Table.Th ta="right">{t('table.price')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quote.segments.map((s, i) => (
            <Table.Tr key={`${s.id}-${i}`}>
              <Table.Td>{s.id}</Table.Td>
              <Table.Td>{roadText(s.road, t)}</Table.Td>
              <Table.Td>{t(`roadClass.${s.class}`)}</Table.Td>
              <Table.Td>{s.from}</Table.Td>
              <Table.Td>{s.to}</Table.Td>
              <Table.Td ta="right">
                {formatKm(s.km, lang)}
                {s.partial ? ` (${t('result.partial')})` : ''}
              </Table.Td>
              <Table.Td ta="right">{s.minutes}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney({ minor: s.price.minor, currency: s.price.currency }, lang)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
