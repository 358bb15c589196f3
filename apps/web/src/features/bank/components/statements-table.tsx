import { useMemo } from 'react';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
import { BANK_KEY, formatMinor, listStatements, STATEMENT_LIST_DEFAULTS } from '../api/bank-api';

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
    ],
    [t, lang, onOpen],
  );
  return (
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
  );
}
