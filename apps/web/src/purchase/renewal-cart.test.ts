import { describe, expect, it } from 'vitest';
import type { VignetteCheckItem } from '@toll/contract/sales';
import { EMPTY_CART } from './cart-model';
import { withRenewals } from './renewal-cart';

const draft = {
  productId: 'car-annual',
  countryCode: 'BG',
  lpn: 'CA1234AB',
  activationDate: '2026-12-04T22:00:00.000Z',
};
const verdict = (index: number, known = true): VignetteCheckItem => ({
  index,
  ok: true,
  productId: 'car-annual',
  vehicleType: known ? 'car' : null,
  period: known ? 'ANNUAL' : null,
  periodText: known ? 'Annual' : null,
  countryCode: 'BG',
  lpn: 'CA1234AB',
  validity: { from: '2026-12-04T22:00:00.000Z', to: '2027-12-04T21:59:59.000Z' },
  price: { amount: 49.6, minor: 4960, currency: 'EUR' },
  currencyAmount: { amountBGN: 97.01, amountEUR: 49.6 },
  errors: [],
});

describe('renewals into the cart', () => {
  it('adds each renewal with the server’s window and price, once', () => {
    let n = 0;
    const id = () => `id-${++n}`;
    const now = new Date('2026-11-28T10:00:00Z');
    const first = withRenewals(EMPTY_CART, [draft], [verdict(0)], now, id);
    expect(first.added).toBe(1);
    expect(first.cart.vignettes[0]).toMatchObject({
      id: 'id-1',
      productId: 'car-annual',
      vehicleType: 'car',
      period: 'ANNUAL',
      lpn: 'CA1234AB',
      activationDate: draft.activationDate,
      price: { minor: 4960 },
    });
    // the same link opened again adds nothing
    expect(withRenewals(first.cart, [draft], [verdict(0)], now, id).added).toBe(0);
  });

  it('leaves out a product the server does not know', () => {
    const result = withRenewals(EMPTY_CART, [draft], [verdict(0, false)], new Date(), () => 'x');
    expect(result.added).toBe(0);
    expect(result.cart.vignettes).toEqual([]);
  });
});
