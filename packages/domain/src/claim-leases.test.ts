import { describe, expect, it } from 'vitest';
import {
  jobLeaseSweepSeconds,
  jobWorkBudgetMs,
  leaseCurrent,
  leaseEnd,
  retryAfterSeconds,
} from './claim-leases';

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
  it("looks for dead workers' jobs every third of a job's lease, between 1 s and 2 min", () => {
    expect(jobLeaseSweepSeconds(900)).toBe(120);
    expect(jobLeaseSweepSeconds(6)).toBe(2);
    expect(jobLeaseSweepSeconds(2)).toBe(1);
  });
  it('lets a job work a third of its lease before it hands the rest on', () => {
    expect(jobWorkBudgetMs(900)).toBe(300_000);
    expect(jobWorkBudgetMs(6)).toBe(2_000);
    expect(jobWorkBudgetMs(1)).toBe(1_000);
  });
});
