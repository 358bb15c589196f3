import { describe, expect, it } from 'vitest';
import { countCartItems } from './cart-count';
import {
  cartItemIds,
  EMPTY_CART,
  parseCart,
  serialiseCart,
  withEmail,
  withoutItem,
  withoutItems,
  withRoutePassVehicle,
  withVignette,
  type CartVignette,
} from './cart-model';

const vignette = (id: string, lpn = 'CA1234BX'): CartVignette => ({
  id,
  type: 'VIGNETTE',
  addedAt: '2026-11-22T10:00:00.000Z',
  productId: 'car-annual',
  vehicleType: 'car',
  period: 'ANNUAL',
  periodText: 'Annual',
  countryCode: 'BG',
  lpn,
  activationDate: null,
  price: { amount: 49.6, minor: 4960, currency: 'EUR' },
  currencyAmount: { amountBGN: 97.01, amountEUR: 49.6 },
  validity: { from: '2026-11-22T10:00:00.000Z', to: '2027-11-21T21:59:59.000Z' },
});

// What features/route-pass stores (route-pass-cart-item.ts), extra fields included.
const storedRoutePass = {
  id: 'r1',
  type: 'ROUTE_PASS',
  addedAt: '2026-11-22T10:00:00.000Z',
  request: { points: [{ placeId: 'a' }, { placeId: 'b' }], vehicle: { category: 'N2' } },
  pointNames: ['Sofia', 'Plovdiv'],
  networkVersion: '2026-1',
  distanceKm: 140,
  chargedKm: 130,
  price: { amount: 20.5, minor: 2050, currency: 'EUR' },
  currencyAmount: { amountBGN: 40.09, amountEUR: 20.5 },
  validity: { from: '2026-11-22T10:00:00.000Z', to: '2026-11-23T10:00:00.000Z' },
};

describe('the stored cart', () => {
  it('reads the shape the header counts, route passes from the planner included', () => {
    const raw = JSON.stringify({
      vignettes: [vignette('v1')],
      routePasses: [storedRoutePass],
      email: 'ivan@example.bg',
    });
    const cart = parseCart(raw);
    expect(cart.vignettes).toEqual([vignette('v1')]);
    expect(cart.routePasses[0]).toMatchObject({ id: 'r1', networkVersion: '2026-1' });
    expect(cart.email).toBe('ivan@example.bg');
    expect(countCartItems(serialiseCart(cart))).toBe(2);
  });

  it('is empty when missing or malformed, and leaves malformed items out', () => {
    expect(parseCart(null)).toBe(EMPTY_CART);
    expect(parseCart('{broken')).toBe(EMPTY_CART);
    expect(parseCart('[1]')).toBe(EMPTY_CART);
    const cart = parseCart(
      JSON.stringify({
        vignettes: [vignette('v1'), { id: 'x', period: 'CENTURY' }, null],
        routePasses: [{ ...storedRoutePass, price: 'free' }],
      }),
    );
    expect(cart.vignettes.map((v) => v.id)).toEqual(['v1']);
    expect(cart.routePasses).toEqual([]);
  });

  it('adds, removes by index, removes bought items by id, and sets the e-mail', () => {
    let cart = withVignette(withVignette(EMPTY_CART, vignette('a')), vignette('b', 'PB1234AA'));
    cart = withVignette(cart, vignette('c'));
    expect(withoutItem(cart, 'vignettes', 1).vignettes.map((v) => v.id)).toEqual(['a', 'c']);
    expect(withoutItems(cart, ['a', 'c']).vignettes.map((v) => v.id)).toEqual(['b']);
    expect(cartItemIds(cart)).toEqual(['a', 'b', 'c']);
    expect(withEmail(cart, ' ivan@example.bg ').email).toBe('ivan@example.bg');
    expect('email' in withEmail(withEmail(cart, 'x@y.bg'), '  ')).toBe(false);
    expect(EMPTY_CART.vignettes).toEqual([]);
  });

  it('keeps the vehicle chosen for a route pass', () => {
    const cart = parseCart(JSON.stringify({ vignettes: [], routePasses: [storedRoutePass] }));
    const next = parseCart(
      serialiseCart(withRoutePassVehicle(cart, 0, { countryCode: 'RO', lpn: 'B123ABC' })),
    );
    expect(next.routePasses[0]).toMatchObject({
      countryCode: 'RO',
      lpn: 'B123ABC',
      chargedKm: 130,
    });
  });
});
