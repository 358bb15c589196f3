import { useState } from 'react';
import { Button, Group, Pagination, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REPORT_GROUPINGS } from '@toll/domain/report-rules';
import { formatAmount } from '@toll/domain/money-format';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import { FormAlert } from '../../components/form-alert';
import { useLang } from '../../i18n/use-lang';
import { DownloadButtons } from './download-buttons';
import { productLabel } from './product-label';
import { aggregatedReport, salesReport, type ReportFilterValues } from './reports-api';

type Kind = 'VIGNETTE' | 'ROUTE_PASS' | 'DELICT' | 'PLATE_CORRECTION';
type Channel = 'site' | 'office' | 'tablet';

const errorText = (error: unknown) => (error instanceof Error ? error.message : null);

/** The aggregated report: issued items per period of the chosen grouping (spec §9). */
export function AggregatedReport({ filters }: { filters: ReportFilterValues }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [grouping, setGrouping] = useState<string>('MONTHLY');
  const [asked, setAsked] = useState<{ filters: ReportFilterValues; grouping: string } | null>(
    null,
  );
  const report = useQuery({
    queryKey: ['reports', 'aggregated', asked],
    queryFn: () => aggregatedReport(lang, asked!.filters, asked!.grouping),
    enabled: asked !== null,
    retry: false,
  });
  const product = (kind: string, p: string) => productLabel(t, p, kind);
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <Select
          label={t('reportsPage.grouping')}
          data={REPORT_GROUPINGS.map((g) => ({ value: g, label: t(`reportsPage.groupings.${g}`) }))}
          value={grouping}
          onChange={(v) => setGrouping(v ?? 'MONTHLY')}
          allowDeselect={false}
          w={180}
        />
        <Button onClick={() => setAsked({ filters, grouping })}>{t('reportsPage.show')}</Button>
        <DownloadButtons path="/reports/aggregated/export" filters={filters} extra={{ grouping }} />
      </Group>
      <FormAlert message={errorText(report.error)} />
      {report.data && (
        <Table striped withTableBorder data-testid="aggregated-report">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('reportsPage.period')}</Table.Th>
              <Table.Th>{t('reportsPage.kind')}</Table.Th>
              <Table.Th>{t('reportsPage.product')}</Table.Th>
              <Table.Th ta="right">{t('reportsPage.items')}</Table.Th>
              <Table.Th ta="right">{t('reportsPage.amountBgn')}</Table.Th>
              <Table.Th ta="right">{t('reportsPage.amountEur')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.data.rows.map((r) => (
              <Table.Tr key={`${r.period}|${r.kind}|${r.product}`}>
                <Table.Td>{r.period}</Table.Td>
                <Table.Td>{t(`reportsPage.kinds.${r.kind as Kind}`)}</Table.Td>
                <Table.Td>{product(r.kind, r.product)}</Table.Td>
                <Table.Td ta="right">{r.items}</Table.Td>
                <Table.Td ta="right">{formatAmount(r.amountBgn, lang)}</Table.Td>
                <Table.Td ta="right">{formatAmount(r.amountEur, lang)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr fw={700}>
              <Table.Td colSpan={3}>{t('reportsPage.total')}</Table.Td>
              <Table.Td ta="right">{report.data.totals.items}</Table.Td>
              <Table.Td ta="right">{formatAmount(report.data.totals.amountBgn, lang)}</Table.Td>
              <Table.Td ta="right">{formatAmount(report.data.totals.amountEur, lang)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** The sales (vignettes) or toll-sales (route passes, delict fees) report, paged on the server. */
export function SalesReport({ filters, toll }: { filters: ReportFilterValues; toll: boolean }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [asked, setAsked] = useState<ReportFilterValues | null>(null);
  const [page, setPage] = useState(1);
  const report = useQuery({
    queryKey: ['reports', toll ? 'toll-sales' : 'sales', asked, page],
    queryFn: () => salesReport(lang, toll, asked!, page),
    enabled: asked !== null,
    retry: false,
  });
  const path = toll ? '/reports/toll-sales' : '/reports/sales';
  const data = report.data;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button
          onClick={() => {
            setPage(1);
            setAsked(filters);
          }}
        >
          {t('reportsPage.show')}
        </Button>
        <DownloadButtons path={`${path}/export`} filters={filters} />
      </Group>
      <FormAlert message={errorText(report.error)} />
      {data && (
        <>
          <Text size="sm">{t('reportsPage.found', { count: data.total })}</Text>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reportsPage.saleNumber')}</Table.Th>
                <Table.Th>{t('reportsPage.soldAt')}</Table.Th>
                <Table.Th>{t('reportsPage.channel')}</Table.Th>
                <Table.Th>{t('reportsPage.partner')}</Table.Th>
                <Table.Th>{t('reportsPage.product')}</Table.Th>
                <Table.Th>{t('reportsPage.plate')}</Table.Th>
                <Table.Th ta="right">{t('reportsPage.amountEur')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((r) => (
                <Table.Tr key={r.itemId}>
                  <Table.Td>{r.saleNumber}</Table.Td>
                  <Table.Td>{formatSofiaDisplay(new Date(r.soldAt))}</Table.Td>
                  <Table.Td>{t(`reportsPage.channels.${r.channel as Channel}`)}</Table.Td>
                  <Table.Td>{[r.partnerName, r.posCode].filter(Boolean).join(' / ')}</Table.Td>
                  <Table.Td>{productLabel(t, r.product, r.kind)}</Table.Td>
                  <Table.Td>{`${r.countryCode} ${r.plate}`}</Table.Td>
                  <Table.Td ta="right">{formatAmount(r.amountEur, lang)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Pagination
            total={Math.max(1, Math.ceil(data.total / data.pageSize))}
            value={page}
            onChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}
