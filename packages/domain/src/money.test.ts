import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bgnToEur,
  convert,
  divideRounded,
  eurToBgn,
  fromMajor,
  inBothCurrencies,
  isCurrency,
  money,
  parseAmount,
  sumMoney,
  toMajor,
} from './money';

describe('money', () => {
  it('keeps amounts as integer minor units', () => {
    expect(money(4960, 'EUR')).toEqual({ minor: 4960, currency: 'EUR' });
    expect(() => money(49.6, 'EUR')).toThrow(RangeError);
    expect(() => money(Number.MAX_SAFE_INTEGER + 1, 'BGN')).toThrow(RangeError);
    expect(isCurrency('BGN')).toBe(true);
    expect(isCurrency('USD')).toBe(false);
  });

  it('rounds half away from zero', () => {
    expect(divideRounded(5n, 10n)).toBe(1n);
    expect(divideRounded(4n, 10n)).toBe(0n);
    expect(divideRounded(15n, 10n)).toBe(2n);
    expect(divideRounded(-5n, 10n)).toBe(-1n);
    expect(divideRounded(-4n, 10n)).toBe(0n);
    expect(divideRounded(-15n, 10n)).toBe(-2n);
  });

  it('converts the FACTS prices from BGN to EUR at 1.95583', () => {
    expect([9700, 5400, 3000, 1500, 1000, 800].map(bgnToEur)).toEqual([
      4960, 2761, 1534, 767, 511, 409,
    ]);
    expect(bgnToEur(-9700)).toBe(-4960);
    expect(bgnToEur(0)).toBe(0);
  });

  it('converts EUR to BGN', () => {
    expect(eurToBgn(4960)).toBe(9701); // 49.60 × 1.95583 = 97.009168
    expect(eurToBgn(100)).toBe(196); // 1.95583
    expect(eurToBgn(409)).toBe(800); // 7.9993447
    expect(eurToBgn(-4960)).toBe(-9701);
  });

  it('rounds exact halves away from zero (not to even), in both signs', () => {
    // 1500.00 EUR × 1.95583 = 2933.745 BGN exactly: half away from zero gives 2933.75 (to-even would give .74)
    expect(eurToBgn(150000)).toBe(293375);
    expect(eurToBgn(-150000)).toBe(-293375);
    // 500.00 EUR × 1.95583 = 977.915 → 977.92
    expect(eurToBgn(50000)).toBe(97792);
    // BGN → EUR never meets an exact half: 195583 shares no factor with 200000
  });

  it('converts Money values and gives both amounts', () => {
    expect(convert(money(9700, 'BGN'), 'EUR')).toEqual({ minor: 4960, currency: 'EUR' });
    expect(convert(money(4960, 'EUR'), 'BGN')).toEqual({ minor: 9701, currency: 'BGN' });
    const same = money(10, 'EUR');
    expect(convert(same, 'EUR')).toBe(same);
    expect(inBothCurrencies(money(4960, 'EUR'))).toEqual({ BGN: 9701, EUR: 4960 });
  });

  it('sums one currency and refuses to mix', () => {
    expect(sumMoney([money(4960, 'EUR'), money(511, 'EUR')], 'EUR')).toEqual({
      minor: 5471,
      currency: 'EUR',
    });
    expect(sumMoney([], 'BGN')).toEqual({ minor: 0, currency: 'BGN' });
    expect(() => sumMoney([money(1, 'BGN')], 'EUR')).toThrow(TypeError);
  });

  it('converts to and from major units for the wire', () => {
    expect(toMajor(4960)).toBe(49.6);
    expect(toMajor(-5)).toBe(-0.05);
    expect(fromMajor(49.6)).toBe(4960);
    expect(fromMajor(0.1 + 0.2)).toBe(30);
    expect(fromMajor(49.605)).toBeNull();
    expect(fromMajor(Number.NaN)).toBeNull();
    expect(fromMajor(1e20)).toBeNull();
  });

  it('parses typed amounts', () => {
    expect(parseAmount('49.60')).toBe(4960);
    expect(parseAmount('49,6')).toBe(4960);
    expect(parseAmount('1 234,56')).toBe(123456);
    expect(parseAmount('1\u00a0234,56')).toBe(123456);
    expect(parseAmount('-3')).toBe(-300);
    expect(parseAmount('97')).toBe(9700);
    expect(parseAmount('49.605')).toBeNull();
    expect(parseAmount('1,234.56')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('99999999999999999')).toBeNull();
  });

  it('round-trips EUR → BGN → EUR exactly and BGN → EUR → BGN within one stotinka (property)', () => {
    const amount = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });
    fc.assert(fc.property(amount, (eur) => bgnToEur(eurToBgn(eur)) === eur));
    fc.assert(fc.property(amount, (bgn) => Math.abs(eurToBgn(bgnToEur(bgn)) - bgn) <= 1));
    fc.assert(
      fc.property(
        amount,
        (bgn) => bgnToEur(-bgn) === -bgnToEur(bgn) && eurToBgn(-bgn) === -eurToBgn(bgn),
      ),
    );
  });
});
