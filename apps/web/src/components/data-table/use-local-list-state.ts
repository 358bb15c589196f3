import { useCallback, useMemo, useState } from 'react';
import { changeListState, parseListState, type ListDefaults, type ListState } from './list-state';
import type { ListStateControl } from './use-list-state';

/**
 * A list's view kept in the component rather than the address: for a table inside another
 * record's page (a tab), whose address belongs to that page. `fixed` filters are always applied
 * (the record the table belongs to) and cannot be changed by the view.
 */
export function useLocalListState(
  defaults: ListDefaults,
  fixed: Readonly<Record<string, string>> = {},
): ListStateControl {
  const [view, setView] = useState<ListState>(() =>
    parseListState(new URLSearchParams(), defaults),
  );
  const fixedKey = JSON.stringify(fixed);
  const state = useMemo(
    () => ({ ...view, filters: { ...view.filters, ...(JSON.parse(fixedKey) as object) } }),
    [view, fixedKey],
  );
  const update = useCallback(
    (change: Partial<ListState>) => setView((current) => changeListState(current, change)),
    [],
  );
  const setFilter = useCallback(
    (name: string, value: string) =>
      setView((current) =>
        changeListState(current, { filters: { ...current.filters, [name]: value } }),
      ),
    [],
  );
  return { state, defaults, update, setFilter };
}
