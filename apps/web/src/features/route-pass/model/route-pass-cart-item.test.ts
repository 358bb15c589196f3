import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CalculateRoutePass, RoutePassQuoteResponse } from '@toll/contract/route-passes';
import {
  EMPTY_CART,
  passedRoutePassStarts,
  withRoutePassStartingNow,
  type CartRoutePass,
} from '../../../purchase/cart-model';
import { routePassCartItem, type RoutePassCartItem } from './route-pass-cart-item';

const quote = {
  validity: { from: '2026-03-10T10:00:00.000Z', to: '2026-03-11T10:00:00.000Z' },
  networkVersion: 'test',
  distance: { totalKm: 400, chargedKm: 380 },
  price: { amount: 100, minor: 10_000, currency: 'EUR' },
  currencyAmount: { amountBGN: 195.58, amountEUR: 100 },
} as unknown as RoutePassQuoteResponse;

const request = {
  points: [{ placeId: 'sofia' }, { placeId: 'burgas' }],
  routeType: 'fastest',
  vehicle: { category: 'OVER_12T_4_PLUS_AXLES' },
  emissionClassId: 6,
} satisfies CalculateRoutePass;

const calculatedAt = new Date('2026-03-10T10:00:00Z');
const minutesLater = (minutes: number) => new Date(calculatedAt.getTime() + minutes * 60_000);

describe('the route passes the planner stores', () => {
  it('have the shape the cart reads', () => {
    expectTypeOf<RoutePassCartItem>().toExtend<CartRoutePass>();
  });

  it('started "now" start at the moment of payment, however long the buyer takes (issue 32)', () => {
    const item = routePassCartItem(request, quote, ['Sofia', 'Burgas'], calculatedAt);
    expect(item.request).not.toHaveProperty('startTime');
    const cart = { ...EMPTY_CART, routePasses: [item] };
    expect(passedRoutePassStarts(cart, minutesLater(90))).toEqual([]);
  });

  it('keep a chosen start, which is refused once it has passed and can start now in one tap', () => {
    const later = { ...request, startTime: '2026-03-10T10:00:00+02:00' };
    const item = routePassCartItem(later, quote, ['Sofia', 'Burgas'], calculatedAt);
    expect(item.request.startTime).toBe(quote.validity.from);
    const cart = { ...EMPTY_CART, routePasses: [item, item] };
    // Within the minute the server allows, then refused.
    expect(passedRoutePassStarts(cart, minutesLater(1))).toEqual([]);
    expect(passedRoutePassStarts(cart, minutesLater(2))).toEqual([0, 1]);
    const fixed = withRoutePassStartingNow(cart, 1);
    expect(fixed.routePasses[1]?.request).not.toHaveProperty('startTime');
    expect(fixed.routePasses[1]?.request.points).toEqual(request.points);
    expect(passedRoutePassStarts(fixed, minutesLater(2))).toEqual([0]);
  });
});
