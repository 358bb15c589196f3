import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeListState,
  parseListState,
  writeListState,
  type ListDefaults,
  type ListState,
} from './list-state';

export type ListStateControl = {
  state: ListState;
  defaults: ListDefaults;
  /** Changes the view; anything but the page starts again at page 1. Each change is a history step. */
  update: (change: Partial<ListState>) => void;
  /** Sets one filter ('' clears it), keeping the others as they are now, not as last rendered. */
  setFilter: (name: string, value: string) => void;
};

/**
 * A list's view kept in the address (URLSearchParams), so back/forward and a pasted link restore
 * it. `defaults` must be stable (a module constant).
 */
export function useListState(defaults: ListDefaults): ListStateControl {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params, defaults), [params, defaults]);
  const update = useCallback(
    (change: Partial<ListState>) => {
      // React Router hands the functional form the parameters of the last render, so a change
      // made before the previous one re-rendered (a filter picked right after a search) would
      // drop it; the address itself is current.
      const current = new URLSearchParams(window.location.search);
      setParams(
        writeListState(
          changeListState(parseListState(current, defaults), change),
          defaults,
          current,
        ),
      );
    },
    [setParams, defaults],
  );
  const setFilter = useCallback(
    (name: string, value: string) => {
      const current = new URLSearchParams(window.location.search);
      const view = parseListState(current, defaults);
      setParams(
        writeListState(
          changeListState(view, { filters: { ...view.filters, [name]: value } }),
          defaults,
          current,
        ),
      );
    },
    [setParams, defaults],
  );
  return { state, defaults, update, setFilter };
}
