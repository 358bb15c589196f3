import { describe, expect, it } from 'vitest';
import {
  checkCountryCode,
  countryNameIn,
  DEFAULT_COUNTRY,
  isCountryCode,
  PRIORITY_COUNTRIES,
  sortCountries,
} from './countries';

describe('countries', () => {
  it('puts the priority countries first, then the rest by name', () => {
    const list = [
      { countryCode: 'DE', countryName: 'Германия' },
      { countryCode: 'RO', countryName: 'Румъния' },
      { countryCode: 'AT', countryName: 'Австрия' },
      { countryCode: 'BG', countryName: 'България' },
    ];
    expect(sortCountries(list, 'bg').map((c) => c.countryCode)).toEqual(['BG', 'RO', 'AT', 'DE']);
    expect(PRIORITY_COUNTRIES[0]).toBe(DEFAULT_COUNTRY);
  });

  it('checks ISO codes, optionally against a list', () => {
    expect(isCountryCode('BG')).toBe(true);
    expect(isCountryCode('bg')).toBe(false);
    expect(isCountryCode('BGR')).toBe(false);
    expect(isCountryCode('XX', ['BG', 'RO'])).toBe(false);
    expect(checkCountryCode('RO', ['BG', 'RO'])).toEqual({ ok: true });
    expect(checkCountryCode('X1')).toEqual({ ok: false, code: 'validation.invalidCountry' });
  });
});

describe('countryNameIn', () => {
  const germany = { bg: 'Германия', en: 'Germany' };
  it("takes the stored names in Bulgarian and English, the runtime's own in the other languages", () => {
    expect(countryNameIn('DE', germany, 'bg')).toBe('Германия');
    expect(countryNameIn('DE', germany, 'en')).toBe('Germany');
    expect(countryNameIn('DE', germany, 'tr')).toBe('Almanya');
    expect(countryNameIn('DE', germany, 'el')).toBe('Γερμανία');
    expect(countryNameIn('DE', germany, 'de')).toBe('Deutschland');
    expect(countryNameIn('DE', germany, 'ro')).toBe('Germania');
  });
  it('falls back to the English name for a code the runtime does not know', () => {
    expect(countryNameIn('XK', { bg: 'Косово', en: 'Kosovo' }, 'tr')).toBe('Kosova');
    expect(countryNameIn('AA', { bg: 'Непозната', en: 'Unknown' }, 'tr')).toBe('Unknown');
  });
});
