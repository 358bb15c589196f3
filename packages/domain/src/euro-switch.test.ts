import { describe, expect, it } from 'vitest';
import {
  DUAL_DISPLAY_FROM,
  DUAL_DISPLAY_UNTIL,
  EURO_ADOPTION,
  isDualDisplayPeriod,
  paymentCurrencyAt,
  primaryCurrencyAt,
  secondaryCurrencyAt,
} from './euro-switch';

const on = { EURO_SWITCH_PERIOD: true };
const off = { EURO_SWITCH_PERIOD: false };

describe('euro switch', () => {
  it('fixes the boundaries in Sofia time', () => {
    expect(EURO_ADOPTION.toISOString()).toBe('2025-12-31T22:00:00.000Z');
    expect(DUAL_DISPLAY_FROM.toISOString()).toBe('2025-08-07T21:00:00.000Z');
    expect(DUAL_DISPLAY_UNTIL.toISOString()).toBe('2026-08-08T21:00:00.000Z');
  });

  it('makes EUR primary from 2026-01-01 00:00 Sofia', () => {
    expect(primaryCurrencyAt(new Date('2025-12-31T21:59:59.999Z'))).toBe('BGN');
    expect(primaryCurrencyAt(new Date('2025-12-31T22:00:00Z'))).toBe('EUR');
    expect(paymentCurrencyAt(new Date('2025-12-31T21:59:59Z'))).toBe('BGN');
    expect(paymentCurrencyAt(new Date('2026-01-01T10:00:00Z'))).toBe('EUR');
  });

  it('knows the dual-display period, 2026-08-08 included', () => {
    expect(isDualDisplayPeriod(new Date('2025-08-07T20:59:59Z'))).toBe(false);
    expect(isDualDisplayPeriod(new Date('2025-08-07T21:00:00Z'))).toBe(true);
    expect(isDualDisplayPeriod(new Date('2026-08-08T20:59:59Z'))).toBe(true);
    expect(isDualDisplayPeriod(new Date('2026-08-08T21:00:00Z'))).toBe(false);
  });

  it('shows the second currency in the period whatever the flag, outside it only with the flag', () => {
    expect(secondaryCurrencyAt(new Date('2025-10-01T10:00:00Z'), off)).toBe('EUR');
    expect(secondaryCurrencyAt(new Date('2026-03-01T10:00:00Z'), off)).toBe('BGN');
    expect(secondaryCurrencyAt(new Date('2025-03-01T10:00:00Z'), on)).toBe('EUR');
    expect(secondaryCurrencyAt(new Date('2025-03-01T10:00:00Z'), off)).toBeNull();
    expect(secondaryCurrencyAt(new Date('2026-09-01T10:00:00Z'), on)).toBe('BGN');
    expect(secondaryCurrencyAt(new Date('2026-09-01T10:00:00Z'), off)).toBeNull();
  });
});
