import { describe, expect, it } from 'vitest';
import { addEmailPath, addEmailPrefill, buyVignettePath, plateCorrectionPath } from './check-links';
import { numberLookupSchema, plateLookupSchema, vehicleLabel } from './lookup-schemas';

describe('links between the check, add-email and purchase pages', () => {
  it('builds the purchase link for the vehicle', () => {
    expect(buyVignettePath('BG', 'CA1234BX')).toBe('buy-vignette?country=BG&lpn=CA1234BX');
    expect(buyVignettePath('DE', 'M AB 12')).toBe('buy-vignette?country=DE&lpn=M+AB+12');
  });

  it('round-trips a card into the add-email form', () => {
    const path = addEmailPath({ number: '26031990000001', countryCode: 'BG', lpn: 'CA1234BX' });
    expect(path).toBe('add-email?vignetteNumber=26031990000001&country=BG&lpn=CA1234BX');
    expect(addEmailPrefill(new URLSearchParams(path.split('?')[1]))).toEqual({
      vignetteNumber: '26031990000001',
      countryCode: 'BG',
      lpn: 'CA1234BX',
    });
  });

  it('keeps only what is usable from a hand-made address', () => {
    expect(addEmailPrefill(new URLSearchParams(''))).toEqual({
      vignetteNumber: '',
      countryCode: 'BG',
      lpn: '',
    });
    expect(
      addEmailPrefill(
        new URLSearchParams({
          vignetteNumber: '2603 1990-000001 99',
          country: 'ro',
          lpn: ' B123ABC ',
        }),
      ),
    ).toEqual({ vignetteNumber: '26031990000001', countryCode: 'RO', lpn: 'B123ABC' });
    expect(addEmailPrefill(new URLSearchParams({ country: 'Bulgaria' })).countryCode).toBe('BG');
  });
});

describe('the look-up forms check as the API does', () => {
  it('accepts a plate in Cyrillic or lower case and names the vehicle as stored', () => {
    const parsed = plateLookupSchema.parse({ countryCode: 'bg', lpn: 'са 1234 вх' });
    expect(vehicleLabel(parsed.countryCode, parsed.lpn)).toBe('BG CA1234BX');
    expect(plateLookupSchema.safeParse({ countryCode: 'BG', lpn: 'A' }).success).toBe(false);
    expect(plateLookupSchema.safeParse({ countryCode: 'ZZZ', lpn: 'CA1234BX' }).success).toBe(
      false,
    );
  });

  it('takes a vignette number of 14 digits, spaces ignored', () => {
    expect(numberLookupSchema.parse({ vignetteNumber: ' 2603 1990 0000 01 ' })).toEqual({
      vignetteNumber: '26031990000001',
    });
    const short = numberLookupSchema.safeParse({ vignetteNumber: '2603199' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]).toMatchObject({
      code: 'custom',
      params: { code: 'validation.invalidFormat' },
    });
  });

  it('links the plate correction with the vignette number', () => {
    expect(plateCorrectionPath('26112100000001')).toBe(
      'plate-correction?vignetteNumber=26112100000001',
    );
  });
});
