type Tracked<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * Marks a promise's outcome on the promise itself, the way React's `use` reads it: once settled,
 * `use` returns the value at once, in the browser and in every server renderer alike, instead of
 * suspending first.
 */
export function settledPromise<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Tracked<T>;
  if (tracked.status) return tracked;
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}
