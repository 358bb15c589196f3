import { useState } from 'react';
import {
  Badge,
  Container,
  Pagination,
  Select,
  Stack,
  Table,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PARTNER_OBLIGATION_STATUSES } from '@toll/domain/partner-obligations';
import { FormAlert } from '../../components/form-alert';
import { useLang } from '../../i18n/use-lang';
import {
  MONEY_KEY,
  downloadMoneyExport,
  loadPartnerObligations,
  type ObligationsFilter,
} from './money-api';
import { PeriodFilter, amount, errorText, thisMonth } from './money-filters';

const STATUS_COLOR = { SETTLED: 'gray', NOT_DUE: 'blue', IN_DELAY: 'orange', OVERDUE: 'red' };

/**
 * `sales-partners-obligations` (spec §2; admin, concord admin, accountant): per sale partner and
 * its reporting period, the sales at its points of sale, its commission, what it owes, the due
 * date, the delay days and how late it is; filter by status and partner; CSV and Excel.
 */
export function PartnerObligationsPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [filter, setFilter] = useState<ObligationsFilter>({ ...thisMonth(), page: 1 });
  const [status, setStatus] = useState<string | null>(null);
  const [q, setQ] = useState('');
  const [exportError, setExportError] = useState<string | null>(null);
  const list = useQuery({
    queryKey: [...MONEY_KEY, 'obligations', filter, lang],
    queryFn: ({ signal }) => loadPartnerObligations(lang, filter, signal),
  });
  const current = (period: { from: string; to: string }): ObligationsFilter => ({
    ...period,
    page: 1,
    ...(status ? { f_status: status } : {}),
    ...(q.trim() ? { q: q.trim() } : {}),
  });
  const d = list.data;
  return (
    <Container size="xl" py="md">
      <Stack>
        <Title order={1}>{t('screens.sales-partners-obligations')}</Title>
        <PeriodFilter
          initial={filter}
          onShow={(period) => setFilter(current(period))}
          onExport={(format) => {
            setExportError(null);
            downloadMoneyExport(
              lang,
              '/sales-partners/obligations/export',
              `partner-obligations-${filter.from}-${filter.to}`,
              { ...filter, page: undefined },
              format,
            ).catch((e: unknown) => setExportError(errorText(e)));
          }}
        >
          <Select
            label={t('obligations.status')}
            data={[
              { value: 'ALL', label: t('obligations.allStatuses') },
              ...PARTNER_OBLIGATION_STATUSES.map((s) => ({
                value: s,
                label: t(`obligations.statuses.${s}`),
              })),
            ]}
            value={status ?? 'ALL'}
            onChange={(v) => setStatus(v === 'ALL' ? null : v)}
            allowDeselect={false}
          />
          <TextInput
            label={t('obligations.partner')}
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
          />
        </PeriodFilter>
        <FormAlert message={errorText(list.error) ?? exportError} />
        {d && (
          <Table striped withTableBorder data-testid="partner-obligations">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('obligations.partner')}</Table.Th>
                <Table.Th>{t('obligations.period')}</Table.Th>
                <Table.Th>{t('obligations.currency')}</Table.Th>
                <Table.Th ta="right">{t('obligations.sales')}</Table.Th>
                <Table.Th ta="right">{t('obligations.commission')}</Table.Th>
                <Table.Th ta="right">{t('obligations.settled')}</Table.Th>
                <Table.Th ta="right">{t('obligations.owed')}</Table.Th>
                <Table.Th>{t('obligations.dueDate')}</Table.Th>
                <Table.Th ta="right">{t('obligations.delayDays')}</Table.Th>
                <Table.Th ta="right">{t('obligations.daysLate')}</Table.Th>
                <Table.Th>{t('obligations.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.items.map((r) => (
                <Table.Tr key={`${r.partnerId}-${r.currency}-${r.periodStart}`}>
                  <Table.Td>{r.partnerName}</Table.Td>
                  <Table.Td>
                    {`${t(`obligations.periods.${r.period}`)}: ${r.periodStart} – ${r.periodEnd}`}
                  </Table.Td>
                  <Table.Td>{r.currency}</Table.Td>
                  <Table.Td ta="right">{amount(r.salesMinor)}</Table.Td>
                  <Table.Td ta="right">{amount(r.commissionMinor)}</Table.Td>
                  <Table.Td ta="right">{amount(r.settledMinor)}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {amount(r.owedMinor)}
                  </Table.Td>
                  <Table.Td>{r.dueDate}</Table.Td>
                  <Table.Td ta="right">{r.delayDays}</Table.Td>
                  <Table.Td ta="right">{r.daysLate}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLOR[r.status]}>
                      {t(`obligations.statuses.${r.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
              {d.items.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={11}>{t('obligations.empty')}</Table.Td>
                </Table.Tr>
              )}
              {d.totals.map((total) => (
                <Table.Tr key={total.currency} fw={700}>
                  <Table.Td colSpan={2}>{t('obligations.total')}</Table.Td>
                  <Table.Td>{total.currency}</Table.Td>
                  <Table.Td ta="right">{amount(total.salesMinor)}</Table.Td>
                  <Table.Td ta="right">{amount(total.commissionMinor)}</Table.Td>
                  <Table.Td ta="right">{amount(total.settledMinor)}</Table.Td>
                  <Table.Td ta="right">{amount(total.owedMinor)}</Table.Td>
                  <Table.Td colSpan={4} />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {d && d.total > d.pageSize && (
          <Pagination
            value={filter.page}
            onChange={(page) => setFilter((f) => ({ ...f, page }))}
            total={Math.ceil(d.total / d.pageSize)}
          />
        )}
      </Stack>
    </Container>
  );
}
