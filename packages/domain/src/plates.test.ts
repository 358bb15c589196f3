import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPlate, CYRILLIC_LOOKALIKES, normalisePlate, samePlate } from './plates';

describe('plates', () => {
  it('upper-cases and strips spaces, dashes and punctuation', () => {
    expect(normalisePlate('ca 1234 bx')).toBe('CA1234BX');
    expect(normalisePlate('CA-1234-BX')).toBe('CA1234BX');
    expect(normalisePlate(' c.a/1234_bx! ')).toBe('CA1234BX');
  });

  it('maps the twelve Cyrillic look-alikes to Latin', () => {
    expect(Object.keys(CYRILLIC_LOOKALIKES).join('')).toBe('АВЕКМНОРСТУХ');
    expect(normalisePlate('АВЕКМНОРСТУХ')).toBe('ABEKMHOPCTYX');
    expect(normalisePlate('са 1234 вх')).toBe('CA1234BX');
    expect(normalisePlate('Е А6373 АВ')).toBe('EA6373AB');
  });

  it('keeps other Cyrillic letters, diacritics and the difference between 0 and O', () => {
    expect(normalisePlate('ж 12 я')).toBe('Ж12Я');
    expect(normalisePlate('münchen 12')).toBe('MÜNCHEN12');
    expect(normalisePlate('šk 123 ab')).toBe('ŠK123AB');
    expect(normalisePlate('Mu\u0308nchen')).toBe('MÜNCHEN'); // decomposed ü is composed first
    expect(normalisePlate('O0O')).toBe('O0O');
    expect(normalisePlate('ΑΒ12')).toBe('12'); // Greek is not kept
    expect(normalisePlate('١٢٣ AB')).toBe('AB'); // only the digits 0-9
  });

  it('checks the normalised length', () => {
    expect(checkPlate('CA1234BX')).toEqual({ ok: true });
    expect(checkPlate('A1')).toEqual({ ok: true });
    expect(checkPlate(' - ')).toEqual({ ok: false, code: 'validation.required' });
    expect(checkPlate('A')).toEqual({ ok: false, code: 'validation.invalidPlate' });
    expect(checkPlate('ABCDEFGHIJKL')).toEqual({ ok: true });
    expect(checkPlate('ABCDEFGHIJKLM')).toEqual({ ok: false, code: 'validation.invalidPlate' });
  });

  it('compares typings of the same plate', () => {
    expect(samePlate('СА 1234 ВХ', 'ca1234bx')).toBe(true);
    expect(samePlate('CA1234BX', 'CA1234B')).toBe(false);
    expect(samePlate('--', '')).toBe(false);
  });

  it('is idempotent and its output holds only kept characters (property)', () => {
    const alphabet = fc.constantFrom(
      ...'aбвгдеёжзийклмнопрстуфхцчшщъьюяABCDEFGHIJKLMNOPQRSTUVWXYZАВЕКМНОРСТУХäöüßšžčćđłñéèçǰĸǅﬁ0123456789 -./_ΑΒ١'.split(
        '',
      ),
    );
    const text = fc.oneof(
      fc.array(alphabet, { maxLength: 20 }).map((a) => a.join('')),
      fc.string({ unit: 'binary', maxLength: 20 }),
    );
    fc.assert(
      fc.property(text, (value) => {
        const once = normalisePlate(value);
        return normalisePlate(once) === once && !/[\s\-.АВЕКМНОРСТУХ]/.test(once);
      }),
      { numRuns: 1000 },
    );
  });
});
