import { useMemo, useState } from 'react';
import { Anchor, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { FormAlert } from '../../../components/form-alert';
import type { StatementRecord } from '@toll/contract/bank';
import {
  AS_DATA,
  OfficeDataTable,
  type DataTableColumn,
} from '../../../components/data-table/data-table';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { useLocalListState } from '../../../components/data-table/use-local-list-state';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { useLang } from '../../../i18n/use-lang';
import {
  BANK_KEY,
  formatMinor,
  listStatements,
  STATEMENT_LIST_DEFAULTS,
  undoStatement,
} from '../api/bank-api';

/**
 * Undoing a whole import: the reason is asked for (kept in the audit log and on the reversing
 * journals); the server refuses, all or nothing, what cannot be undone.
 */
function UndoDialog(props: { statement: StatementRecord; onClose: (done?: string) => void }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const undo = useMutation({
    mutationFn: () => undoStatement(lang, props.statement.id, reason.trim()),
    onSuccess: async (r) => {
      await client.invalidateQueries({ queryKey: BANK_KEY });
      props.onClose(
        t('bank.undo.done', { journals: r.reversedJournals, payments: r.annulledPayments }),
      );
    },
  });
  return (
    <AppModal
      opened
      onClose={() => props.onClose()}
      title={t('bank.undo.title', { file: props.statement.fileName })}
    >
      <Stack gap="md">
        <Text size="sm">{t('bank.undo.hint')}</Text>
        <Textarea
          label={t('bank.undo.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={500}
          rows={2}
          data-autofocus
        />
        <FormAlert message={undo.error?.message} />
        <Group justify="flex-end">
          <Button
            color="red"
            disabled={reason.trim().length < 3}
            loading={undo.isPending}
            onClick={() => undo.mutate()}
          >
            {t('bank.undo.confirm')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}

/**
 * The uploaded statements on the `bank-report` screen, newest first (the office's one table, paged
 * by the server; its view stays in the screen, as the address belongs to the lines below it).
 * A file name shows that statement's lines.
 */
export function StatementsTable(props: { labelledBy: string; onOpen: (id: number) => void }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const { onOpen } = props;
  const list = useLocalListState(STATEMENT_LIST_DEFAULTS);
  const [undoing, setUndoing] = useState<StatementRecord | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const page = useListQuery([...BANK_KEY, 'statements'], list.state, listStatements);
  const columns = useMemo<DataTableColumn<StatementRecord>[]>(
    () => [
      {
        accessor: 'uploadedAt',
        title: t('bank.uploadedAt'),
        sortable: true,
        noWrap: true,
        render: (s) => formatSofiaDateTime(s.uploadedAt),
      },
      {
        accessor: 'fileName',
        title: t('bank.file'),
        ...AS_DATA,
        render: (s) => (
          <Anchor component="button" type="button" onClick={() => onOpen(s.id)}>
            {s.fileName}
          </Anchor>
        ),
      },
      {
        accessor: 'statementRef',
        title: t('bank.statementRef'),
        render: (s) => `${s.format} ${s.statementRef} ${s.sequence}`,
      },
      { accessor: 'accountIban', title: t('bank.account') },
      {
        accessor: 'closingDate',
        title: t('bank.closing'),
        sortable: true,
        noWrap: true,
        render: (s) => formatMinor(s.closingBalanceMinor, s.currency, lang),
      },
      {
        accessor: 'lineCount',
        title: t('bank.lines'),
        render: (s) =>
          t('bank.lineCounts', {
            total: s.lineCount,
            newLines: s.newLines,
            knownLines: s.knownLines,
          }),
      },
      {
        accessor: 'actions',
        title: t('bank.actions'),
        render: (s) =>
          s.undoneAt ? (
            <Text size="xs" c="dimmed">
              {t('bank.undo.undone', { reason: s.undoReason })}
            </Text>
          ) : (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => {
                setDone(null);
                setUndoing(s);
              }}
            >
              {t('bank.undo.button')}
            </Button>
          ),
      },
    ],
    [t, lang, onOpen],
  );
  return (
    <>
      {done && (
        <Text role="status" size="sm" c="green">
          {done}
        </Text>
      )}
      {undoing && (
        <UndoDialog
          statement={undoing}
          onClose={(message) => {
            setUndoing(null);
            if (message) setDone(message);
          }}
        />
      )}
      <OfficeDataTable
        labelledBy={props.labelledBy}
        testId="bank-statements"
        columns={columns}
        list={list}
        page={page.data}
        fetching={page.isFetching}
        error={page.error?.message}
        idAccessor="id"
      />
    </>
  );
}
