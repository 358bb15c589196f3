import { describe, expect, it } from 'vitest';
import { documentNumber, isDocumentNumber } from './document-numbers';

describe('document numbers', () => {
  it('starts with the Sofia issue date', () => {
    expect(documentNumber(new Date('2025-03-19T04:18:33Z'), 45034474)).toBe('25031945034474');
    // 23:30 UTC on 31 December is already 1 January in Sofia
    expect(documentNumber(new Date('2025-12-31T23:30:00Z'), 7)).toBe('26010100000007');
  });

  it('refuses serials that do not fit', () => {
    expect(() => documentNumber(new Date(), 123456789)).toThrow(RangeError);
    expect(() => documentNumber(new Date(), '12a')).toThrow(RangeError);
  });

  it('recognises the format', () => {
    expect(isDocumentNumber('25031945034474')).toBe(true);
    expect(isDocumentNumber('2503194503447')).toBe(false);
    expect(isDocumentNumber('2503194503447X')).toBe(false);
  });
});
