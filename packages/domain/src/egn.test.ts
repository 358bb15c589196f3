import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEgn, egnBirthDate, egnCheckDigit, egnSex, isValidEgn, makeEgn } from './egn';

describe('EGN', () => {
  it('computes the weighted mod-11 check digit', () => {
    // 7·2+5·4+2·8+3·5+1·10+6·9+9·7+2·3+6·6 = 234; 234 mod 11 = 3
    expect(egnCheckDigit('752316926')).toBe(3);
    // 8·2+0+3·8+2·5+0+5·9+6·7+0+3·6 = 155; 155 mod 11 = 1
    expect(egnCheckDigit('803205603')).toBe(1);
    // remainder 10 becomes 0
    expect(egnCheckDigit('850101008')).toBe(0);
    expect(() => egnCheckDigit('12345678')).toThrow(RangeError);
  });

  it('accepts valid numbers of the three centuries', () => {
    expect(isValidEgn('7523169263')).toBe(true); // 1875-03-16
    expect(isValidEgn('8032056031')).toBe(true); // 1880-12-05
    expect(isValidEgn('0441010007')).toBe(true); // 2004-01-01
    expect(isValidEgn('8501010080')).toBe(true); // 1985-01-01, check 10 → 0
    expect(isValidEgn(' 8501010080 ')).toBe(true);
    expect(checkEgn('0441010007')).toEqual({ ok: true });
  });

  it('rejects wrong checksums, lengths, characters and impossible dates', () => {
    expect(isValidEgn('7523169264')).toBe(false);
    expect(isValidEgn('752316926')).toBe(false);
    expect(isValidEgn('75231692633')).toBe(false);
    expect(isValidEgn('75231692a3')).toBe(false);
    // month 13 (no century), 30 February: checksum is right but the date is not
    const bad13 = `851301000${egnCheckDigit('851301000')}`;
    const bad3002 = `850230000${egnCheckDigit('850230000')}`;
    const badMonth60 = `856001000${egnCheckDigit('856001000')}`;
    expect([bad13, bad3002, badMonth60].map(isValidEgn)).toEqual([false, false, false]);
    expect(checkEgn('1111111111')).toEqual({ ok: false, code: 'validation.invalidEgn' });
  });

  it('decodes the birth date and sex', () => {
    expect(egnBirthDate('7523169263')).toEqual({ year: 1875, month: 3, day: 16 });
    expect(egnBirthDate('0441010007')).toEqual({ year: 2004, month: 1, day: 1 });
    expect(egnBirthDate('8501010080')).toEqual({ year: 1985, month: 1, day: 1 });
    expect(egnBirthDate('0042290000')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(egnBirthDate('0142290000')).toBeNull(); // 2001 has no 29 February
    expect(egnBirthDate('abc')).toBeNull();
    expect(egnSex('8501010080')).toBe('male'); // ninth digit 8
    expect(egnSex('8032056031')).toBe('female'); // ninth digit 3
  });

  it('makes numbers it accepts, and rejects any one-digit change (property)', () => {
    const birth = fc
      .date({
        min: new Date('1800-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }));
    fc.assert(
      fc.property(birth, fc.integer({ min: 0, max: 999 }), (date, serial) => {
        const egn = makeEgn(date, serial);
        return isValidEgn(egn) && JSON.stringify(egnBirthDate(egn)) === JSON.stringify(date);
      }),
    );
    fc.assert(
      fc.property(
        birth,
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 1, max: 9 }),
        (date, serial, delta) => {
          const egn = makeEgn(date, serial);
          const last = (Number(egn[9]) + delta) % 10;
          return !isValidEgn(egn.slice(0, 9) + String(last));
        },
      ),
    );
  });
});
