import { describe, expect, it } from 'vitest';
import { formatKm, formatNumber } from './format-number';

describe('formatNumber', () => {
  it('writes a decimal comma in Bulgarian and a dot in English', () => {
    expect(formatKm(34.6, 'bg')).toBe('34,6');
    expect(formatKm(34.6, 'en')).toBe('34.6');
    expect(formatKm(112, 'bg')).toBe('112,0');
    expect(formatNumber(112.4, 'bg')).toBe('112,4');
    expect(formatNumber(3, 'en')).toBe('3');
  });
});
