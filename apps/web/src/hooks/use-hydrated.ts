import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true from then on: parts
 * that depend on the browser (stored cart, the address's query) render after hydration, so the
 * server's HTML (rendered once for every visitor) always matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
