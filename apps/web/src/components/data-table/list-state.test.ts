import { describe, expect, it } from 'vitest';
import { clientPage, indexRows } from './client-rows';
import {
  changeListState,
  exportApiQuery,
  hasListFilters,
  listApiQuery,
  parseListState,
  writeListState,
  type ListDefaults,
} from './list-state';

const defaults: ListDefaults = {
  pageSize: 20,
  sort: 'name',
  sortable: ['name', 'code'],
  filters: ['status', 'type'],
};

describe('list state in the address', () => {
  it('reads the defaults from an empty address and writes nothing back', () => {
    const state = parseListState(new URLSearchParams(), defaults);
    expect(state).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'name',
      order: 'asc',
      q: '',
      filters: {},
    });
    expect(writeListState(state, defaults).toString()).toBe('');
  });

  it('round-trips a view, keeping parameters that are not the list’s', () => {
    const params = new URLSearchParams(
      'page=3&pageSize=50&sort=code&order=desc&q=%D0%B0%D0%B1&f_status=ACTIVE&f_other=x&tab=2',
    );
    const state = parseListState(params, defaults);
    expect(state).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'code',
      order: 'desc',
      q: 'аб',
      filters: { status: 'ACTIVE' },
    });
    const written = writeListState(state, defaults, params);
    expect(written.get('tab')).toBe('2');
    expect(written.get('f_other')).toBeNull();
    expect(parseListState(written, defaults)).toEqual(state);
  });

  it('ignores what a hand-edited address gets wrong', () => {
    const state = parseListState(
      new URLSearchParams('page=-1&pageSize=999999&sort=password&order=up&q=%20x%20'),
      defaults,
    );
    expect(state).toMatchObject({ page: 1, pageSize: 20, sort: 'name', order: 'asc', q: 'x' });
  });

  it('starts again at page 1 when what is shown changes', () => {
    const state = parseListState(new URLSearchParams('page=4'), defaults);
    expect(changeListState(state, { page: 5 }).page).toBe(5);
    expect(changeListState(state, { q: 'a' }).page).toBe(1);
    expect(changeListState(state, { sort: 'code', order: 'desc' }).page).toBe(1);
  });

  it('builds the list and export queries of the contract', () => {
    const state = parseListState(new URLSearchParams('q=sofia&f_type=SALE_PARTNER'), defaults);
    expect(listApiQuery(state)).toEqual({
      page: '1',
      pageSize: '20',
      order: 'asc',
      sort: 'name',
      q: 'sofia',
      f_type: 'SALE_PARTNER',
    });
    expect(exportApiQuery(state, 'xlsx')).toEqual({
      order: 'asc',
      sort: 'name',
      q: 'sofia',
      f_type: 'SALE_PARTNER',
      format: 'xlsx',
    });
    expect(hasListFilters(state)).toBe(true);
    expect(hasListFilters(parseListState(new URLSearchParams('page=2'), defaults))).toBe(false);
  });
});

describe('a list loaded whole', () => {
  type Row = { id: number; name: string; code: string; type: string };
  const rows: Row[] = Array.from({ length: 15_000 }, (_, index) => ({
    id: index + 1,
    name: `Партньор ${String(index + 1).padStart(5, '0')}`,
    code: `P${index + 1}`,
    type: index % 3 === 0 ? 'COMMISSIONER' : 'SALE_PARTNER',
  }));
  const indexed = indexRows(rows, (row) => `${row.name} ${row.code}`);
  const options = {
    sortValue: (row: Row, column: string) => (column === 'code' ? row.code : row.name),
    filter: (row: Row, name: string, value: string) => name !== 'type' || row.type === value,
  };

  it('searches, filters, sorts and pages in the browser', () => {
    const all = parseListState(new URLSearchParams('pageSize=100'), defaults);
    expect(clientPage(indexed, all, options).total).toBe(15_000);
    expect(clientPage(indexed, all, options).items).toHaveLength(100);

    const found = parseListState(new URLSearchParams('q=партньор%200149'), defaults);
    const page = clientPage(indexed, found, options);
    expect(page.total).toBe(12); // 00149, 01490–01499, 10149
    expect(page.items[0]?.name).toBe('Партньор 00149');

    const filtered = parseListState(
      new URLSearchParams('f_type=COMMISSIONER&sort=name&order=desc'),
      defaults,
    );
    const last = clientPage(indexed, filtered, options);
    expect(last.total).toBe(5_000);
    expect(last.items[0]?.name).toBe('Партньор 14998');
  });
});
