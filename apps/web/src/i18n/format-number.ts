import type { Lang } from '@toll/domain/languages';
import { formatNumber as formatDomainNumber } from '@toll/domain/number-format';

/**
 * A number as the language writes it: "34,6" in Bulgarian, "34.6" in English: the pages' use of
 * the one number formatter (@toll/domain/number-format, shared with the API's documents and
 * exports; money goes through @toll/domain/money-format, times through format-sofia-time.ts).
 * `digits` fixes the decimals shown (default: as many as needed, up to 2).
 */
export function formatNumber(value: number, lang: Lang, digits?: number): string {
  return formatDomainNumber(value, lang, digits === undefined ? {} : { digits });
}

/** A distance in kilometres with one decimal: "34,6" / "34.6" (the unit comes from the texts). */
export const formatKm = (value: number, lang: Lang) => formatNumber(value, lang, 1);
