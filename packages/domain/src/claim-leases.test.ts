import { describe, expect, it } from 'vitest';
import { leaseCurrent, leaseEnd, retryAfterSeconds } from './claim-leases';

describe('claim leases', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('is current until its end, not at it', () => {
    const until = leaseEnd(now, 30_000);
    expect(leaseCurrent({ owner: 'a', leaseUntil: until }, now)).toBe(true);
    expect(leaseCurrent({ owner: 'a', leaseUntil: until }, until)).toBe(false);
    expect(leaseCurrent({ owner: null, leaseUntil: null }, now)).toBe(false);
  });
  it('tells a retry the whole seconds left, at least one', () => {
    expect(
      retryAfterSeconds({ owner: 'a', leaseUntil: new Date(now.getTime() + 2_100) }, now),
    ).toBe(3);
    expect(retryAfterSeconds({ owner: 'a', leaseUntil: now }, now)).toBe(1);
    expect(retryAfterSeconds({ owner: null, leaseUntil: null }, now)).toBe(1);
  });
});
