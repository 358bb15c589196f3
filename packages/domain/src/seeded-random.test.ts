import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random';

describe('seededRandom', () => {
  it('gives the same sequence for the same seed (the demo data depends on it)', () => {
    const next = seededRandom(16);
    expect([next(), next(), next()]).toEqual([
      0.6313952072523534, 0.14432188915088773, 0.7523378010373563,
    ]);
  });

  it('stays in [0, 1) and differs between seeds', () => {
    const a = seededRandom(1);
    const b = seededRandom(2);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(b()).not.toBe(seededRandom(1)());
  });
});
