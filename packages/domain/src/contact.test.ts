import { describe, expect, it } from 'vitest';
import {
  checkDigitsAndDots,
  checkDigitsOnly,
  checkEmail,
  checkEmailList,
  checkPhone,
  checkPhoneDigits,
  isValidEmail,
  parseEmailList,
} from './contact';

describe('e-mail', () => {
  it('accepts ordinary addresses', () => {
    for (const email of [
      'ivan@abv.bg',
      'i.petrov+toll@mail.example.com',
      "o'neil@x.ie",
      'a@b.co',
      'user@xn--e1afmkfd.xn--90ae',
      ' ivan@abv.bg ',
    ]) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('rejects malformed addresses', () => {
    const bad = [
      'ivan',
      'ivan@',
      '@abv.bg',
      'ivan@abv',
      'ivan..p@abv.bg',
      '.ivan@abv.bg',
      'ivan.@abv.bg',
      'iv an@abv.bg',
      'ivan@-abv.bg',
      'ivan@abv-.bg',
      'ivan@abv.b',
      'ivan@abv.bg1',
      'иван@abv.bg',
      `${'a'.repeat(65)}@abv.bg`,
      `a@${'b'.repeat(250)}.bg`,
    ];
    for (const email of bad) expect(isValidEmail(email), email).toBe(false);
    expect(checkEmail('ivan')).toEqual({ ok: false, code: 'validation.invalidEmail' });
    expect(checkEmail('ivan@abv.bg')).toEqual({ ok: true });
  });

  it('checks comma-separated lists item by item', () => {
    expect(parseEmailList(' a@b.bg , c@d.bg,, ')).toEqual(['a@b.bg', 'c@d.bg']);
    expect(checkEmailList('a@b.bg, c@d.bg,')).toEqual({ ok: true });
    expect(checkEmailList('a@b.bg, wrong, c@d')).toEqual({
      ok: false,
      code: 'validation.invalidEmailInList',
      params: { email: 'wrong' },
    });
    expect(checkEmailList(' , ')).toEqual({ ok: false, code: 'validation.required' });
  });
});

describe('phone and digit fields', () => {
  it('takes digits with an optional plus, longer than 4 characters', () => {
    expect(checkPhone('+359888123456')).toEqual({ ok: true });
    expect(checkPhone('12345')).toEqual({ ok: true });
    expect(checkPhone('+1234')).toEqual({ ok: true });
    for (const bad of ['1234', '+123', '0888 123 456', '+359-888', '++35988', '35988+', '']) {
      expect(checkPhone(bad), bad).toEqual({ ok: false, code: 'validation.invalidFormat' });
    }
  });

  it('has a digits-only message for phone parts and format checks for others', () => {
    expect(checkPhoneDigits('0888')).toEqual({ ok: true });
    expect(checkPhoneDigits('+359')).toEqual({ ok: false, code: 'validation.phoneDigitsOnly' });
    expect(checkDigitsOnly('123')).toEqual({ ok: true });
    expect(checkDigitsOnly('12.3')).toEqual({ ok: false, code: 'validation.invalidFormat' });
    expect(checkDigitsAndDots('1.2.3')).toEqual({ ok: true });
    expect(checkDigitsAndDots('1,2')).toEqual({ ok: false, code: 'validation.invalidFormat' });
  });
});
