/** The product's languages (spec §9): Bulgarian is the default. */
export const LANGS = ['bg', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'bg';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

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
  if (acceptLanguage) {
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
    if (found) return found.lang as Lang;
  }
  return DEFAULT_LANG;
}
