import { describe, expect, it } from 'vitest';
import { isNoindexRoute, isSitemapRoute, SITE_ROUTES } from './site-routes';

const route = (id: string) => SITE_ROUTES.find((r) => r.id === id)!;

describe('robots of the site routes', () => {
  it('keeps the marked routes and every page behind login out of search engines', () => {
    expect(isNoindexRoute(route('login'))).toBe(true);
    expect(isNoindexRoute(route('forgottenPassword'))).toBe(true);
    expect(isNoindexRoute(route('account'))).toBe(true);
    expect(isNoindexRoute(route('tollSettings'))).toBe(true);
    expect(isNoindexRoute(route('register'))).toBe(false);
    expect(isNoindexRoute(route('prices'))).toBe(false);
  });

  it('lists in the sitemap only indexable routes without parameters', () => {
    expect(isSitemapRoute(route('prices'))).toBe(true);
    expect(isSitemapRoute(route('account'))).toBe(false);
    expect(isSitemapRoute(route('login'))).toBe(false);
    expect(isSitemapRoute(route('newsArticle'))).toBe(false);
  });
});
