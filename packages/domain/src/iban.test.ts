import { describe, expect, it } from 'vitest';
import { checkIban, checkIbanList, ibanCountry, isValidIban, normaliseIban } from './iban';

describe('IBAN', () => {
  it('accepts valid IBANs of several countries, with spaces and any case', () => {
    for (const iban of [
      'BG80BNBG96611020345678',
      'bg80 bnbg 9661 1020 3456 78',
      'DE89370400440532013000',
      'GB29NWBK60161331926819',
      'NL91ABNA0417164300',
      'RO49AAAA1B31007593840000',
    ]) {
      expect(isValidIban(iban), iban).toBe(true);
    }
    expect(normaliseIban(' bg80 bnbg 9661 1020 3456 78 ')).toBe('BG80BNBG96611020345678');
  });

  it('rejects wrong check digits, lengths and countries', () => {
    for (const iban of [
      'BG81BNBG96611020345678',
      'BG80BNBG9661102034567',
      'DE8937040044053201300',
      'XX80BNBG96611020345678',
      '',
    ]) {
      expect(isValidIban(iban), iban).toBe(false);
    }
    expect(checkIban('BG81BNBG96611020345678')).toEqual({
      ok: false,
      code: 'validation.invalidIban',
    });
    expect(checkIban('BG80BNBG96611020345678')).toEqual({ ok: true });
  });

  it('checks comma-separated lists item by item', () => {
    expect(checkIbanList('BG80BNBG96611020345678, DE89370400440532013000')).toEqual({ ok: true });
    expect(checkIbanList('BG80BNBG96611020345678,DE00370400440532013000')).toEqual({
      ok: false,
      code: 'validation.invalidIbanInList',
      params: { iban: 'DE00370400440532013000' },
    });
    expect(checkIbanList(' ,')).toEqual({ ok: false, code: 'validation.required' });
  });

  it('tells the country of a valid IBAN', () => {
    expect(ibanCountry('BG80BNBG96611020345678')).toBe('BG');
    expect(ibanCountry('BG81BNBG96611020345678')).toBeNull();
  });
});
