import { parsePlainDate } from '@toll/domain/plain-date';
import { formatSofiaDisplay, startOfSofiaDay } from '@toll/domain/sofia-time';

/**
 * An instant as Sofia wall-clock time to the minute, "19.03.2026 06:18", or to the second with
 * `seconds` (spec §9: business times are Sofia time, whatever the visitor's own time zone). The
 * pages' one formatter of dates and times. Unreadable input is shown as it came.
 */
export function formatSofiaDateTime(
  instant: Date | string,
  options: { seconds?: boolean } = {},
): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  const text = formatSofiaDisplay(date);
  return options.seconds ? text : text.slice(0, 16);
}

/** An instant's Sofia calendar date, "19.03.2026": the date-only form of `formatSofiaDateTime`. */
export function formatSofiaDate(instant: Date | string): string {
  const text = formatSofiaDateTime(instant);
  return /^\d\d\.\d\d\.\d{4}/.test(text) ? text.slice(0, 10) : text;
}

/** A calendar day as the API sends it ("2026-11-20"), written as the pages write dates ("20.11.2026"). */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '—';
  const date = parsePlainDate(day.slice(0, 10));
  return date ? formatSofiaDate(startOfSofiaDay(date)) : day;
}
