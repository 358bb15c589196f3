import { formatSofiaDisplay } from '@toll/domain/sofia-time';

/**
 * An instant as Sofia wall-clock time to the minute, "19.03.2026 06:18" (spec §9: business times
 * are Sofia time, whatever the visitor's own time zone). Unreadable input is shown as it came.
 */
export function formatSofiaDateTime(instant: Date | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  return formatSofiaDisplay(date).slice(0, 16);
}
