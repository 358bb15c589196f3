import { useMemo, useState } from 'react';
import { Button, Container, Group, NativeSelect, Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { failedActivationListSchema } from '@toll/contract/sales';
import { formatMoney } from '@toll/domain/money-format';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { ClientListOptions } from '../../components/data-table/client-rows';
import { OfficeDataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { useClientPage } from '../../components/data-table/use-client-page';
import { useListState } from '../../components/data-table/use-list-state';
import { FormAlert } from '../../components/form-alert';
import { formatSofiaDateTime } from '../../i18n/format-sofia-time';
import { useLang } from '../../i18n/use-lang';
import {
  FAILED_ACTIVATIONS_KEY,
  FAILED_ACTIVATIONS_LIST_DEFAULTS,
  listFailedActivations,
  refundActivation,
  retryActivation,
} from './failed-activations-api';

type FailedActivation = z.infer<typeof failedActivationListSchema>[number];
type Action = { kind: 'retry' | 'refund'; itemId: string; label: string };
const errorText = (error: unknown) => (error instanceof Error ? error.message : null);
const REFUND_STATES = ['NONE', 'PENDING', 'DONE', 'FAILED'] as const;

const ROWS: ClientListOptions<FailedActivation> = {
  searchText: (r) => `${r.saleNumber} ${r.countryCode} ${r.lpn} ${r.email} ${r.productId ?? ''}`,
  sortValue: (r, column) =>
    column === 'amountEur'
      ? r.amountEur
      : column === 'saleNumber'
        ? r.saleNumber
        : column === 'lpn'
          ? r.lpn
          : r.failedAt,
  filter: (r, name, value) => name !== 'refund' || (r.refund ?? 'NONE') === value,
};

/**
 * `failed-activations` (spec §2): items paid for but not issued, newest first, with the state of
 * their refund; an item is activated again (once the vehicle is free) or its money is sent back
 * again after the gateway refused the refund. Both after confirmation; the server audits them.
 */
export function FailedActivationsPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const client = useQueryClient();
  const list = useListState(FAILED_ACTIVATIONS_LIST_DEFAULTS);
  const rows = useQuery({
    queryKey: [...FAILED_ACTIVATIONS_KEY, lang],
    queryFn: ({ signal }) => listFailedActivations(lang, signal),
  });
  const page = useClientPage(rows.data, list.state, ROWS);
  const [action, setAction] = useState<Action | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: async (a: Action) =>
      a.kind === 'retry'
        ? (await retryActivation(lang, a.itemId)).issued
          ? t('failedActivations.issued', { what: a.label })
          : t('failedActivations.stillFailed', { what: a.label })
        : (await refundActivation(lang, a.itemId),
          t('failedActivations.refundSent', { what: a.label })),
    onSuccess: (message) => {
      setAction(null);
      setNotice(message);
      void client.invalidateQueries({ queryKey: FAILED_ACTIVATIONS_KEY });
    },
  });
  const columns = useMemo<DataTableColumn<FailedActivation>[]>(
    () => [
      { accessor: 'saleNumber', title: t('failedActivations.sale'), sortable: true },
      {
        accessor: 'failedAt',
        title: t('failedActivations.failedAt'),
        sortable: true,
        noWrap: true,
        render: (r) => (r.failedAt ? formatSofiaDateTime(r.failedAt) : '—'),
      },
      {
        accessor: 'lpn',
        title: t('failedActivations.vehicle'),
        sortable: true,
        noWrap: true,
        render: (r) => `${r.countryCode} ${r.lpn}`,
      },
      {
        accessor: 'productId',
        title: t('failedActivations.product'),
        render: (r) => r.productId ?? '—',
      },
      {
        accessor: 'amountEur',
        title: t('failedActivations.amount'),
        sortable: true,
        textAlign: 'right',
        noWrap: true,
        render: (r) => formatMoney({ minor: Math.round(r.amountEur * 100), currency: 'EUR' }, lang),
      },
      { accessor: 'reason', title: t('failedActivations.reason'), render: (r) => r.reason ?? '—' },
      {
        accessor: 'refund',
        title: t('failedActivations.refund'),
        render: (r) => t(`failedActivations.refunds.${r.refund ?? 'NONE'}`),
      },
      {
        accessor: 'actions',
        title: '',
        render: (row) => {
          const label = `${row.countryCode} ${row.lpn}`;
          if (row.refund !== null && row.refund !== 'FAILED') return null;
          return (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                onClick={() => setAction({ kind: 'retry', itemId: row.itemId, label })}
              >
                {t('failedActivations.retry')}
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                onClick={() => setAction({ kind: 'refund', itemId: row.itemId, label })}
              >
                {t('failedActivations.refundAction')}
              </Button>
            </Group>
          );
        },
      },
    ],
    [t, lang],
  );
  return (
    <Container size="xl" py="lg" fluid>
      <title>{t('failedActivations.title')}</title>
      <Stack gap="md">
        <Title order={1} id="failed-activations-title">
          {t('failedActivations.title')}
        </Title>
        <FormAlert message={notice} kind="success" />
        <OfficeDataTable
          labelledBy="failed-activations-title"
          testId="failed-activations"
          columns={columns}
          list={list}
          page={page}
          fetching={rows.isFetching}
          error={errorText(rows.error)}
          idAccessor="itemId"
          emptyText={t('failedActivations.none')}
          searchLabel={t('table.search')}
          filters={
            <NativeSelect
              label={t('failedActivations.refund')}
              value={list.state.filters.refund ?? ''}
              onChange={(e) => list.setFilter('refund', e.currentTarget.value)}
              data={[
                { value: '', label: t('billing.any') },
                ...REFUND_STATES.map((value) => ({
                  value,
                  label: t(`failedActivations.refunds.${value}`),
                })),
              ]}
            />
          }
        />
      </Stack>
      <ConfirmDialog
        opened={action !== null}
        danger={action?.kind === 'refund'}
        title={
          action?.kind === 'refund'
            ? t('failedActivations.refundAction')
            : t('failedActivations.retry')
        }
        message={
          action?.kind === 'refund'
            ? t('failedActivations.confirmRefund', { what: action.label })
            : t('failedActivations.confirmRetry', { what: action?.label ?? '' })
        }
        busy={run.isPending}
        error={errorText(run.error)}
        onConfirm={() => action && run.mutate(action)}
        onCancel={() => {
          setAction(null);
          run.reset();
        }}
      />
    </Container>
  );
}
