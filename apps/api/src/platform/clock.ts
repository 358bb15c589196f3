/** The one source of "now" on the server, injected so tests can set the time. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock stopped at a given instant; `set` and `advance` move it. */
export function fixedClock(
  start: Date | string,
): Clock & { set(at: Date | string): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}
