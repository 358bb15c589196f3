import { fail, OK, type Check } from './validation';

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

/** An ISO 3166-1 alpha-2 code, upper-case; when a list is given, one of its codes. */
export function isCountryCode(value: string, known?: readonly string[]): boolean {
  if (!/^[A-Z]{2}$/.test(value)) return false;
  return known === undefined || known.includes(value);
}

export function checkCountryCode(value: string, known?: readonly string[]): Check {
  return isCountryCode(value, known) ? OK : fail('validation.invalidCountry');
}

/**
 * A country's name in a site language: the stored Bulgarian or English name, else the runtime's
 * own (Intl.DisplayNames: "Almanya", "Γερμανία"), else the English one.
 */
export function countryNameIn(
  code: string,
  names: { readonly bg: string; readonly en: string },
  lang: string,
): string {
  if (lang === 'bg' || lang === 'en') return names[lang];
  try {
    return new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' }).of(code) ?? names.en;
  } catch {
    return names.en;
  }
}
