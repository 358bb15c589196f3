import { LIST_DEFAULT_PAGE_SIZE, LIST_MAX_PAGE_SIZE } from '@toll/contract/list-query';

/**
 * The view of a back-office list as it lives in the page's address (spec §2 data tables; the query
 * shape of packages/contract list-query.ts): `page`, `pageSize`, `sort`, `order`, `q` and the
 * list's own filters `f_<field>`. Back/forward and a pasted link restore the same view. Values
 * equal to the list's defaults are left out of the address, so a fresh list has a clean one.
 */
export type ListState = {
  page: number;
  pageSize: number;
  sort: string | null;
  order: 'asc' | 'desc';
  q: string;
  filters: Readonly<Record<string, string>>;
};

export type ListDefaults = {
  pageSize?: number;
  sort?: string | null;
  order?: 'asc' | 'desc';
  /** Columns the list may be sorted by; another `sort` in the address falls back to the default. */
  sortable?: readonly string[];
  /** Filters the list knows (without `f_`); other `f_…` parameters are ignored. */
  filters?: readonly string[];
};

const FILTER_PREFIX = 'f_';

function positiveInt(raw: string | null, fallback: number, max: number): number {
  if (raw === null || !/^\d{1,7}$/.test(raw)) return fallback;
  const value = Number(raw);
  return value >= 1 && value <= max ? value : fallback;
}

export function parseListState(params: URLSearchParams, defaults: ListDefaults = {}): ListState {
  const defaultSort = defaults.sort ?? null;
  const rawSort = params.get('sort');
  const sort =
    rawSort !== null && (defaults.sortable ?? []).includes(rawSort) ? rawSort : defaultSort;
  const rawOrder = params.get('order');
  const order = rawOrder === 'asc' || rawOrder === 'desc' ? rawOrder : (defaults.order ?? 'asc');
  const filters: Record<string, string> = {};
  for (const name of defaults.filters ?? []) {
    const value = params.get(`${FILTER_PREFIX}${name}`)?.trim();
    if (value) filters[name] = value;
  }
  return {
    page: positiveInt(params.get('page'), 1, 1_000_000),
    pageSize: positiveInt(
      params.get('pageSize'),
      defaults.pageSize ?? LIST_DEFAULT_PAGE_SIZE,
      LIST_MAX_PAGE_SIZE,
    ),
    sort,
    order,
    q: (params.get('q') ?? '').trim().slice(0, 200),
    filters,
  };
}

/**
 * Writes a list's view into the address's parameters, keeping parameters that are not the list's
 * (another widget's), and leaving out what equals the defaults.
 */
export function writeListState(
  state: ListState,
  defaults: ListDefaults = {},
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of [...params.keys()])
    if (['page', 'pageSize', 'sort', 'order', 'q'].includes(key) || key.startsWith(FILTER_PREFIX))
      params.delete(key);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== (defaults.pageSize ?? LIST_DEFAULT_PAGE_SIZE))
    params.set('pageSize', String(state.pageSize));
  const sortChanged = state.sort !== (defaults.sort ?? null);
  if (state.sort !== null && sortChanged) params.set('sort', state.sort);
  if (state.order !== (defaults.order ?? 'asc') || (sortChanged && state.sort !== null))
    params.set('order', state.order);
  if (state.q.trim() !== '') params.set('q', state.q.trim());
  for (const [name, value] of Object.entries(state.filters))
    if (value.trim() !== '') params.set(`${FILTER_PREFIX}${name}`, value.trim());
  return params;
}

/** A change of what is shown (search, filter, sort, page size) starts again at page 1. */
export function changeListState(state: ListState, change: Partial<ListState>): ListState {
  const next = { ...state, ...change };
  const onlyPage = Object.keys(change).every((key) => key === 'page');
  return onlyPage ? next : { ...next, page: change.page ?? 1 };
}

/** The text search or any filter is set (spec §5: a download of everything asks first). */
export function hasListFilters(state: ListState): boolean {
  return state.q !== '' || Object.values(state.filters).some((value) => value !== '');
}

/** The query of a list call of the contract's shape (packages/contract list-query.ts). */
export function listApiQuery(state: ListState): Record<string, string> {
  const query: Record<string, string> = {
    page: String(state.page),
    pageSize: String(state.pageSize),
    order: state.order,
  };
  if (state.sort !== null) query.sort = state.sort;
  if (state.q !== '') query.q = state.q;
  for (const [name, value] of Object.entries(state.filters))
    query[`${FILTER_PREFIX}${name}`] = value;
  return query;
}

/** The query of `…/export?format=…`: the same filters and order, without the paging. */
export function exportApiQuery(state: ListState, format: 'csv' | 'xlsx'): Record<string, string> {
  const { page: _page, pageSize: _pageSize, ...rest } = listApiQuery(state);
  return { ...rest, format };
}
