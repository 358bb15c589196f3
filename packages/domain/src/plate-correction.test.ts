import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPlateCorrection, plateEditDistance } from './plate-correction';

const start = new Date('2026-12-01T22:00:00Z');
const before = new Date('2026-11-30T10:00:00Z');
const vignette = (plate: string, extra: Partial<{ status: string; corrected: boolean }> = {}) => ({
  plate,
  validFrom: start,
  status: 'ACTIVE',
  corrected: false,
  ...extra,
});
const code = (check: ReturnType<typeof checkPlateCorrection>) => (check.ok ? 'ok' : check.code);

const plateChars = fc.constantFrom(...'ABCEHKMOPTXY0123456789');
const plate = fc.array(plateChars, { minLength: 4, maxLength: 10 }).map((c) => c.join(''));

/** One edit: replace, insert or delete a character at a position. */
function edit(value: string, kind: number, at: number, char: string): string {
  const chars = Array.from(value);
  const i = at % (chars.length + (kind === 1 ? 1 : 0));
  if (kind === 0) chars[i] = char;
  else if (kind === 1) chars.splice(i, 0, char);
  else chars.splice(i, 1);
  return chars.join('');
}
const anEdit = fc.tuple(fc.integer({ min: 0, max: 2 }), fc.nat(20), plateChars);

describe('plate correction', () => {
  it('takes the issue’s example: B123ABD to B123ABC the day before the start', () => {
    expect(code(checkPlateCorrection(vignette('B123ABD'), 'B123ABC', before))).toBe('ok');
  });

  it('refuses after the start, a second time, a withdrawn vignette, the same plate and 3 changes', () => {
    expect(code(checkPlateCorrection(vignette('B123ABD'), 'B123ABC', start))).toBe(
      'plateCorrection.alreadyStarted',
    );
    expect(
      code(checkPlateCorrection(vignette('B123ABD', { corrected: true }), 'B123ABC', before)),
    ).toBe('plateCorrection.alreadyCorrected');
    expect(
      code(checkPlateCorrection(vignette('B123ABD', { status: 'DEACTIVATED' }), 'B123ABC', before)),
    ).toBe('plateCorrection.notActive');
    // Cyrillic В and Latin B are one plate: no change
    expect(code(checkPlateCorrection(vignette('B123ABD'), 'В123АВD', before))).toBe(
      'plateCorrection.samePlate',
    );
    expect(code(checkPlateCorrection(vignette('B123ABD'), 'B123XYZ', before))).toBe(
      'plateCorrection.tooManyCharacters',
    );
    expect(code(checkPlateCorrection(vignette('B123ABD'), 'X', before))).toBe(
      'validation.invalidPlate',
    );
  });

  it('counts a character left out or added as one change', () => {
    expect(plateEditDistance('CA1234BX', 'CA124BX')).toBe(1);
    expect(plateEditDistance('CA1234BX', 'CA12345BX')).toBe(1);
    expect(plateEditDistance('CA1234BX', 'AC1234BX')).toBe(2);
  });

  it('accepts any one or two edits of a plate before the start, never three or more (property)', () => {
    fc.assert(
      fc.property(plate, anEdit, anEdit, anEdit, (old, e1, e2, e3) => {
        const once = edit(old, ...e1);
        const twice = edit(once, ...e2);
        const thrice = edit(twice, ...e3);
        const verdict = (target: string) =>
          code(checkPlateCorrection(vignette(old), target, before));
        const distance = (target: string) => plateEditDistance(old, target);
        // a result within the distance bound of its edits, whatever the edits were
        if (distance(once) > 1 || distance(twice) > 2 || distance(thrice) > 3) return false;
        for (const target of [once, twice, thrice]) {
          if (target.length < 2 || target.length > 12) continue;
          const d = distance(target);
          const expected =
            d === 0
              ? 'plateCorrection.samePlate'
              : d <= 2
                ? 'ok'
                : 'plateCorrection.tooManyCharacters';
          if (verdict(target) !== expected) return false;
        }
        return true;
      }),
    );
  });

  it('edit distance is a metric: symmetric, zero only for equal plates, triangle (property)', () => {
    fc.assert(
      fc.property(plate, plate, plate, (a, b, c) => {
        const ab = plateEditDistance(a, b);
        return (
          ab === plateEditDistance(b, a) &&
          (ab === 0) === (a === b) &&
          plateEditDistance(a, c) <= ab + plateEditDistance(b, c)
        );
      }),
    );
  });

  it('never accepts a correction at or after the start, whatever the plates (property)', () => {
    fc.assert(
      fc.property(plate, anEdit, fc.nat(400 * 86400), (old, e, late) => {
        const target = edit(old, ...e);
        const now = new Date(start.getTime() + late * 1000);
        return checkPlateCorrection(vignette(old), target, now).ok === false;
      }),
    );
  });
});
