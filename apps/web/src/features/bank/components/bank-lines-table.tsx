import { useMemo, useState, type ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BankLineRecord } from '@toll/contract/bank';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  AS_DATA,
  OfficeDataTable,
  type DataTableColumn,
} from '../../../components/data-table/data-table';
import type { ListStateControl } from '../../../components/data-table/use-list-state';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { useLang } from '../../../i18n/use-lang';
import { BANK_KEY, confirmLineAction, formatMinor, listBankLines } from '../api/bank-api';
import { AssignDialog } from './assign-dialog';
import { MatchEvidence } from './match-evidence';
import { formatDay } from '../../../i18n/format-sofia-time';
import { StatusBadge } from '../../../components/status-badge';

const STATUS_COLOR = {
  PROCESSED: 'green',
  UNPROCESSED: 'yellow',
  FAILED: 'red',
  UNDONE: 'gray',
} as const;

type Pending = { line: BankLineRecord; action: 'retry' | 'mark-processed' } | null;

/**
 * Bank transactions (statement lines) with their payments: assign an undistributed payment by
 * hand, retry a failed line, mark an unprocessed one processed (both after the confirm dialog).
 */
export function BankLinesTable(props: {
  list: ListStateControl;
  labelledBy: string;
  filters?: ReactNode;
}) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const client = useQueryClient();
  const lines = useListQuery([...BANK_KEY, 'lines'], props.list.state, listBankLines);
  const [assigning, setAssigning] = useState<BankLineRecord | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const act = useMutation({
    mutationFn: (p: NonNullable<Pending>) => confirmLineAction(lang, p.line.id, p.action),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: BANK_KEY });
      setPending(null);
    },
  });
  const columns = useMemo<DataTableColumn<BankLineRecord>[]>(
    () => [
      {
        accessor: 'valueDate',
        title: t('bank.valueDate'),
        sortable: true,
        noWrap: true,
        render: (r) => formatDay(r.valueDate),
      },
      { accessor: 'bankReference', title: t('bank.reference') },
      {
        accessor: 'amountMinor',
        title: t('bank.amount'),
        sortable: true,
        textAlign: 'right',
        render: (r) =>
          (r.direction === 'DEBIT' ? '−' : '') + formatMinor(r.amountMinor, r.currency, lang),
      },
      {
        accessor: 'undistributed',
        title: t('bank.undistributed'),
        textAlign: 'right',
        render: (r) =>
          r.payment ? formatMinor(r.payment.undistributedMinor, r.currency, lang) : '',
      },
      {
        accessor: 'counterpartyName',
        title: t('bank.counterparty'),
        ...AS_DATA,
        render: (r) => (
          <>
            <Text size="sm">{r.counterpartyName ?? ''}</Text>
            <Text size="xs" c="dimmed">
              {r.counterpartyIban ?? ''}
            </Text>
          </>
        ),
      },
      { accessor: 'remittance', title: t('bank.remittance'), ...AS_DATA },
      {
        accessor: 'status',
        title: t('bank.status'),
        render: (r) => (
          <>
            <StatusBadge color={STATUS_COLOR[r.status]}>
              {t(`bank.statuses.${r.status}`)}
            </StatusBadge>
            {r.errorText && (
              <Text size="xs" c="red">
                {r.errorText}
              </Text>
            )}
          </>
        ),
      },
      {
        accessor: 'matchScore',
        title: t('bank.score'),
        render: (r) => (
          <MatchEvidence score={r.matchScore} evidence={r.evidence} suggestions={r.suggestions} />
        ),
      },
      { accessor: 'fileName', title: t('bank.file'), ...AS_DATA },
      {
        accessor: 'actions',
        title: t('bank.actions'),
        render: (r) => (
          <Group gap="xs" wrap="nowrap">
            {r.payment && r.payment.undistributedMinor > 0 && (
              <Button
                size="xs"
                onClick={() => setAssigning(r)}
                aria-label={t('bank.assign.open', { ref: r.bankReference ?? r.id })}
              >
                {t('bank.assign.button')}
              </Button>
            )}
            {r.status === 'FAILED' && (
              <Button
                size="xs"
                variant="light"
                onClick={() => setPending({ line: r, action: 'retry' })}
              >
                {t('bank.retry')}
              </Button>
            )}
            {r.status === 'UNPROCESSED' && (
              <Button
                size="xs"
                variant="default"
                onClick={() => setPending({ line: r, action: 'mark-processed' })}
              >
                {t('bank.markProcessed')}
              </Button>
            )}
          </Group>
        ),
      },
    ],
    [t, lang],
  );
  return (
    <>
      <OfficeDataTable
        labelledBy={props.labelledBy}
        columns={columns}
        list={props.list}
        page={lines.data}
        fetching={lines.isFetching}
        error={lines.error?.message}
        idAccessor="id"
        searchLabel={t('bank.search')}
        filters={props.filters}
      />
      {assigning && <AssignDialog line={assigning} onClose={() => setAssigning(null)} />}
      <ConfirmDialog
        opened={pending !== null}
        title={pending?.action === 'retry' ? t('bank.retry') : t('bank.markProcessed')}
        message={pending?.action === 'retry' ? t('bank.confirmRetry') : t('bank.confirmProcessed')}
        onConfirm={() => pending && act.mutate(pending)}
        onCancel={() => {
          act.reset();
          setPending(null);
        }}
        busy={act.isPending}
        error={act.error?.message}
        danger={false}
      />
    </>
  );
}
