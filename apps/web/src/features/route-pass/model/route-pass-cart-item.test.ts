import { describe, expectTypeOf, it } from 'vitest';
import type { CartRoutePass } from '../../../purchase/cart-model';
import type { RoutePassCartItem } from './route-pass-cart-item';

describe('the route passes the planner stores', () => {
  it('have the shape the cart reads', () => {
    expectTypeOf<RoutePassCartItem>().toExtend<CartRoutePass>();
  });
});
