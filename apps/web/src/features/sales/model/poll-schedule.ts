/**
 * How often a result page asks for a sale while nothing final is known: after 2 s, then half as
 * long again each time up to 15 s between calls, for at most 5 minutes. Activation normally takes
 * seconds; a payment whose result is unknown is settled by the server's own status checks (up to
 * 16 minutes, FACTS), and the buyer gets the receipt by e-mail, so the page need not wait longer.
 */
export const POLL_FIRST_MS = 2_000;
export const POLL_MAX_DELAY_MS = 15_000;
export const POLL_LIMIT_MS = 5 * 60_000;

/** The wait before the next call, after `calls` answers so far. */
export function pollDelay(calls: number): number {
  return Math.min(POLL_MAX_DELAY_MS, Math.round(POLL_FIRST_MS * 1.5 ** Math.max(0, calls - 1)));
}

/** The next wait, or false: stop (the sale is settled, or the page has asked long enough). */
export function nextPoll(pending: boolean, calls: number, elapsedMs: number): number | false {
  if (!pending || elapsedMs >= POLL_LIMIT_MS) return false;
  return pollDelay(calls);
}
