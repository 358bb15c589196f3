import type siteCatalogue from '@toll/i18n/locales/bg/site.json';
import { sitePath } from './routes';

export type NavLabelKey = keyof (typeof siteCatalogue)['nav'];

/** An entry of the header menus; `permission` hides it from users who lack that right. */
export type SiteNavLink = { label: NavLabelKey; to: string; permission?: string };

export type SiteNavEntry =
  | ({ kind: 'link' } & SiteNavLink)
  | { kind: 'menu'; label: NavLabelKey; items: readonly SiteNavLink[]; permission?: string };

/** The header of spec §2: products, road-toll info, prices, news, FAQ and about. */
export const SITE_NAV: readonly SiteNavEntry[] = [
  {
    kind: 'menu',
    label: 'products',
    items: [
      { label: 'eVignettes', to: sitePath('buyVignette') },
      { label: 'routePasses', to: sitePath('buyRoutePass') },
      { label: 'delicts', to: sitePath('payDelict') },
    ],
  },
  {
    kind: 'menu',
    label: 'tollInfo',
    items: [
      { label: 'aboutTollSystem', to: sitePath('aboutTollSystem') },
      { label: 'aboutRoutePass', to: sitePath('aboutRoutePass') },
      { label: 'aboutDelicts', to: sitePath('aboutDelicts') },
      { label: 'trafficAnnouncement', to: sitePath('trafficAnnouncement') },
    ],
  },
  { kind: 'link', label: 'prices', to: sitePath('prices') },
  { kind: 'link', label: 'news', to: sitePath('news') },
  {
    kind: 'menu',
    label: 'faq',
    items: [
      { label: 'faqVignette', to: sitePath('faqVignette') },
      { label: 'faqToll', to: sitePath('faqToll') },
      { label: 'faqDelicts', to: sitePath('faqDelicts') },
      { label: 'faqAll', to: sitePath('faq') },
    ],
  },
  {
    kind: 'menu',
    label: 'about',
    items: [
      { label: 'aboutEVignette', to: sitePath('aboutEVignette') },
      { label: 'contacts', to: sitePath('contacts') },
      { label: 'partners', to: sitePath('partners') },
    ],
  },
];

export type IsAllowed = (permission: string) => boolean;

/** The entries a user may see: restricted ones need `isAllowed`; a menu left empty disappears. */
export function visibleNav(entries: readonly SiteNavEntry[], isAllowed: IsAllowed): SiteNavEntry[] {
  const allowed = (permission: string | undefined) =>
    permission === undefined || isAllowed(permission);
  return entries.flatMap((entry): SiteNavEntry[] => {
    if (!allowed(entry.permission)) return [];
    if (entry.kind === 'link') return [entry];
    const items = entry.items.filter((item) => allowed(item.permission));
    return items.length > 0 ? [{ ...entry, items }] : [];
  });
}
