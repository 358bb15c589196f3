import type { Lang } from '@toll/domain/languages';
import { sofiaDate } from '@toll/domain/sofia-time';

const MONTHS: Readonly<Record<Lang, readonly string[]>> = {
  bg: [
    'януари',
    'февруари',
    'март',
    'април',
    'май',
    'юни',
    'юли',
    'август',
    'септември',
    'октомври',
    'ноември',
    'декември',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/**
 * "20 януари 2026 г." / "20 January 2026" in Sofia time. Written out rather than Intl so the server
 * and the browser always produce the same text (the page hydrates without a mismatch).
 */
export function formatNewsDate(iso: string, lang: Lang): string {
  const date = sofiaDate(new Date(iso));
  const month = MONTHS[lang][date.month - 1] ?? '';
  return lang === 'bg'
    ? `${date.day} ${month} ${date.year} г.`
    : `${date.day} ${month} ${date.year}`;
}
