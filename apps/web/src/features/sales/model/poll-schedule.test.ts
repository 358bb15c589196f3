import { describe, expect, it } from 'vitest';
import { nextPoll, pollDelay, POLL_LIMIT_MS } from './poll-schedule';

describe('polling a pending sale', () => {
  it('starts at 2 s and backs off to at most 15 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(pollDelay)).toEqual([
      2000, 3000, 4500, 6750, 10125, 15000, 15000, 15000,
    ]);
  });

  it('stops once the sale is settled or after five minutes', () => {
    expect(nextPoll(true, 1, 0)).toBe(2000);
    expect(nextPoll(false, 1, 0)).toBe(false);
    expect(nextPoll(true, 30, POLL_LIMIT_MS - 1)).toBe(15000);
    expect(nextPoll(true, 30, POLL_LIMIT_MS)).toBe(false);
  });
});
