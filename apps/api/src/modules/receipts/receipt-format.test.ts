import { describe, expect, it } from 'vitest';
import { vignetteStatus } from './receipt-format';

// Issue 32: the PDF says what the check says, by the check's own rule (domain vignetteStateAt).
describe("a vignette PDF's status", () => {
  const vignette = {
    status: 'ACTIVE' as const,
    validFrom: new Date('2026-07-06T07:00:00Z'),
    validUntil: new Date('2026-07-12T20:59:59Z'),
  };
  it('is not started, active, expired or deactivated', () => {
    expect(vignetteStatus(vignette, new Date('2026-07-06T06:59:59Z'))).toBe('NOT_STARTED');
    expect(vignetteStatus(vignette, new Date('2026-07-12T20:59:59Z'))).toBe('ACTIVE');
    expect(vignetteStatus(vignette, new Date('2026-07-12T21:00:00Z'))).toBe('EXPIRED');
    expect(vignetteStatus({ ...vignette, status: 'DEACTIVATED' }, new Date())).toBe('DEACTIVATED');
  });
});
