// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NativeSelect } from '@mantine/core';
import { addressQuery, renderOffice } from '../../test/render-office';
import { clientPage, indexRows } from './client-rows';
import { OfficeDataTable, type DataTableColumn } from './data-table';
import type { ListDefaults } from './list-state';
import { useListState } from './use-list-state';

type Row = { id: number; name: string; status: 'ACTIVE' | 'CLOSED' };
const ROWS: Row[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  name: `Партньор ${String(i + 1).padStart(2, '0')}`,
  status: i % 3 === 0 ? 'CLOSED' : 'ACTIVE',
}));
const DEFAULTS: ListDefaults = {
  pageSize: 20,
  sort: 'name',
  sortable: ['name'],
  filters: ['status'],
};
const COLUMNS: DataTableColumn<Row>[] = [
  { accessor: 'name', title: 'Име', sortable: true },
  { accessor: 'status', title: 'Статус' },
];
const INDEXED = indexRows(ROWS, (r) => r.name);

/** A screen as a list screen is written: the address's view, a page of rows, a filter. */
function Screen(props: { rows?: Row[]; error?: string; summary?: string }) {
  const list = useListState(DEFAULTS);
  const indexed = props.rows ? indexRows(props.rows, (r) => r.name) : INDEXED;
  const page = clientPage(indexed, list.state, {
    sortValue: (r) => r.name,
    filter: (r, name, value) => name !== 'status' || r.status === value,
  });
  return (
    <>
      <h1 id="list-title">Списък</h1>
      <OfficeDataTable
        labelledBy="list-title"
        testId="list"
        columns={COLUMNS}
        list={list}
        page={page}
        fetching={false}
        error={props.error}
        idAccessor="id"
        searchLabel="Търсене"
        emptyText="Няма партньори."
        summary={props.summary}
        filters={
          <NativeSelect
            label="Статус"
            value={list.state.filters.status ?? ''}
            onChange={(e) =>
              list.update({ filters: { ...list.state.filters, status: e.currentTarget.value } })
            }
            data={['', 'ACTIVE', 'CLOSED']}
          />
        }
      />
    </>
  );
}

const bodyRows = () => {
  const table = screen.getByRole('table', { name: 'Списък' });
  return within(table).getAllByRole('row').slice(1);
};

afterEach(cleanup);

describe('OfficeDataTable, the one list of the office', () => {
  it('shows the page the address asks for, with the range and the total', () => {
    renderOffice(<Screen />, { address: '/office/bg/test?page=2' });
    expect(bodyRows()).toHaveLength(20);
    expect(bodyRows()[0]?.textContent).toContain('Партньор 21');
    expect(screen.getByText('21–40 от 45')).toBeTruthy();
    expect(screen.getByText('45 записа')).toBeTruthy();
  });

  it('writes sorting, paging and filters into the address; a filter starts again at page 1', async () => {
    renderOffice(<Screen />);
    fireEvent.click(screen.getByRole('button', { name: 'Страница 3' }));
    await waitFor(() => expect(addressQuery()).toEqual({ page: '3' }));
    expect(bodyRows()).toHaveLength(5);

    fireEvent.click(screen.getByText('Име'));
    await waitFor(() => expect(addressQuery()).toEqual({ order: 'desc' }));
    expect(bodyRows()[0]?.textContent).toContain('Партньор 45');

    fireEvent.change(screen.getByRole('combobox', { name: 'Статус' }), {
      target: { value: 'CLOSED' },
    });
    await waitFor(() => expect(addressQuery()).toEqual({ order: 'desc', f_status: 'CLOSED' }));
    expect(bodyRows()).toHaveLength(15);
    expect(bodyRows().every((row) => row.textContent?.includes('CLOSED'))).toBe(true);
  });

  it('says the list is empty in the screen’s words, and "no results" once a filter is set', () => {
    renderOffice(<Screen rows={[]} />);
    expect(screen.getByText('Няма партньори.')).toBeTruthy();
    cleanup();
    renderOffice(<Screen rows={[]} />, { address: '/office/bg/test?f_status=ACTIVE' });
    expect(screen.queryByText('Няма партньори.')).toBeNull();
    expect(screen.getByText('Няма резултати')).toBeTruthy();
    expect(screen.getByText('0 записа')).toBeTruthy();
  });

  it('shows the list’s error and its summary', () => {
    renderOffice(<Screen error="Сървърът не отговаря" summary="Общо: 1 234,56 €" />);
    expect(screen.getByRole('alert').textContent).toContain('Сървърът не отговаря');
    expect(screen.getByText('Общо: 1 234,56 €')).toBeTruthy();
  });
});
