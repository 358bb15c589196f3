import { useDeferredValue, useMemo } from 'react';
import { clientPage, indexRows, type ClientListOptions } from './client-rows';
import type { ListState } from './list-state';

/**
 * The page of a list loaded whole (e.g. the admin's 15,000 partners, spec §6), for
 * `OfficeDataTable`: the rows are indexed for search once, and each view (from the address) is
 * filtered, sorted and sliced in memory; the view is deferred, so typing in the search box stays
 * responsive while the table catches up. `options` must be stable (module constants or memoised).
 */
export function useClientPage<T>(
  rows: readonly T[] | undefined,
  state: ListState,
  options: ClientListOptions<T>,
): { items: T[]; total: number } | undefined {
  const { searchText, sortValue, filter } = options;
  const indexed = useMemo(
    () => (rows ? indexRows(rows, searchText) : undefined),
    [rows, searchText],
  );
  const view = useDeferredValue(state);
  return useMemo(
    () => (indexed ? clientPage(indexed, view, { sortValue, filter }) : undefined),
    [indexed, view, sortValue, filter],
  );
}
