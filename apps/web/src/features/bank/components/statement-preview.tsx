import { useMemo } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StatementPreviewLine } from '@toll/contract/bank';
import {
  AS_DATA,
  OfficeDataTable,
  type DataTableColumn,
} from '../../../components/data-table/data-table';
import type { ListDefaults } from '../../../components/data-table/list-state';
import { useLocalListState } from '../../../components/data-table/use-local-list-state';
import { StatusBadge } from '../../../components/status-badge';
import { formatDay } from '../../../i18n/format-sofia-time';
import { useLang } from '../../../i18n/use-lang';
import { formatMinor } from '../api/bank-api';
import { MatchEvidence } from './match-evidence';

const OUTCOME_COLOR = { BOOK: 'green', WAIT: 'yellow', FAIL: 'red' } as const;
const PREVIEW_DEFAULTS: ListDefaults = { pageSize: 25, sort: null };

/** A previewed import's new lines: what would book (and to what, by which evidence), what would wait. */
export function StatementPreview(props: { lines: StatementPreviewLine[]; labelledBy: string }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const list = useLocalListState(PREVIEW_DEFAULTS);
  const { page, pageSize } = list.state;
  const data = useMemo(
    () => ({
      items: props.lines
        .map((l, i) => ({ ...l, id: i }))
        .slice((page - 1) * pageSize, page * pageSize),
      total: props.lines.length,
      page,
      pageSize,
    }),
    [props.lines, page, pageSize],
  );
  const columns = useMemo<DataTableColumn<StatementPreviewLine & { id: number }>[]>(
    () => [
      { accessor: 'where', title: t('bank.where'), noWrap: true },
      {
        accessor: 'valueDate',
        title: t('bank.valueDate'),
        noWrap: true,
        render: (r) => formatDay(r.valueDate),
      },
      {
        accessor: 'amountMinor',
        title: t('bank.amount'),
        textAlign: 'right',
        render: (r) =>
          (r.direction === 'DEBIT' ? '−' : '') + formatMinor(r.amountMinor, r.currency, lang),
      },
      { accessor: 'counterpartyName', title: t('bank.counterparty'), ...AS_DATA },
      { accessor: 'remittance', title: t('bank.remittance'), ...AS_DATA },
      {
        accessor: 'outcome',
        title: t('bank.status'),
        render: (r) => (
          <>
            <StatusBadge color={OUTCOME_COLOR[r.outcome]}>
              {t(`bank.outcomes.${r.outcome}`)}
            </StatusBadge>
            {r.reason && (
              <Text size="xs" c="red">
                {r.reason}
              </Text>
            )}
          </>
        ),
      },
      { accessor: 'target', title: t('bank.bookTo'), ...AS_DATA },
      {
        accessor: 'score',
        title: t('bank.score'),
        render: (r) => (
          <MatchEvidence
            score={r.score}
            evidence={r.evidence}
            suggestions={r.outcome === 'BOOK' ? [] : r.suggestions}
          />
        ),
      },
    ],
    [t, lang],
  );
  return (
    <OfficeDataTable
      labelledBy={props.labelledBy}
      testId="bank-preview"
      columns={columns}
      list={list}
      page={data}
      fetching={false}
      idAccessor="id"
    />
  );
}
