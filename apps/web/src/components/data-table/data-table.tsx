import 'mantine-datatable/styles.css';
import { useMemo, useState, type ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import {
  DataTable as MantineDataTable,
  type DataTableColumn,
  type DataTableRowClickHandler,
  type DataTableSortStatus,
} from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { ListPage } from '@toll/contract/list-query';
import type { ApiExportableList } from '../../api/typed-client';
import { errorText } from '../../forms/error-text';
import { FormAlert } from '../form-alert';
import { ExportButtons, type ExportButtonsProps, type ExportFormat } from './export-buttons';
import { ListSearch } from './list-search';
import { hasListFilters, type ListState } from './list-state';
import type { ListStateControl } from './use-list-state';

export type { DataTableColumn } from 'mantine-datatable';

export type OfficeDataTableProps<T> = {
  /** The id of the heading that names the table. */
  labelledBy: string;
  columns: DataTableColumn<T>[];
  list: ListStateControl;
  /** The page to show (from the server, or `clientPage` of a list loaded whole); undefined while loading. */
  page: Pick<ListPage<T>, 'items' | 'total' | 'totalCapped'> | undefined;
  fetching: boolean;
  error?: string | null;
  idAccessor: keyof T | ((record: T) => string | number);
  /** The search box's label; none: no text search. */
  searchLabel?: string;
  /** The list's own filters, shown beside the search. */
  filters?: ReactNode;
  /** The list's endpoint below /api for `…/export`; none: no download buttons. */
  exportPath?: ApiExportableList;
  /** The export path's `{…}` parameters. */
  exportParams?: Record<string, string | number>;
  exportFormats?: readonly ExportFormat[];
  exportFileName?: string;
  exportQuery?: ExportButtonsProps['query'];
  /** The list is always bounded (a period): a download without other filters needs no asking. */
  exportBounded?: boolean;
  pageSizes?: readonly number[];
  onRowClick?: DataTableRowClickHandler<T>;
  onRowContextMenu?: DataTableRowClickHandler<T>;
  /** What sums up the whole filtered list (e.g. totals per currency), shown under the rows. */
  summary?: ReactNode;
  /** What an empty list says when no filter is set (default: the table's own "no records"). */
  emptyText?: string;
  /** A test id on the table's frame (browser tests find the list by it). */
  testId?: string;
};

const DEFAULT_PAGE_SIZES = [20, 50, 100] as const;

/**
 * The one data table of the back-office (spec §2): mantine-datatable on Mantine 9, with the view
 * (page, page size, sort, search, filters) in the address, server or in-browser paging alike,
 * loading, empty and "no results" states (§8), and the list's CSV/XLSX download.
 */
export function OfficeDataTable<T>(props: OfficeDataTableProps<T>) {
  const { labelledBy, columns, list, page, fetching, error, idAccessor } = props;
  const { searchLabel, filters, exportPath, exportFormats, exportFileName, exportQuery } = props;
  const { exportParams } = props;
  const { exportBounded } = props;
  const { onRowClick, onRowContextMenu, summary, testId, emptyText } = props;
  const { t } = useTranslation('office');
  const [exportError, setExportError] = useState<string | null>(null);
  const { state, update } = list;
  const pageSizes = props.pageSizes ?? DEFAULT_PAGE_SIZES;
  const sortStatus = useMemo<DataTableSortStatus<T>>(
    () => ({ columnAccessor: state.sort ?? '', direction: state.order }),
    [state.sort, state.order],
  );
  const filtered = hasListFilters(state);
  const total = page?.total ?? 0;
  const from = total === 0 ? 0 : (state.page - 1) * state.pageSize + 1;
  const to = Math.min(total, state.page * state.pageSize);

  return (
    <Stack gap="sm" data-testid={testId}>
      {(searchLabel !== undefined || filters || exportPath) && (
        <Group justify="space-between" align="flex-end">
          <Group align="flex-end" role="search" aria-labelledby={labelledBy}>
            {searchLabel !== undefined && (
              <ListSearch label={searchLabel} value={state.q} onSearch={(q) => update({ q })} />
            )}
            {filters}
          </Group>
          {exportPath && (
            <ExportButtons
              path={exportPath}
              {...(exportParams ? { params: exportParams } : {})}
              state={state}
              fileName={exportFileName ?? 'export'}
              formats={exportFormats}
              query={exportQuery}
              bounded={exportBounded}
              onError={setExportError}
            />
          )}
        </Group>
      )}
      <FormAlert message={error ?? exportError} />
      <MantineDataTable<T>
        aria-labelledby={labelledBy}
        aria-busy={fetching}
        withTableBorder
        borderRadius="md"
        striped
        highlightOnHover
        minHeight={page && page.items.length > 0 ? undefined : 180}
        columns={columns}
        records={page?.items ?? []}
        idAccessor={idAccessor as never}
        fetching={fetching}
        loadingText={t('table.loading')}
        noRecordsText={
          filtered ? errorText({ code: 'list.noResults' }) : (emptyText ?? t('table.empty'))
        }
        sortStatus={sortStatus}
        onSortStatusChange={(status) =>
          update({ sort: String(status.columnAccessor), order: status.direction })
        }
        totalRecords={total}
        recordsPerPage={state.pageSize}
        page={state.page}
        onPageChange={(next) => update({ page: next })}
        recordsPerPageOptions={[...pageSizes]}
        onRecordsPerPageChange={(pageSize) => update({ pageSize })}
        recordsPerPageLabel={t('table.pageSize')}
        paginationText={() =>
          page?.totalCapped
            ? t('table.rangeMore', { from, to, total })
            : t('table.range', { from, to, total })
        }
        getPaginationControlProps={(control) => ({ 'aria-label': t(`table.page.${control}`) })}
        getPaginationItemProps={(item) => ({
          'aria-label': t('table.page.number', { page: item }),
        })}
        onRowClick={onRowClick}
        onRowContextMenu={onRowContextMenu}
      />
      {summary}
      <Text size="sm" aria-live="polite" c="gray.7">
        {page?.totalCapped
          ? t('table.totalMore', { count: total })
          : t('table.total', { count: total })}
      </Text>
    </Stack>
  );
}

export type { ListState };

/**
 * Spread into a column whose cells show data as it came (names, a bank's texts, file names):
 * marked `translate="no"`, for translators and for the checks that look for untranslated text.
 */
export const AS_DATA = { customCellAttributes: () => ({ translate: 'no' }) } as const;
