import { TextInput } from '@mantine/core';
import { parsePlainDate } from '@toll/domain/plain-date';
import { listApiQuery, type ListState } from './list-state';
import type { ListStateControl } from './use-list-state';

export type Period = { from: string; to: string };

/**
 * A list over a period of Sofia days (money reports, the trial balance): the period lives in the
 * address as the filters `f_from` and `f_to` like any other filter; missing or unreadable days fall
 * back to the screen's default period, which is left out of the address.
 */
export function listPeriod(state: ListState, fallback: Period): Period {
  const day = (value: string | undefined, other: string) =>
    value !== undefined && parsePlainDate(value) !== null ? value : other;
  return { from: day(state.filters.from, fallback.from), to: day(state.filters.to, fallback.to) };
}

/**
 * The list's query for an API that names the period `from`/`to` (not `f_from`/`f_to`): the
 * paging, order, search and other filters as `listApiQuery` writes them.
 */
export function periodApiQuery(state: ListState, fallback: Period): Record<string, string> {
  const { f_from: _from, f_to: _to, ...rest } = listApiQuery(state);
  return { ...rest, ...listPeriod(state, fallback) };
}

/** The same without paging, with the format: the export of what the screen shows. */
export function periodExportQuery(
  state: ListState,
  fallback: Period,
  format: 'csv' | 'xlsx',
): Record<string, string> {
  const { page: _page, pageSize: _pageSize, ...rest } = periodApiQuery(state, fallback);
  return { ...rest, format };
}

/** The two day fields of a period list, writing the address as they change. */
export function ListPeriodFields(props: {
  list: ListStateControl;
  fallback: Period;
  fromLabel: string;
  toLabel: string;
}) {
  const { list, fallback } = props;
  const period = listPeriod(list.state, fallback);
  const set = (name: 'from' | 'to', value: string) => {
    if (parsePlainDate(value) === null) return;
    list.setFilter(name, value);
  };
  return (
    <>
      <TextInput
        type="date"
        label={props.fromLabel}
        value={period.from}
        onChange={(e) => set('from', e.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={props.toLabel}
        value={period.to}
        onChange={(e) => set('to', e.currentTarget.value)}
      />
    </>
  );
}
