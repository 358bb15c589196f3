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
import { PAYMENT_DISTRIBUTION_STATES, PAYMENT_KINDS } from '@toll/contract/ongoing-payments';
import { FormAlert } from '../../components/form-alert';
import { useLang } from '../../i18n/use-lang';
import {
  MONEY_KEY,
  downloadMoneyExport,
  loadOngoingPayments,
  loadOngoingPaymentsReport,
  type PaymentsFilter,
} from './money-api';
import { PeriodFilter, amount, errorText, thisMonth } from './money-filters';

const STATE_COLOR = { DISTRIBUTED: 'green', PARTIAL: 'orange', UNDISTRIBUTED: 'red' };

/**
 * `ongoing-payments` (spec §2; accountant or admin in tolling mode): the payments received in a
 * period — by bank, by card in the self-care portal, system and internal — with what of each is
 * distributed and to which contracts; filters by kind, distribution and text; CSV and Excel.
 */
export function OngoingPaymentsPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [filter, setFilter] = useState<PaymentsFilter>({ ...thisMonth(), page: 1 });
  const [kind, setKind] = useState<string | null>(null);
  const [state, setState] = useState<string | null>(null);
  const [q, setQ] = useState('');
  const [exportError, setExportError] = useState<string | null>(null);
  const list = useQuery({
    queryKey: [...MONEY_KEY, 'ongoing', filter, lang],
    queryFn: ({ signal }) => loadOngoingPayments(lang, filter, signal),
  });
  const d = list.data;
  return (
    <Container size="xl" py="md">
      <Stack>
        <Title order={1}>{t('screens.ongoing-payments')}</Title>
        <PeriodFilter
          initial={filter}
          onShow={(period) =>
            setFilter({
              ...period,
              page: 1,
              ...(kind ? { f_kind: kind } : {}),
              ...(state ? { f_state: state } : {}),
              ...(q.trim() ? { q: q.trim() } : {}),
            })
          }
          onExport={(format) => {
            setExportError(null);
            downloadMoneyExport(
              lang,
              '/ongoing-payments/export',
              `ongoing-payments-${filter.from}-${filter.to}`,
              { ...filter, page: undefined },
              format,
            ).catch((e: unknown) => setExportError(errorText(e)));
          }}
        >
          <Select
            label={t('payments.kind')}
            data={[
              { value: 'ALL', label: t('payments.allKinds') },
              ...PAYMENT_KINDS.map((k) => ({ value: k, label: t(`payments.kinds.${k}`) })),
            ]}
            value={kind ?? 'ALL'}
            onChange={(v) => setKind(v === 'ALL' ? null : v)}
            allowDeselect={false}
          />
          <Select
            label={t('payments.state')}
            data={[
              { value: 'ALL', label: t('payments.allStates') },
              ...PAYMENT_DISTRIBUTION_STATES.map((s) => ({
                value: s,
                label: t(`payments.states.${s}`),
              })),
            ]}
            value={state ?? 'ALL'}
            onChange={(v) => setState(v === 'ALL' ? null : v)}
            allowDeselect={false}
          />
          <TextInput
            label={t('payments.search')}
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
          />
        </PeriodFilter>
        <FormAlert message={errorText(list.error) ?? exportError} />
        {d && (
          <Table striped withTableBorder data-testid="ongoing-payments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payments.number')}</Table.Th>
                <Table.Th>{t('payments.date')}</Table.Th>
                <Table.Th>{t('payments.kind')}</Table.Th>
                <Table.Th>{t('payments.payer')}</Table.Th>
                <Table.Th>{t('payments.contracts')}</Table.Th>
                <Table.Th ta="right">{t('payments.amount')}</Table.Th>
                <Table.Th ta="right">{t('payments.distributed')}</Table.Th>
                <Table.Th ta="right">{t('payments.undistributed')}</Table.Th>
                <Table.Th>{t('payments.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.items.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{p.number}</Table.Td>
                  <Table.Td>{p.paymentDate}</Table.Td>
                  <Table.Td>{t(`payments.kinds.${p.kind}`)}</Table.Td>
                  <Table.Td>{p.payer ?? ''}</Table.Td>
                  <Table.Td>{p.contracts.join(', ')}</Table.Td>
                  <Table.Td ta="right">{`${amount(p.amountMinor)} ${p.currency}`}</Table.Td>
                  <Table.Td ta="right">{amount(p.distributedMinor)}</Table.Td>
                  <Table.Td ta="right">{amount(p.undistributedMinor)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATE_COLOR[p.state]}>
                      {t(`payments.states.${p.state}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
              {d.items.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={9}>{t('payments.empty')}</Table.Td>
                </Table.Tr>
              )}
              {d.totals.map((s) => (
                <Table.Tr key={s.currency} fw={700}>
                  <Table.Td colSpan={5}>{t('payments.total', { n: s.count })}</Table.Td>
                  <Table.Td ta="right">{`${amount(s.amountMinor)} ${s.currency}`}</Table.Td>
                  <Table.Td ta="right">{amount(s.distributedMinor)}</Table.Td>
                  <Table.Td ta="right">{amount(s.undistributedMinor)}</Table.Td>
                  <Table.Td />
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

/**
 * `ongoing-payments-report` (spec §2; accountant or admin in tolling mode): the period's payments
 * per day and kind — how many, how much, distributed and undistributed — with totals; CSV, Excel.
 */
export function OngoingPaymentsReportPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [period, setPeriod] = useState(thisMonth());
  const [exportError, setExportError] = useState<string | null>(null);
  const report = useQuery({
    queryKey: [...MONEY_KEY, 'ongoing-report', period, lang],
    queryFn: ({ signal }) => loadOngoingPaymentsReport(lang, period, signal),
  });
  const d = report.data;
  return (
    <Container size="xl" py="md">
      <Stack>
        <Title order={1}>{t('screens.ongoing-payments-report')}</Title>
        <PeriodFilter
          initial={period}
          onShow={setPeriod}
          onExport={(format) => {
            setExportError(null);
            downloadMoneyExport(
              lang,
              '/ongoing-payments/report/export',
              `ongoing-payments-report-${period.from}-${period.to}`,
              period,
              format,
            ).catch((e: unknown) => setExportError(errorText(e)));
          }}
        />
        <FormAlert message={errorText(report.error) ?? exportError} />
        {d && (
          <Table striped withTableBorder data-testid="ongoing-payments-report">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payments.day')}</Table.Th>
                <Table.Th>{t('payments.kind')}</Table.Th>
                <Table.Th>{t('payments.currency')}</Table.Th>
                <Table.Th ta="right">{t('payments.count')}</Table.Th>
                <Table.Th ta="right">{t('payments.amount')}</Table.Th>
                <Table.Th ta="right">{t('payments.distributed')}</Table.Th>
                <Table.Th ta="right">{t('payments.undistributed')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.rows.map((r) => (
                <Table.Tr key={`${r.day}-${r.kind}-${r.currency}`}>
                  <Table.Td>{r.day}</Table.Td>
                  <Table.Td>{t(`payments.kinds.${r.kind}`)}</Table.Td>
                  <Table.Td>{r.currency}</Table.Td>
                  <Table.Td ta="right">{r.count}</Table.Td>
                  <Table.Td ta="right">{amount(r.amountMinor)}</Table.Td>
                  <Table.Td ta="right">{amount(r.distributedMinor)}</Table.Td>
                  <Table.Td ta="right">{amount(r.undistributedMinor)}</Table.Td>
                </Table.Tr>
              ))}
              {d.rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={7}>{t('payments.empty')}</Table.Td>
                </Table.Tr>
              )}
              {d.totals.map((s) => (
                <Table.Tr key={s.currency} fw={700}>
                  <Table.Td colSpan={2}>{t('payments.totalRow')}</Table.Td>
                  <Table.Td>{s.currency}</Table.Td>
                  <Table.Td ta="right">{s.count}</Table.Td>
                  <Table.Td ta="right">{amount(s.amountMinor)}</Table.Td>
                  <Table.Td ta="right">{amount(s.distributedMinor)}</Table.Td>
                  <Table.Td ta="right">{amount(s.undistributedMinor)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Container>
  );
}
