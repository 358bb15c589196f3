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
  ro: [
    'ianuarie',
    'februarie',
    'martie',
    'aprilie',
    'mai',
    'iunie',
    'iulie',
    'august',
    'septembrie',
    'octombrie',
    'noiembrie',
    'decembrie',
  ],
  tr: [
    'Ocak',
    'Şubat',
    'Mart',
    'Nisan',
    'Mayıs',
    'Haziran',
    'Temmuz',
    'Ağustos',
    'Eylül',
    'Ekim',
    'Kasım',
    'Aralık',
  ],
  el: [
    'Ιανουαρίου',
    'Φεβρουαρίου',
    'Μαρτίου',
    'Απριλίου',
    'Μαΐου',
    'Ιουνίου',
    'Ιουλίου',
    'Αυγούστου',
    'Σεπτεμβρίου',
    'Οκτωβρίου',
    'Νοεμβρίου',
    'Δεκεμβρίου',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
};

/**
 * "20 януари 2026 г." / "20 January 2026" / "20. Januar 2026" in Sofia time. Written out rather than Intl so the server
 * and the browser always produce the same text (the page hydrates without a mismatch).
 */
export function formatNewsDate(iso: string, lang: Lang): string {
  const date = sofiaDate(new Date(iso));
  const month = MONTHS[lang][date.month - 1] ?? '';
  if (lang === 'bg') return `${date.day} ${month} ${date.year} г.`;
  // German writes the day as an ordinal: "20. Januar 2026".
  if (lang === 'de') return `${date.day}. ${month} ${date.year}`;
  return `${date.day} ${month} ${date.year}`;
}
