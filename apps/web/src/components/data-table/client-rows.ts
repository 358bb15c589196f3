import type { ListState } from './list-state';

/**
 * A list the office loads whole (the admin's 15,000 partners, spec §6) is searched, filtered,
 * sorted and paged in the browser with the same address state as a server list. The search text of
 * each row is built once per row set (lower-cased), so a keystroke costs one pass of `includes`
 * over 15,000 strings, and only one page of rows is rendered.
 */
export type ClientListOptions<T> = {
  /** The text the search box looks in (e.g. name, code, EIK). */
  searchText: (row: T) => string;
  /** The value a column sorts by. */
  sortValue?: (row: T, column: string) => string | number | null;
  /** Whether a row passes a list filter (`f_<name>=value`); unknown filters pass. */
  filter?: (row: T, name: string, value: string) => boolean;
};

export type IndexedRows<T> = { rows: readonly T[]; text: readonly string[] };

export function indexRows<T>(rows: readonly T[], searchText: (row: T) => string): IndexedRows<T> {
  return { rows, text: rows.map((row) => searchText(row).toLocaleLowerCase('bg')) };
}

const collator = new Intl.Collator('bg', { numeric: true, sensitivity: 'base' });

export function clientPage<T>(
  indexed: IndexedRows<T>,
  state: ListState,
  options: Pick<ClientListOptions<T>, 'sortValue' | 'filter'>,
): { items: T[]; total: number } {
  const words = state.q.toLocaleLowerCase('bg').split(/\s+/).filter(Boolean);
  const filters = Object.entries(state.filters);
  let matched: T[] = [];
  for (let index = 0; index < indexed.rows.length; index += 1) {
    const row = indexed.rows[index] as T;
    const text = indexed.text[index] ?? '';
    if (!words.every((word) => text.includes(word))) continue;
    if (options.filter && !filters.every(([name, value]) => options.filter?.(row, name, value)))
      continue;
    matched.push(row);
  }
  const { sortValue } = options;
  const column = state.sort;
  if (column !== null && sortValue) {
    const direction = state.order === 'desc' ? -1 : 1;
    const keyed = matched.map((row) => ({ row, key: sortValue(row, column) }));
    keyed.sort((a, b) => {
      if (a.key === b.key) return 0;
      if (a.key === null) return 1;
      if (b.key === null) return -1;
      const order =
        typeof a.key === 'number' && typeof b.key === 'number'
          ? a.key - b.key
          : collator.compare(String(a.key), String(b.key));
      return order * direction;
    });
    matched = keyed.map((entry) => entry.row);
  }
  const start = (state.page - 1) * state.pageSize;
  return { items: matched.slice(start, start + state.pageSize), total: matched.length };
}
