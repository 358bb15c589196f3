import { formatPlainDate } from '@toll/domain/plain-date';
import { sofiaDate } from '@toll/domain/sofia-time';

/** Today in Sofia as YYYY-MM-DD: the default date of a warehouse document. */
export function today(): string {
  return formatPlainDate(sofiaDate(new Date()));
}

/** Device numbers typed one a line (or separated by commas, semicolons or spaces), upper-cased. */
export function deviceNumbersOf(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((n) => n.toUpperCase());
}
