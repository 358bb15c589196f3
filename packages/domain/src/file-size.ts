import type { Lang } from './languages';

/**
 * File sizes for display (spec §5): B, KB, MB or GB with one decimal, binary multiples (1 KB =
 * 1024 B). Whole bytes show without decimals ("512 B"); GB is the largest unit ("2048,0 GB").
 * The decimal separator follows the language (bg ",", en ".").
 */
const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

export function formatFileSize(bytes: number, lang: Lang): string {
  if (!Number.isFinite(bytes) || bytes < 0)
    throw new RangeError(`File size must be non-negative, got ${bytes}`);
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit > 0 && unit < UNITS.length - 1 && Math.round(value * 10) / 10 >= 1024) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} B`;
  const text = (Math.round(value * 10) / 10).toFixed(1);
  return `${lang === 'bg' ? text.replace('.', ',') : text} ${UNITS[unit]}`;
}
