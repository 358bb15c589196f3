import { describe, expect, it } from 'vitest';
import type { DelictView } from '@toll/contract/delicts';
import { delictAmountText, placeText, selectionTotal, sofiaTime } from './delict-display';

const delict = (overrides: Partial<DelictView> = {}) =>
  ({
    price: { amount: 36, minor: 3600, currency: 'EUR' },
    currencyAmount: { amountBGN: 70.41, amountEUR: 36 },
    roadNumber: 'А1',
    kilometre: 112.4,
    direction: 'към Бургас',
    location: null,
    municipality: 'Пазарджик',
    ...overrides,
  }) as DelictView;

describe('delict display', () => {
  it('shows the charged currency first and the other in brackets, per language', () => {
    expect(delictAmountText(delict(), 'bg')).toBe('36,00 € (70,41 лв.)');
    expect(delictAmountText(delict(), 'en')).toBe('€36.00 (BGN 70.41)');
  });

  it('adds up the chosen delicts exactly, in both currencies', () => {
    const total = selectionTotal([
      delict(),
      delict({
        price: { amount: 77, minor: 7700, currency: 'EUR' },
        currencyAmount: { amountBGN: 150.6, amountEUR: 77 },
      }),
    ]);
    expect(total).toEqual({
      price: { minor: 11300, currency: 'EUR' },
      currencyAmount: { amountBGN: 221.01, amountEUR: 113 },
    });
  });

  it('writes the place in one line and times in Sofia time', () => {
    expect(placeText(delict(), (km) => `км ${km}`, 'bg')).toBe(
      'А1, км 112,4, към Бургас, Пазарджик',
    );
    expect(placeText(delict(), (km) => `km ${km}`, 'en')).toBe(
      'А1, km 112.4, към Бургас, Пазарджик',
    );
    expect(sofiaTime('2026-05-17T10:00:00.000Z')).toBe('17.05.2026 13:00:00');
  });
});
