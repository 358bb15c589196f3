import { formatSofiaDateTime } from '../../i18n/format-sofia-time';

/** An instant as the API writes it (toISOString), shown as Sofia time like every date on screen. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Fields the history never shows: the record's version counter means nothing to people. */
export const HIDDEN_HISTORY_FIELDS: ReadonlySet<string> = new Set(['version', 'updatedAt']);

/** How a field's value shows in the history: text as is, null or empty as a dash-like word, others as JSON. */
export function historyValue(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'string')
    return ISO_INSTANT.test(value) ? formatSofiaDateTime(value, { seconds: true }) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null))
    return value.length === 0 ? empty : value.map((item) => String(item)).join(', ');
  return JSON.stringify(value);
}
