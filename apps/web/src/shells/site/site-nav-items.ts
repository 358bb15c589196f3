import type siteCatalogue from '@toll/i18n/locales/bg/site.json';
import type { FeatureFlag } from '@toll/domain/feature-flags';
import { sitePath } from '../../site-kit/routes';

export type NavLabelKey = keyof (typeof siteCatalogue)['nav'];

/**
 * An entry of the header menus: `permission` hides it from users who lack that right, `flag` while
 * that feature flag is off (spec §6: buying needs the VIGNETTE or ROUTE_PASS flag).
 */
export type SiteNavLink = {
  label: NavLabelKey;
  to: string;
  permission?: string;
  flag?: FeatureFlag;
};

export type SiteNavEntry =
  | ({ kind: 'link' } & SiteNavLink)
  | {
      kind: 'menu';
      label: NavLabelKey;
      items: readonly SiteNavLink[];
      permission?: string;
      flag?: FeatureFlag;
    };

/** The header of spec §2: products, road-toll info, prices, news, FAQ and about. */
export const SITE_NAV: readonly SiteNavEntry[] = [
  {
    kind: 'menu',
    label: 'products',
    items: [
      { label: 'eVignettes', to: sitePath('buyVignette'), flag: 'VIGNETTE' },
      { label: 'routePasses', to: sitePath('buyRoutePass'), flag: 'ROUTE_PASS' },
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
      { label: 'howToReturnObu', to: sitePath('howToReturnObu') },
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
      { label: 'whereToBuy', to: 'how-to-buy-e-vignette-from-bgtoll' },
      { label: 'contacts', to: sitePath('contacts') },
      { label: 'partners', to: sitePath('partners') },
    ],
  },
];

export type IsAllowed = (permission: string) => boolean;

/** Whether any entry or menu item names a permission (else the header needs no access table). */
export function navNeedsPermissions(entries: readonly SiteNavEntry[]): boolean {
  return entries.some(
    (entry) =>
      entry.permission !== undefined ||
      (entry.kind === 'menu' && entry.items.some((item) => item.permission !== undefined)),
  );
}
export type IsOn = (flag: FeatureFlag) => boolean;

/**
 * The entries a user may see: restricted ones need `isAllowed`, flagged ones their flag on (`isOn`;
 * everything counts as on until the flags are known); a menu left empty disappears.
 */
export function visibleNav(
  entries: readonly SiteNavEntry[],
  isAllowed: IsAllowed,
  isOn: IsOn = () => true,
): SiteNavEntry[] {
  const allowed = (item: { permission?: string; flag?: FeatureFlag }) =>
    (item.permission === undefined || isAllowed(item.permission)) &&
    (item.flag === undefined || isOn(item.flag));
  return entries.flatMap((entry): SiteNavEntry[] => {
    if (!allowed(entry)) return [];
    if (entry.kind === 'link') return [entry];
    const items = entry.items.filter(allowed);
    return items.length > 0 ? [{ ...entry, items }] : [];
  });
}
