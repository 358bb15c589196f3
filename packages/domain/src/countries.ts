/** Countries whose vehicles are most frequent on Bulgarian roads: listed first (spec §7). */
export const PRIORITY_COUNTRIES = ['BG', 'TR', 'RO', 'IR', 'UA', 'GR', 'RS', 'MK'] as const;
export const DEFAULT_COUNTRY = 'BG';

/** Orders countries: the priority set in its own order, then the rest by name in the given locale. */
export function sortCountries<T extends { countryCode: string; countryName: string }>(
  countries: readonly T[],
  locale: string,
): T[] {
  const priority = new Map<string, number>(PRIORITY_COUNTRIES.map((code, index) => [code, index]));
  const collator = new Intl.Collator(locale);
  return [...countries].sort((a, b) => {
    const pa = priority.get(a.countryCode);
    const pb = priority.get(b.countryCode);
    if (pa !== undefined || pb !== undefined) return (pa ?? Infinity) - (pb ?? Infinity);
    return collator.compare(a.countryName, b.countryName);
  });
}
