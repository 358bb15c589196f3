import { describe, expect, it } from 'vitest';
import { money } from './money';
import { formatAmount, formatMoney, formatMoneyPair } from './money-format';

describe('money formatting', () => {
  it('formats Bulgarian style', () => {
    expect(formatMoney(money(4960, 'EUR'), 'bg')).toBe('49,60 €');
    expect(formatMoney(money(9701, 'BGN'), 'bg')).toBe('97,01 лв.');
    expect(formatMoney(money(123456789, 'BGN'), 'bg')).toBe('1 234 567,89 лв.');
    expect(formatMoney(money(5, 'EUR'), 'bg')).toBe('0,05 €');
    expect(formatMoney(money(-4960, 'EUR'), 'bg')).toBe('-49,60 €');
  });

  it('formats English style', () => {
    expect(formatMoney(money(4960, 'EUR'), 'en')).toBe('€49.60');
    expect(formatMoney(money(9701, 'BGN'), 'en')).toBe('BGN 97.01');
    expect(formatMoney(money(123456789, 'EUR'), 'en')).toBe('€1,234,567.89');
    expect(formatMoney(money(-4960, 'EUR'), 'en')).toBe('-€49.60');
    expect(formatMoney(money(0, 'BGN'), 'en')).toBe('BGN 0.00');
  });

  it('formats the number alone and pairs of currencies', () => {
    expect(formatAmount(100000, 'bg')).toBe('1 000,00');
    expect(formatAmount(-100000, 'en')).toBe('-1,000.00');
    expect(formatAmount(99999, 'en')).toBe('999.99');
    expect(formatMoneyPair(money(4960, 'EUR'), money(9701, 'BGN'), 'bg')).toBe(
      '49,60 € (97,01 лв.)',
    );
    expect(formatMoneyPair(money(9700, 'BGN'), money(4960, 'EUR'), 'en')).toBe(
      'BGN 97.00 (€49.60)',
    );
    expect(formatMoneyPair(money(4960, 'EUR'), null, 'en')).toBe('€49.60');
  });
});
