import type { UserDetails } from '@toll/contract/identity';
import { sessionState, tokenStorage } from '@toll/domain/session';

/**
 * The signed-in session in browser storage (spec §4, §9): `{token, refreshToken, user}` under one
 * key, in local storage with "remember me" and in session storage without it (packages/domain
 * `tokenStorage`). A stored user with an id but no token is invalid: it is cleared on reading.
 * This file is part of every page (the header shows the user), so it stays small and imports
 * only types from the contract.
 */
export const SESSION_KEY = 'session';
/** Where the customer record is kept (spec §9); logout clears it with the user. */
export const CUSTOMER_KEY = 'customer';

export type SessionUser = UserDetails;
export type Session = { token: string; refreshToken: string; user: SessionUser };
export type StorageKind = 'local' | 'session';
/** Why a session ended: the server refused it, the user logged out, or deleted the account. */
export type EndReason = 'sessionExpired' | 'loggedOut' | 'accountDeleted';
export type SessionStorages = Readonly<Record<StorageKind, Storage | null>>;

export type SessionStore = {
  /** The current session, or null for an anonymous visitor. Same object while nothing changed. */
  read(): Session | null;
  /** Starts a session after login, in the storage that "remember me" chooses. */
  start(session: Session, rememberMe: boolean): void;
  /** Replaces the tokens (and user) after a refresh, in the storage the session already uses. */
  rotate(session: Session): void;
  /** Keeps fresher user data (after GET /user/details or an update). */
  setUser(user: SessionUser): void;
  /** Ends the session, noting why (the login page then says so). */
  clear(reason?: EndReason): void;
  /** Why the last session ended, until the next one starts, or null. */
  endedBy(): EndReason | null;
  /** Called after every change, in this tab or (local storage) in another one. */
  subscribe(listener: () => void): () => void;
  /** Tells the listeners that storage changed outside this store (the `storage` event). */
  notify(): void;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The shape check of a stored session and of a token response (`{token, refreshToken, user}`). */
export function isSession(value: unknown): value is Session {
  if (!isRecord(value) || !isRecord(value.user)) return false;
  const { token, refreshToken, user } = value;
  return (
    typeof refreshToken === 'string' &&
    typeof user.username === 'string' &&
    Array.isArray(user.roles) &&
    sessionState({ id: user.id as number | undefined, token: token as string | undefined }) ===
      'logged-in'
  );
}

function getItem(storage: Storage | null): string | null {
  try {
    return storage?.getItem(SESSION_KEY) ?? null;
  } catch {
    return null;
  }
}

function setItem(storage: Storage | null, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(SESSION_KEY);
    else storage?.setItem(SESSION_KEY, value);
  } catch {
    // Storage is blocked or full: the session cannot be kept, the visitor stays anonymous.
  }
}

export function createSessionStore(storages: SessionStorages): SessionStore {
  const listeners = new Set<() => void>();
  let lastRaw: string | null = null;
  let lastSession: Session | null = null;
  let ended: EndReason | null = null;

  const notify = () => listeners.forEach((listener) => listener());

  /** The storage that holds the session now: this tab's session storage first. */
  const holder = (): StorageKind | null => {
    if (getItem(storages.session) !== null) return 'session';
    return getItem(storages.local) !== null ? 'local' : null;
  };

  const write = (kind: StorageKind, session: Session) => {
    const other: StorageKind = kind === 'local' ? 'session' : 'local';
    setItem(storages[other], null);
    setItem(storages[kind], JSON.stringify(session));
    notify();
  };

  const clear = (reason?: EndReason) => {
    ended = reason ?? null;
    setItem(storages.session, null);
    setItem(storages.local, null);
    notify();
  };

  const read = (): Session | null => {
    const kind = holder();
    const raw = kind ? getItem(storages[kind]) : null;
    if (raw === lastRaw) return lastSession;
    let parsed: unknown = null;
    try {
      parsed = raw === null ? null : (JSON.parse(raw) as unknown);
    } catch {
      parsed = {};
    }
    if (raw !== null && !isSession(parsed)) {
      // Unreadable, or a user without a token (spec §4): cleared, so the visitor is anonymous.
      setItem(storages.session, null);
      setItem(storages.local, null);
      lastRaw = null;
      lastSession = null;
      return null;
    }
    lastRaw = raw;
    lastSession = raw === null ? null : (parsed as Session);
    return lastSession;
  };

  return {
    read,
    start(session, rememberMe) {
      ended = null;
      write(tokenStorage(rememberMe), session);
    },
    rotate(session) {
      const kind = holder();
      if (kind) write(kind, session); // not after a logout that happened meanwhile
    },
    setUser(user) {
      const kind = holder();
      const current = read();
      if (kind && current) write(kind, { ...current, user });
    },
    clear,
    endedBy: () => ended,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify,
  };
}
