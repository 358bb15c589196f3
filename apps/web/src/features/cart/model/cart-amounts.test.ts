import { describe, expect, it } from 'vitest';
import { totalOf } from '../../../components/amounts';
import { cartAmounts } from './cart-amounts';
import { parseCart } from '../../../purchase/cart-model';

const vignette = (id: string, minor: number | null) => ({
  id,
  type: 'VIGNETTE',
  productId: 'car-weekly',
  vehicleType: 'car',
  period: 'WEEKLY',
  countryCode: 'BG',
  lpn: `CA${id}`,
  activationDate: null,
  price: minor === null ? null : { amount: minor / 100, minor, currency: 'EUR' },
  currencyAmount: minor === null ? null : { amountBGN: 15, amountEUR: minor / 100 },
});

describe('what the cart will cost', () => {
  it("takes the server's latest price, else the one seen when added, plus the route passes", () => {
    const cart = parseCart(
      JSON.stringify({
        vignettes: [vignette('1', 767), vignette('2', null), vignette('3', 767)],
        routePasses: [
          {
            id: 'r',
            request: { points: [] },
            price: { amount: 20.5, minor: 2050, currency: 'EUR' },
            currencyAmount: { amountBGN: 40.09, amountEUR: 20.5 },
            validity: { from: 'a', to: 'b' },
          },
        ],
      }),
    );
    const repriced = {
      index: 2,
      ok: true,
      productId: 'car-weekly',
      vehicleType: 'car' as const,
      period: 'WEEKLY' as const,
      periodText: 'Weekly',
      countryCode: 'BG',
      lpn: 'CA3',
      validity: null,
      price: { amount: 8, minor: 800, currency: 'EUR' as const },
      currencyAmount: { amountBGN: 15.65, amountEUR: 8 },
      errors: [],
    };
    const amounts = cartAmounts(cart, [undefined, undefined, repriced]);
    expect(amounts.map((a) => a.price.minor)).toEqual([767, 800, 2050]);
    expect(totalOf(amounts)).toEqual({
      primary: { minor: 3617, currency: 'EUR' },
      secondary: { minor: 1500 + 1565 + 4009, currency: 'BGN' },
    });
  });
});
