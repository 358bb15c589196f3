import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEik, eik13CheckDigit, eik9CheckDigit, isValidEik } from './eik';

describe('EIK / UIC', () => {
  it('computes the 9-digit check digit with both weight sets', () => {
    expect(eik9CheckDigit('02046978')).toBe(8);
    expect(eik9CheckDigit('10000008')).toBe(6); // first sum 10 → weights 3..10 give 6
    expect(eik9CheckDigit('10000055')).toBe(0); // both sums 10 → 0
    expect(() => eik9CheckDigit('1234567')).toThrow(RangeError);
  });

  it('computes the 13-digit check digit with both weight sets', () => {
    expect(eik13CheckDigit('3034')).toBe(2);
    expect(eik13CheckDigit('8001')).toBe(6); // 2,7,3,5 give 10 → 4,9,5,7 give 6
    expect(eik13CheckDigit('8059')).toBe(0); // both 10 → 0
    expect(() => eik13CheckDigit('303')).toThrow(RangeError);
  });

  it('accepts valid 9- and 13-digit codes', () => {
    expect(
      [
        '020469788',
        '100000086',
        '100000550',
        '1213961230342',
        '0204697880016',
        '0204697880590',
      ].map(isValidEik),
    ).toEqual([true, true, true, true, true, true]);
    expect(checkEik(' 020469788 ')).toEqual({ ok: true });
  });

  it('rejects wrong check digits, lengths and a bad parent code', () => {
    expect(isValidEik('020469787')).toBe(false);
    expect(isValidEik('1213961230343')).toBe(false);
    expect(isValidEik('1213961240342')).toBe(false); // the 9-digit part is wrong
    expect(isValidEik('12345678')).toBe(false);
    expect(isValidEik('0204697880')).toBe(false);
    expect(isValidEik('02046978A')).toBe(false);
    expect(checkEik('123456789')).toEqual({ ok: false, code: 'validation.invalidEik' });
  });

  it('accepts generated codes and rejects changed check digits (property)', () => {
    const digits = (n: number) =>
      fc
        .array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n })
        .map((a) => a.join(''));
    fc.assert(
      fc.property(digits(8), digits(3), fc.integer({ min: 1, max: 9 }), (body, branch, delta) => {
        const nine = `${body}${eik9CheckDigit(body)}`;
        const thirteen = `${nine}${branch}${eik13CheckDigit(nine.slice(8) + branch)}`;
        const broken = `${body}${(eik9CheckDigit(body) + delta) % 10}`;
        return isValidEik(nine) && isValidEik(thirteen) && !isValidEik(broken);
      }),
    );
  });
});
