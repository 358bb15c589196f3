import { describe, expect, it } from 'vitest';
import { CSV_DELIMITERS, formatNumber } from './number-format';

describe('numbers per language', () => {
  it('write the decimal mark and grouping of the language', () => {
    expect(formatNumber(31.2, 'bg')).toBe('31,2');
    expect(formatNumber(31.2, 'en')).toBe('31.2');
    expect(formatNumber(145.25, 'bg', { digits: 1 })).toBe('145,3');
    expect(formatNumber(1234.5, 'en', { digits: 2 })).toBe('1,234.50');
    expect(formatNumber(1234.5, 'bg', { digits: 2 }).replace(/\s/, ' ')).toBe('1 234,50');
    expect(formatNumber(1234.5, 'bg', { digits: 1, grouping: false })).toBe('1234,5');
  });

  it('separate CSV fields with a semicolon where the comma is the decimal mark', () => {
    expect(CSV_DELIMITERS.bg).toBe(';');
    expect(CSV_DELIMITERS.en).toBe(',');
  });
});
