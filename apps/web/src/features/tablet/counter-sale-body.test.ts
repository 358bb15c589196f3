import { describe, expect, it } from 'vitest';
import { counterSaleRequestSchema } from '@toll/contract/counter-sales';
import type { Cart, CartRoutePass } from '../../purchase/cart-model';
import { counterSaleBody } from './counter-sale-body';

const pass = (lpn?: string): CartRoutePass => ({
  id: 'p1',
  type: 'ROUTE_PASS',
  addedAt: '2026-11-25T05:00:00.000Z',
  request: {
    points: [
      { lat: 42.69, lng: 23.32 },
      { lat: 42.14, lng: 24.75 },
    ],
    routeType: 'fastest',
    startTime: '2026-11-25T05:00:00.000Z',
    vehicle: { category: 'N3', axles: 3, emissionClassId: 5 },
  } as unknown as CartRoutePass['request'],
  pointNames: ['Sofia', 'Plovdiv'],
  price: { amount: 10, minor: 1000, currency: 'EUR' },
  currencyAmount: { amountBGN: 19.56, amountEUR: 10 },
  validity: { from: '2026-11-25T05:00:00.000Z', to: '2026-11-26T05:00:00.000Z' },
  ...(lpn ? { countryCode: 'BG', lpn } : {}),
});

describe('counterSaleBody', () => {
  it('sells the cart’s route passes for cash at the POS, with the e-mail only when given', () => {
    const cart: Cart = { vignettes: [], routePasses: [pass('CA1234TT')] };
    const body = counterSaleBody(cart, 7, '  ');
    expect(body).toEqual({
      posId: 7,
      paymentMethod: 'CASH',
      routePasses: [{ request: cart.routePasses[0]!.request, countryCode: 'BG', lpn: 'CA1234TT' }],
    });
    expect(counterSaleBody(cart, 7, ' buyer@example.com ').email).toBe('buyer@example.com');
    expect(counterSaleRequestSchema.shape.posId.parse(body.posId)).toBe(7);
  });

  it('sends a pass without a vehicle as it is, for the server to refuse', () => {
    const body = counterSaleBody({ vignettes: [], routePasses: [pass()] }, 1, '');
    expect(body.routePasses?.[0]).toMatchObject({ countryCode: '', lpn: '' });
  });
});
