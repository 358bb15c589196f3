import { describe, expect, it } from 'vitest';
import { navNeedsPermissions, SITE_NAV, visibleNav, type SiteNavEntry } from './site-nav-items';

describe('visibleNav', () => {
  it('shows every unrestricted entry', () => {
    expect(visibleNav(SITE_NAV, () => false)).toEqual(SITE_NAV);
  });

  it('hides restricted entries and empty menus', () => {
    const nav: SiteNavEntry[] = [
      { kind: 'link', label: 'prices', to: 'prices', permission: 'ROLE_ADMIN' },
      {
        kind: 'menu',
        label: 'faq',
        items: [{ label: 'faqAll', to: 'faq', permission: 'ROLE_ADMIN' }],
      },
      {
        kind: 'menu',
        label: 'about',
        items: [
          { label: 'contacts', to: 'contacts' },
          { label: 'partners', to: 'partners', permission: 'ROLE_ADMIN' },
        ],
      },
    ];
    expect(visibleNav(nav, () => false)).toEqual([
      { kind: 'menu', label: 'about', items: [{ label: 'contacts', to: 'contacts' }] },
    ]);
    expect(visibleNav(nav, (p) => p === 'ROLE_ADMIN')).toEqual(nav);
  });

  it('hides entries whose feature flag is off', () => {
    const products = (flags: Record<string, boolean>) =>
      visibleNav(
        SITE_NAV,
        () => false,
        (flag) => flags[flag] ?? true,
      ).find((entry) => entry.label === 'products');
    const labels = (entry: SiteNavEntry | undefined) =>
      entry?.kind === 'menu' ? entry.items.map((item) => item.label) : [];
    expect(labels(products({}))).toEqual(['eVignettes', 'routePasses', 'delicts']);
    expect(labels(products({ VIGNETTE: false }))).toEqual(['routePasses', 'delicts']);
    expect(labels(products({ VIGNETTE: false, ROUTE_PASS: false }))).toEqual(['delicts']);
  });
});

describe('navNeedsPermissions', () => {
  it('asks for the access table only when an entry or a menu item names a permission', () => {
    expect(navNeedsPermissions(SITE_NAV)).toBe(false);
    expect(
      navNeedsPermissions([{ kind: 'link', label: 'prices', to: 'prices', permission: 'x' }]),
    ).toBe(true);
    expect(
      navNeedsPermissions([
        { kind: 'menu', label: 'faq', items: [{ label: 'faqAll', to: 'faq', permission: 'x' }] },
      ]),
    ).toBe(true);
    expect(navNeedsPermissions([{ kind: 'menu', label: 'faq', items: [], permission: 'x' }])).toBe(
      true,
    );
  });
});
