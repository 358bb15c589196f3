import { describe, expect, it } from 'vitest';
import { issuedVignetteState } from './issued-vignette-state';

const weekly = { from: '2026-07-06T07:00:00.000Z', to: '2026-07-12T20:59:59.000Z' };

describe('an issued vignette on the success page', () => {
  it('is not started before its start, active within its window, expired after', () => {
    expect(issuedVignetteState(weekly, new Date('2026-07-06T06:59:00Z'))).toBe('NOT_STARTED');
    expect(issuedVignetteState(weekly, new Date('2026-07-06T07:00:00Z'))).toBe('ACTIVE');
    expect(issuedVignetteState(weekly, new Date('2026-07-12T20:59:59Z'))).toBe('ACTIVE');
    expect(issuedVignetteState(weekly, new Date('2026-07-12T21:00:00Z'))).toBe('EXPIRED');
  });
});
