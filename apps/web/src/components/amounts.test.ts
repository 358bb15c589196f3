import { describe, expect, it } from 'vitest';
import { minorIn, moneyPair, totalOf } from './amounts';

const annual = {
  price: { minor: 4960, currency: 'EUR' as const },
  currencyAmount: { amountBGN: 97.01, amountEUR: 49.6 },
};
const weekly = {
  price: { minor: 767, currency: 'EUR' as const },
  currencyAmount: { amountBGN: 15, amountEUR: 7.67 },
};

describe('amounts in two currencies', () => {
  it('take the exact price in its currency and the server figure in the other', () => {
    expect(minorIn(annual, 'EUR')).toBe(4960);
    expect(minorIn(annual, 'BGN')).toBe(9701);
    expect(moneyPair(weekly)).toEqual({
      primary: { minor: 767, currency: 'EUR' },
      secondary: { minor: 1500, currency: 'BGN' },
    });
  });

  it('add up per currency without floating-point drift', () => {
    expect(totalOf([annual, weekly, weekly])).toEqual({
      primary: { minor: 6494, currency: 'EUR' },
      secondary: { minor: 12701, currency: 'BGN' },
    });
    expect(totalOf([])).toBeNull();
  });
});
