import { useCallback, useMemo, useState } from 'react';
import { Button, Container, Group, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ServiceFee, ServiceFeeDefinition } from '@toll/contract/billing';
import { FEE_PAYMENT_STATUSES } from '@toll/domain/invoicing';
import { formatMoney } from '@toll/domain/money-format';
import { ApiRequestError } from '../../../api/client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { OfficeDataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { useListState } from '../../../components/data-table/use-list-state';
import { FormAlert } from '../../../components/form-alert';
import { StatusBadge } from '../../../components/status-badge';
import { useLang } from '../../../i18n/use-lang';
import { useOfficeAccess } from '../../office-access';
import {
  BILLING_KEY,
  cancelFee,
  FEE_LIST_DEFAULTS,
  listDefinitions,
  listFees,
  runBilling,
} from '../api/billing-api';
import { FeeDefinitionModal } from './fee-definition-modal';
import { FeeDefinitionsTable } from './fee-definitions-table';
import { formatDay } from '../../../i18n/format-sofia-time';

const today = () => new Date().toISOString().slice(0, 10);

/** `service-fees`: definitions, the billing run and the fees it generated. */
export function ServiceFeesPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const canWrite = useOfficeAccess().capabilities.has('service-fees.write');
  const queryClient = useQueryClient();
  const definitions = useQuery({
    queryKey: [...BILLING_KEY, 'definitions', lang],
    queryFn: ({ signal }) => listDefinitions(lang, signal),
  });
  const list = useListState(FEE_LIST_DEFAULTS);
  const page = useListQuery([...BILLING_KEY, 'fees'], list.state, listFees);
  const [editing, setEditing] = useState<{ record: ServiceFeeDefinition | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [runDate, setRunDate] = useState(today());
  const [asking, setAsking] = useState(false);
  const [cancelling, setCancelling] = useState<ServiceFee | null>(null);
  const failed = (e: unknown) =>
    setError(e instanceof ApiRequestError ? e.message : t('billing.failed'));
  const run = useMutation({
    mutationFn: () => runBilling(lang, runDate),
    onSuccess: async (result) => {
      setAsking(false);
      await queryClient.invalidateQueries({ queryKey: BILLING_KEY });
      setNotice(t('billing.runDone', result));
    },
    onError: (e) => {
      setAsking(false);
      failed(e);
    },
  });
  const cancel = useMutation({
    mutationFn: (fee: ServiceFee) => cancelFee(lang, fee.id),
    onSuccess: async () => {
      setCancelling(null);
      await queryClient.invalidateQueries({ queryKey: BILLING_KEY });
      setNotice(t('billing.feeCancelled'));
    },
    onError: (e) => {
      setCancelling(null);
      failed(e);
    },
  });
  const editDefinition = useCallback((record: ServiceFeeDefinition) => setEditing({ record }), []);
  const money = (minor: number, currency: 'BGN' | 'EUR') => formatMoney({ minor, currency }, lang);

  const columns = useMemo<DataTableColumn<ServiceFee>[]>(
    () => [
      { accessor: 'accountNumber', title: t('billing.contract'), sortable: true },
      { accessor: 'clientName', title: t('billing.client') },
      { accessor: 'definitionName', title: t('billing.fee') },
      {
        accessor: 'periodStart',
        title: t('billing.period'),
        sortable: true,
        render: (row) =>
          row.periodEnd
            ? `${formatDay(row.periodStart)} – ${formatDay(row.periodEnd)}`
            : formatDay(row.periodStart),
      },
      { accessor: 'quantity', title: t('billing.quantity'), textAlign: 'right' },
      {
        accessor: 'grossMinor',
        title: t('billing.gross'),
        sortable: true,
        textAlign: 'right',
        render: (row) => money(row.grossMinor, row.currency),
      },
      {
        accessor: 'paymentStatus',
        title: t('billing.paymentStatus'),
        sortable: true,
        render: (row) => (
          <StatusBadge color={row.paymentStatus === 'PAID' ? 'green' : 'gray'}>
            {t(`billing.feeStatuses.${row.paymentStatus}`)}
          </StatusBadge>
        ),
      },
      {
        accessor: 'invoiceNumber',
        title: t('billing.invoice'),
        render: (row) => row.invoiceNumber ?? '—',
      },
      {
        accessor: 'actions',
        title: '',
        textAlign: 'right',
        render: (row) =>
          canWrite && row.paymentStatus === 'NOT_PAID' && row.invoiceId === null ? (
            <Button size="xs" variant="subtle" color="red" onClick={() => setCancelling(row)}>
              {t('billing.cancelFee')}
            </Button>
          ) : null,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, lang, canWrite],
  );

  return (
    <Container size="xl" py="lg" fluid>
      <title>{`${t('billing.feesTitle')} – ${t('brand')}`}</title>
      <Stack gap="md">
        <Title order={1} id="service-fees-title">
          {t('billing.feesTitle')}
        </Title>
        <FormAlert message={notice} kind="success" />
        <FormAlert message={error} />
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h3" id="fee-definitions-title">
            {t('billing.definitions')}
          </Title>
          {canWrite && (
            <Button onClick={() => setEditing({ record: null })}>
              {t('billing.newDefinition')}
            </Button>
          )}
        </Group>
        <FeeDefinitionsTable
          labelledBy="fee-definitions-title"
          rows={definitions.data}
          fetching={definitions.isFetching}
          error={definitions.error?.message}
          canWrite={canWrite}
          onEdit={editDefinition}
        />
        {canWrite && (
          <Group align="flex-end">
            <TextInput
              type="date"
              label={t('billing.runDate')}
              value={runDate}
              onChange={(e) => setRunDate(e.currentTarget.value)}
            />
            <Button variant="light" onClick={() => setAsking(true)}>
              {t('billing.run')}
            </Button>
          </Group>
        )}
        <Title order={2} size="h3" id="fees-title">
          {t('billing.generated')}
        </Title>
        <OfficeDataTable
          labelledBy="fees-title"
          columns={columns}
          list={list}
          page={page.data}
          fetching={page.isFetching}
          error={page.error?.message}
          idAccessor="id"
          searchLabel={t('billing.searchFees')}
          filters={
            <NativeSelect
              label={t('billing.paymentStatus')}
              value={list.state.filters.paymentStatus ?? ''}
              onChange={(e) =>
                list.update({
                  filters: { ...list.state.filters, paymentStatus: e.currentTarget.value },
                })
              }
              data={[
                { value: '', label: t('billing.any') },
                ...FEE_PAYMENT_STATUSES.map((value) => ({
                  value,
                  label: t(`billing.feeStatuses.${value}`),
                })),
              ]}
            />
          }
        />
      </Stack>
      {editing && (
        <FeeDefinitionModal
          record={editing.record}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setNotice(message);
          }}
        />
      )}
      <ConfirmDialog
        opened={asking}
        danger={false}
        title={t('billing.run')}
        message={t('billing.runConfirm', { date: runDate })}
        busy={run.isPending}
        onConfirm={() => run.mutate()}
        onCancel={() => setAsking(false)}
      />
      <ConfirmDialog
        opened={cancelling !== null}
        title={t('billing.cancelFee')}
        message={t('billing.cancelFeeConfirm')}
        busy={cancel.isPending}
        onConfirm={() => cancelling && cancel.mutate(cancelling)}
        onCancel={() => setCancelling(null)}
      />
    </Container>
  );
}
