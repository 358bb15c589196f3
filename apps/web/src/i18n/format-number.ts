import type { Lang } from '@toll/domain/languages';

const LOCALES: Record<Lang, string> = { bg: 'bg-BG', en: 'en-GB' };
const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number as the language writes it: "34,6" in Bulgarian, "34.6" in English (the one place the
 * pages format numbers; money goes through @toll/domain/money-format, times through
 * format-sofia-time.ts). `digits` fixes the decimals shown (default: as many as needed, up to 2).
 */
export function formatNumber(value: number, lang: Lang, digits?: number): string {
  const key = `${lang}:${digits ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], {
      minimumFractionDigits: digits ?? 0,
      maximumFractionDigits: digits ?? 2,
    });
    formats.set(key, format);
  }
  return format.format(value);
}

/** A distance in kilometres with one decimal: "34,6" / "34.6" (the unit comes from the texts). */
export const formatKm = (value: number, lang: Lang) => formatNumber(value, lang, 1);
