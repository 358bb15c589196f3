import type { Lang } from './languages';

const LOCALES: Record<Lang, string> = {
  bg: 'bg-BG',
  en: 'en-GB',
  ro: 'ro-RO',
  tr: 'tr-TR',
  el: 'el-GR',
  de: 'de-DE',
};

/** The Intl locale of a language (numbers and dates). */
export const intlLocale = (lang: Lang): string => LOCALES[lang];
const formats = new Map<string, Intl.NumberFormat>();

export type NumberFormatOptions = {
  /** Decimals shown: exactly this many; default as many as needed, up to 2. */
  digits?: number;
  /** Thousands grouping (default on); off in CSV cells, which spreadsheets read as numbers. */
  grouping?: boolean;
};

/**
 * A number as the language writes it: "1 234,5" in Bulgarian, "1,234.5" in English. The one
 * number formatter of the pages, documents and exports (money goes through money-format.ts, which
 * shares the decimal marks).
 */
export function formatNumber(value: number, lang: Lang, options: NumberFormatOptions = {}): string {
  const { digits, grouping = true } = options;
  const key = `${lang}:${digits ?? ''}:${grouping}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], {
      minimumFractionDigits: digits ?? 0,
      maximumFractionDigits: digits ?? 2,
      useGrouping: grouping,
    });
    formats.set(key, format);
  }
  return format.format(value);
}

/**
 * The field separator of a CSV file for readers of a language: a semicolon where the comma is the
 * decimal mark (Bulgarian spreadsheets split "31,2" at the comma otherwise), else a comma.
 */
export const CSV_DELIMITERS: Readonly<Record<Lang, string>> = {
  bg: ';',
  en: ',',
  ro: ';',
  tr: ';',
  el: ';',
  de: ';',
};
