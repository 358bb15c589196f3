import { useSyncExternalStore } from 'react';

/** The local overrides of the feature flags: a bit string (packages/domain encodeFlags) in storage. */
export const LOCAL_FLAGS_KEY = 'featureFlags';
const CHANGE_EVENT = 'toll:feature-flags-change';

export function readLocalFlags(): string | null {
  try {
    const value = window.localStorage.getItem(LOCAL_FLAGS_KEY);
    return value && /^[01]+$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** Stores overrides (a bit string) or, with null, removes them so the server's flags apply again. */
export function writeLocalFlags(bits: string | null): void {
  try {
    if (bits === null) window.localStorage.removeItem(LOCAL_FLAGS_KEY);
    else window.localStorage.setItem(LOCAL_FLAGS_KEY, bits);
  } catch {
    // Storage unavailable: the overrides cannot be kept.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LOCAL_FLAGS_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The stored overrides, kept current across tabs; null on the server and when there are none. */
export function useLocalFlags(): string | null {
  return useSyncExternalStore(subscribe, readLocalFlags, () => null);
}
