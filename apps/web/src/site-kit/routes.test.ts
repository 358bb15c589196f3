import { describe, expect, it } from 'vitest';
import { SITE_ROUTES } from '@toll/domain/site-routes';
import { matchPrefixRoute, sitePath } from './routes';

describe('site routes', () => {
  it('have unique ids and paths', () => {
    expect(new Set(SITE_ROUTES.map((r) => r.id)).size).toBe(SITE_ROUTES.length);
    expect(new Set(SITE_ROUTES.map((r) => r.path)).size).toBe(SITE_ROUTES.length);
  });

  it('give paths for links', () => {
    expect(sitePath('prices')).toBe('prices');
    expect(sitePath('checkVignette')).toBe('check-for-validity-of-e-vignette');
  });

  it('resolve provider pages from one segment only', () => {
    expect(matchPrefixRoute('how-to-buy-e-vignette-from-acme')).toEqual({
      id: 'howToBuyFromProvider',
      provider: 'acme',
    });
    expect(matchPrefixRoute('about-acme')).toEqual({ id: 'aboutProvider', provider: 'acme' });
    expect(matchPrefixRoute('about-')).toBeNull();
    expect(matchPrefixRoute('no-such-page')).toBeNull();
    expect(matchPrefixRoute('about-acme/more')).toBeNull();
  });
});
