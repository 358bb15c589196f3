import { useMemo, useState } from 'react';
import { Button, Container, NativeSelect, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceSummary } from '@toll/contract/billing';
import { DOCUMENT_TYPES, INVOICE_STATUSES } from '@toll/domain/invoicing';
import { formatMoney } from '@toll/domain/money-format';
import { OfficeDataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { useListState } from '../../../components/data-table/use-list-state';
import { useLang } from '../../../i18n/use-lang';
import { useOfficeAccess } from '../../office-access';
import { BILLING_KEY, INVOICE_LIST_DEFAULTS, listInvoices } from '../api/billing-api';
import { InvoiceDetailModal } from './invoice-detail-modal';
import { formatDay } from '../../../i18n/format-sofia-time';
import { StatusBadge } from '../../../components/status-badge';

const STATUS_COLOR = { ISSUED: 'blue', PAID: 'green', CANCELLED: 'gray' } as const;

/** `invoices`: invoices and credit/debit notes; open one for its PDF, notes, payment or cancel. */
export function InvoicesPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const { capabilities } = useOfficeAccess();
  const list = useListState(INVOICE_LIST_DEFAULTS);
  const page = useListQuery([...BILLING_KEY, 'invoices'], list.state, listInvoices);
  const [open, setOpen] = useState<InvoiceSummary | null>(null);
  const filter = (name: string, value: string) => list.setFilter(name, value);

  const columns = useMemo<DataTableColumn<InvoiceSummary>[]>(
    () => [
      {
        accessor: 'number',
        title: t('billing.number'),
        sortable: true,
        render: (row) => (
          <Button variant="subtle" size="compact-sm" onClick={() => setOpen(row)}>
            {row.number}
          </Button>
        ),
      },
      {
        accessor: 'documentType',
        title: t('billing.documentType'),
        render: (row) =>
          `${t(`billing.types.${row.documentType}`)}${row.relatedInvoiceNumber ? ` → ${row.relatedInvoiceNumber}` : ''}`,
      },
      {
        accessor: 'issuedOn',
        title: t('billing.issuedOn'),
        sortable: true,
        noWrap: true,
        render: (r) => formatDay(r.issuedOn),
      },
      { accessor: 'accountNumber', title: t('billing.contract'), sortable: true },
      { accessor: 'recipientName', title: t('billing.recipient') },
      {
        accessor: 'grossMinor',
        title: t('billing.gross'),
        sortable: true,
        textAlign: 'right',
        render: (row) => formatMoney({ minor: row.grossMinor, currency: row.currency }, lang),
      },
      {
        accessor: 'status',
        title: t('billing.status'),
        render: (row) => (
          <StatusBadge color={STATUS_COLOR[row.status]}>
            {t(`billing.statuses.${row.status}`)}
          </StatusBadge>
        ),
      },
    ],
    [t, lang],
  );

  return (
    <Container size="xl" py="lg" fluid>
      <title>{`${t('billing.invoicesTitle')} – ${t('brand')}`}</title>
      <Stack gap="md">
        <Title order={1} id="invoices-title">
          {t('billing.invoicesTitle')}
        </Title>
        <OfficeDataTable
          labelledBy="invoices-title"
          columns={columns}
          list={list}
          page={page.data}
          fetching={page.isFetching}
          error={page.error?.message}
          idAccessor="id"
          searchLabel={t('billing.searchInvoices')}
          filters={
            <>
              <NativeSelect
                label={t('billing.status')}
                value={list.state.filters.status ?? ''}
                onChange={(e) => filter('status', e.currentTarget.value)}
                data={[
                  { value: '', label: t('billing.any') },
                  ...INVOICE_STATUSES.map((value) => ({
                    value,
                    label: t(`billing.statuses.${value}`),
                  })),
                ]}
              />
              <NativeSelect
                label={t('billing.documentType')}
                value={list.state.filters.documentType ?? ''}
                onChange={(e) => filter('documentType', e.currentTarget.value)}
                data={[
                  { value: '', label: t('billing.any') },
                  ...DOCUMENT_TYPES.map((value) => ({ value, label: t(`billing.types.${value}`) })),
                ]}
              />
            </>
          }
        />
      </Stack>
      {open && (
        <InvoiceDetailModal
          key={open.id}
          invoice={open}
          canWrite={capabilities.has('invoices.write')}
          canPay={capabilities.has('invoices.pay')}
          onClose={() => setOpen(null)}
          onOpen={setOpen}
        />
      )}
    </Container>
  );
}
