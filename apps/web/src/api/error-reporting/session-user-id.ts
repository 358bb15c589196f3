/** Where the identity module keeps the logged-in user (spec §9: local or session storage). */
const USER_KEYS = ['user'] as const;

/** The id of the logged-in user, for error reports; null when nobody is logged in. */
export function readSessionUserId(): string | null {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (const key of USER_KEYS) {
      try {
        const raw = storage.getItem(key);
        if (!raw) continue;
        const user = JSON.parse(raw) as unknown;
        if (typeof user === 'object' && user !== null && 'id' in user) {
          const id = (user as { id: unknown }).id;
          if (typeof id === 'string' || typeof id === 'number') return String(id);
        }
      } catch {
        // Unreadable storage or a malformed record: no user id.
      }
    }
  }
  return null;
}
