import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';

/** A moment of the fleet pages in Sofia time with seconds, or a dash. */
export const when = (iso: string | null) =>
  iso ? formatSofiaDateTime(iso, { seconds: true }) : '—';
/** The server's message of a failed call, or null. */
export const message = (error: unknown) => (error instanceof Error ? error.message : null);
