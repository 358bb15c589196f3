import { describe, expect, it } from 'vitest';
import { countCartItems } from './cart-count';

describe('countCartItems', () => {
  it('adds vignettes and route passes', () => {
    expect(countCartItems(JSON.stringify({ vignettes: [{}, {}], routePasses: [{}] }))).toBe(3);
    expect(countCartItems(JSON.stringify({ vignettes: [], routePasses: [] }))).toBe(0);
    expect(countCartItems(JSON.stringify({ vignettes: [{}] }))).toBe(1);
  });

  it('is 0 for a missing or malformed cart', () => {
    expect(countCartItems(null)).toBe(0);
    expect(countCartItems('')).toBe(0);
    expect(countCartItems('{not json')).toBe(0);
    expect(countCartItems('[1,2]')).toBe(0);
    expect(countCartItems('"text"')).toBe(0);
    expect(countCartItems('null')).toBe(0);
    expect(countCartItems(JSON.stringify({ vignettes: 'x', routePasses: [{}] }))).toBe(0);
  });
});
