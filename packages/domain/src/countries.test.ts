import { describe, expect, it } from 'vitest';
import {
  checkCountryCode,
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
