import { describe, expect, it } from 'vitest';
import { countCartItems } from './cart-count';
import { withCartItem } from './site-cart';

describe('adding to the site cart', () => {
  it('appends to its list and keeps the other one', () => {
    const one = withCartItem(JSON.stringify({ vignettes: [{ id: 'v' }] }), 'routePasses', {
      id: 'r',
    });
    expect(JSON.parse(one)).toEqual({ vignettes: [{ id: 'v' }], routePasses: [{ id: 'r' }] });
    expect(countCartItems(withCartItem(one, 'routePasses', { id: 's' }))).toBe(3);
  });

  it('starts afresh from a missing or malformed cart', () => {
    expect(countCartItems(withCartItem(null, 'routePasses', {}))).toBe(1);
    expect(countCartItems(withCartItem('{broken', 'routePasses', {}))).toBe(1);
    expect(JSON.parse(withCartItem(JSON.stringify({ vignettes: 'x' }), 'routePasses', {}))).toEqual(
      {
        vignettes: [],
        routePasses: [{}],
      },
    );
  });
});
