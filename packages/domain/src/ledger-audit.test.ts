import { describe, expect, it } from 'vitest';
import { agedPart, auditHealthy } from './ledger-audit';

describe('ledger audit rules', () => {
  it('ages the oldest money first', () => {
    expect(agedPart(1000, 300)).toBe(700);
    expect(agedPart(1000, 1500)).toBe(0);
    expect(agedPart(1000, 0)).toBe(1000);
    expect(agedPart(-50, 0)).toBe(0);
  });
  it('is healthy only when no check found anything', () => {
    expect(auditHealthy([{ check: 'unbalancedJournals', count: 0, sample: [] }])).toBe(true);
    expect(auditHealthy([{ check: 'invoiceNumberGaps', count: 1, sample: ['X'] }])).toBe(false);
  });
});
