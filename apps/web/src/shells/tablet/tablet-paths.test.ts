import { describe, expect, it } from 'vitest';
import { TABLET_HOME, tabletLoginPath, tabletReturnPath } from './tablet-paths';

describe('tablet routing', () => {
  it('returns only to the tablet’s own sale pages', () => {
    expect(tabletReturnPath('/shopping-cart')).toBe('/shopping-cart');
    expect(tabletReturnPath('/buy-route-pass?x=1')).toBe('/buy-route-pass?x=1');
    expect(tabletReturnPath('/login')).toBeNull();
    expect(tabletReturnPath('/somewhere-else')).toBeNull();
    expect(tabletReturnPath('//evil.example/buy-route-pass')).toBeNull();
    expect(tabletReturnPath('https://evil.example/')).toBeNull();
    expect(tabletReturnPath(null)).toBeNull();
  });

  it('builds the login path with a safe return page', () => {
    expect(tabletLoginPath('/shopping-cart')).toBe('/login?returnTo=%2Fshopping-cart');
    expect(tabletLoginPath('/login')).toBe('/login');
    expect(tabletLoginPath(null)).toBe('/login');
    expect(TABLET_HOME).toBe('/buy-route-pass');
  });
});
