/**
 * The product's languages (spec §9): Bulgarian is the default. The public site, its mails and PDFs,
 * the public check API and the error catalogue speak all of `LANGS`; the back-office, the tablet and
 * the partners' own texts speak `OFFICE_LANGS` only (a site language without an office text falls
 * back to English: `fallbackLangs`).
 */
export const LANGS = ['bg', 'en', 'ro', 'tr', 'el', 'de'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'bg';

/** The languages of the back-office, the tablet, partners and staff accounts. */
export const OFFICE_LANGS = ['bg', 'en'] as const satisfies readonly Lang[];
export type OfficeLang = (typeof OFFICE_LANGS)[number];

/** Each language's name in itself, as the language picker shows it. */
export const LANG_NAMES: Readonly<Record<Lang, string>> = {
  bg: 'Български',
  en: 'English',
  ro: 'Română',
  tr: 'Türkçe',
  el: 'Ελληνικά',
  de: 'Deutsch',
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

export function isOfficeLang(value: unknown): value is OfficeLang {
  return typeof value === 'string' && (OFFICE_LANGS as readonly string[]).includes(value);
}

/** An office language for a site one: Bulgarian stays, every other language reads English. */
export function toOfficeLang(lang: Lang): OfficeLang {
  return lang === 'bg' ? 'bg' : 'en';
}

/**
 * Which of the two stored names to show: reference data (places, countries of the map, products of
 * the database) keeps a Bulgarian and an English name; every language but Bulgarian reads English.
 */
export const bgOrEn = toOfficeLang;

/**
 * i18next's `fallbackLng`: a text missing in a new language (an office-only namespace) is shown in
 * English, one missing in English in Bulgarian.
 */
export const FALLBACK_LANGS = {
  ro: ['en', 'bg'],
  tr: ['en', 'bg'],
  el: ['en', 'bg'],
  de: ['en', 'bg'],
  default: ['bg'],
} as const satisfies Record<string, readonly Lang[]>;

/**
 * Picks the caller's language: an explicit choice (the `browser-language` query parameter of spec §7)
 * wins, then the first supported language of an Accept-Language header, else Bulgarian.
 */
export function resolveLang(
  explicit: string | undefined | null,
  acceptLanguage?: string | null,
): Lang {
  const direct = explicit?.trim().slice(0, 2).toLowerCase();
  if (isLang(direct)) return direct;
  return langFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANG;
}

/** The first supported language of an Accept-Language header by weight, or null for none. */
export function langFromAcceptLanguage(acceptLanguage: string | undefined | null): Lang | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        lang: tag.slice(0, 2).toLowerCase(),
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const found = ranked.find((entry) => isLang(entry.lang));
  return found ? (found.lang as Lang) : null;
}
