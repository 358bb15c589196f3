import { describe, expect, it } from 'vitest';
import { bulgarianVat, checkVat, isValidVat, normaliseVat, VAT_PREFIXES } from './vat';

describe('EU VAT numbers', () => {
  it('covers the 27 member states (EL for Greece) and XI', () => {
    expect(VAT_PREFIXES).toHaveLength(28);
    expect(VAT_PREFIXES).toContain('EL');
    expect(VAT_PREFIXES).not.toContain('GR');
  });

  it('accepts one well-formed number per state', () => {
    const valid = [
      'ATU12345678',
      'BE0123456789',
      'BE1234567890',
      'CY12345678L',
      'CZ12345678',
      'CZ1234567890',
      'DE123456789',
      'DK12345678',
      'EE123456789',
      'EL123456789',
      'ESA1234567B',
      'ES12345678Z',
      'FI12345678',
      'FRXX123456789',
      'FR12123456789',
      'HR12345678901',
      'HU12345678',
      'IE1234567WA',
      'IE1A23456B',
      'IT12345678901',
      'LT123456789',
      'LT123456789012',
      'LU12345678',
      'LV12345678901',
      'MT12345678',
      'NL123456789B01',
      'PL1234567890',
      'PT123456789',
      'RO12',
      'RO1234567890',
      'SE123456789001',
      'SI12345678',
      'SK1234567890',
      'XI123456789',
      'XIGD123',
    ];
    for (const vat of valid) expect(isValidVat(vat), vat).toBe(true);
  });

  it('rejects wrong shapes and unknown prefixes', () => {
    const invalid = [
      'AT12345678',
      'BE2123456789',
      'DE12345678',
      'GR123456789',
      'NL123456789A01',
      'SE123456789002',
      'RO0123',
      'US123456789',
      'FRIO123456789',
      '',
    ];
    for (const vat of invalid) expect(isValidVat(vat), vat).toBe(false);
    expect(checkVat('DE12')).toEqual({ ok: false, code: 'validation.invalidVat' });
  });

  it('normalises case, spaces, dots and dashes', () => {
    expect(normaliseVat(' de 123.456-789 ')).toBe('DE123456789');
    expect(isValidVat('nl 1234.56789.b01')).toBe(true);
  });

  it('requires a valid EIK or EGN after BG', () => {
    expect(isValidVat('BG020469788')).toBe(true); // EIK
    expect(isValidVat('BG7523169263')).toBe(true); // EGN
    expect(isValidVat('BG020469787')).toBe(false);
    expect(isValidVat('BG7523169264')).toBe(false);
    expect(isValidVat('BG1213961230342')).toBe(false); // 13-digit EIK is no VAT number
    expect(bulgarianVat(' 020469788 ')).toBe('BG020469788');
    expect(checkVat('BG020469788')).toEqual({ ok: true });
  });
});
