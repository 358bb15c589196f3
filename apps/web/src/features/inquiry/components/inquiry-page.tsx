import { useMemo, useState } from 'react';
import { Button, Container, NativeSelect, Select, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { INQUIRY_STATUSES, type InquirySale } from '@toll/contract/sales-inquiry';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import { OfficeDataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import type { ListDefaults } from '../../../components/data-table/list-state';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { useListState } from '../../../components/data-table/use-list-state';
import { PosPicker } from '../../pos';
import { useLang } from '../../../i18n/use-lang';
import { INQUIRY_KEY, inquiryFilterChoices, listSales } from '../api/inquiry-api';
import { SaleDetailModal } from './sale-detail-modal';
import { formatMoney } from '@toll/domain/money-format';

const DEFAULTS: ListDefaults = {
  pageSize: 50,
  sort: 'createdAt',
  order: 'desc',
  sortable: ['createdAt', 'number', 'total', 'state', 'paymentMethod'],
  filters: [
    'plate',
    'document',
    'from',
    'to',
    'status',
    'paymentMethod',
    'posId',
    'partnerId',
    'cashierId',
  ],
};

/**
 * `inquiry` (spec §2): the sales of the user's POS scope searched by plate, vignette or
 * route-pass number, dates, point of sale, partner (its resellers' sales on account too), cashier,
 * status and payment; paged, sorted and exported on the
 * server. A row opens the sale's detail, where it is reversed.
 */
export function InquiryPage() {
  const { t } = useTranslation('office');
  const list = useListState(DEFAULTS);
  const page = useListQuery(INQUIRY_KEY, list.state, listSales);
  const lang = useLang();
  const choices = useQuery({
    queryKey: [...INQUIRY_KEY, 'filters', lang],
    queryFn: ({ signal }) => inquiryFilterChoices(lang, signal),
    staleTime: 5 * 60_000,
  });
  const [open, setOpen] = useState<string | null>(null);
  const filters = list.state.filters;
  const setFilter = (name: string, value: string) =>
    list.update({ filters: { ...filters, [name]: value } });

  const columns = useMemo<DataTableColumn<InquirySale>[]>(
    () => [
      { accessor: 'number', title: t('inquiry.number'), sortable: true },
      {
        accessor: 'createdAt',
        title: t('inquiry.createdAt'),
        sortable: true,
        render: (sale) => formatSofiaDisplay(new Date(sale.createdAt)),
      },
      { accessor: 'plates', title: t('inquiry.plates'), render: (s) => s.plates.join(', ') },
      {
        accessor: 'documents',
        title: t('inquiry.documents'),
        render: (s) => s.documents.join(', '),
      },
      { accessor: 'posCode', title: t('inquiry.pos'), render: (s) => s.posCode ?? '—' },
      { accessor: 'cashier', title: t('inquiry.cashier'), render: (s) => s.cashier ?? '—' },
      {
        accessor: 'paymentMethod',
        title: t('inquiry.payment'),
        sortable: true,
        render: (s) => t(`shift.methods.${s.paymentMethod}`),
      },
      {
        accessor: 'total',
        title: t('inquiry.total'),
        sortable: true,
        textAlign: 'right',
        render: (s) => formatMoney({ minor: s.totalMinor, currency: s.currency }, lang),
      },
      {
        accessor: 'state',
        title: t('inquiry.status'),
        sortable: true,
        render: (s) =>
          s.reversed === 'NONE'
            ? t(`inquiry.statuses.${s.state}`)
            : t(
                s.reversed === 'FULL'
                  ? 'inquiry.statuses.REVERSED'
                  : 'inquiry.statuses.PARTIALLY_REVERSED',
              ),
      },
      {
        accessor: 'actions',
        title: '',
        textAlign: 'right',
        render: (s) => (
          <Button size="xs" variant="light" onClick={() => setOpen(s.saleId)}>
            {t('inquiry.open', { number: s.number })}
          </Button>
        ),
      },
    ],
    [t, lang],
  );
  const titleId = 'inquiry-title';

  return (
    <Container size="xl" py="lg">
      <title>{t('inquiry.title')}</title>
      <Stack gap="md">
        <Title order={1} id={titleId}>
          {t('inquiry.title')}
        </Title>
        <OfficeDataTable<InquirySale>
          labelledBy={titleId}
          columns={columns}
          list={list}
          page={page.data}
          fetching={page.isFetching}
          error={page.error?.message ?? null}
          idAccessor="saleId"
          filters={
            <>
              <TextInput
                label={t('inquiry.plate')}
                value={filters.plate ?? ''}
                maxLength={20}
                onChange={(e) => setFilter('plate', e.currentTarget.value)}
              />
              <TextInput
                label={t('inquiry.document')}
                value={filters.document ?? ''}
                maxLength={20}
                onChange={(e) => setFilter('document', e.currentTarget.value.trim())}
              />
              <TextInput
                type="date"
                label={t('inquiry.from')}
                value={filters.from ?? ''}
                onChange={(e) => setFilter('from', e.currentTarget.value)}
              />
              <TextInput
                type="date"
                label={t('inquiry.to')}
                value={filters.to ?? ''}
                onChange={(e) => setFilter('to', e.currentTarget.value)}
              />
              <NativeSelect
                label={t('inquiry.status')}
                value={filters.status ?? ''}
                onChange={(e) => setFilter('status', e.currentTarget.value)}
                data={[
                  { value: '', label: t('inquiry.all') },
                  ...INQUIRY_STATUSES.map((s) => ({ value: s, label: t(`inquiry.statuses.${s}`) })),
                ]}
              />
              <NativeSelect
                label={t('inquiry.payment')}
                value={filters.paymentMethod ?? ''}
                onChange={(e) => setFilter('paymentMethod', e.currentTarget.value)}
                data={[
                  { value: '', label: t('inquiry.all') },
                  { value: 'CASH', label: t('shift.methods.CASH') },
                  { value: 'CARD', label: t('shift.methods.CARD') },
                  { value: 'ACCOUNT', label: t('shift.methods.ACCOUNT') },
                ]}
              />
              <Select
                label={t('inquiry.partner')}
                placeholder={t('inquiry.all')}
                searchable
                clearable
                value={filters.partnerId || null}
                onChange={(value) => setFilter('partnerId', value ?? '')}
                data={(choices.data?.partners ?? []).map((p) => ({
                  value: String(p.id),
                  label: p.name,
                }))}
                comboboxProps={{ withinPortal: true }}
              />
              <Select
                label={t('inquiry.cashier')}
                placeholder={t('inquiry.all')}
                searchable
                clearable
                value={filters.cashierId || null}
                onChange={(value) => setFilter('cashierId', value ?? '')}
                data={(choices.data?.cashiers ?? []).map((c) => ({
                  value: String(c.id),
                  label: c.name,
                }))}
                comboboxProps={{ withinPortal: true }}
              />
              <PosPicker
                label={t('inquiry.pos')}
                required={false}
                value={filters.posId ? Number(filters.posId) : null}
                onChange={(pos) => setFilter('posId', pos ? String(pos.id) : '')}
              />
            </>
          }
          exportPath="/sales/inquiry"
          exportFileName="sales"
        />
      </Stack>
      {open && <SaleDetailModal saleId={open} onClose={() => setOpen(null)} />}
    </Container>
  );
}
