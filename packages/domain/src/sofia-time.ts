import { addDays, type PlainDate } from './plain-date';

/**
 * Europe/Sofia wall-clock time (EET, UTC+2; EEST, UTC+3 from the last Sunday of March 03:00 to
 * the last Sunday of October 04:00). Business windows are decided here; instants are stored in UTC.
 */
export const SOFIA_TIME_ZONE = 'Europe/Sofia';

export type LocalDateTime = PlainDate & { hour: number; minute: number; second: number };

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: SOFIA_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The Sofia wall-clock reading of an instant (milliseconds dropped). */
export function toSofia(instant: Date): LocalDateTime {
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0 } = parts;
  return { year, month, day, hour, minute, second };
}

function wallAsUtcMs(local: LocalDateTime): number {
  const d = new Date(0);
  d.setUTCFullYear(local.year, local.month - 1, local.day);
  d.setUTCHours(local.hour, local.minute, local.second, 0);
  return d.getTime();
}

/** Minutes Sofia is ahead of UTC at an instant (120 in winter, 180 in summer). */
export function sofiaOffsetMinutes(instant: Date): number {
  const floored = Math.floor(instant.getTime() / 1000) * 1000;
  return (wallAsUtcMs(toSofia(instant)) - floored) / 60_000;
}

const sameWall = (a: LocalDateTime, b: LocalDateTime) =>
  a.year === b.year &&
  a.month === b.month &&
  a.day === b.day &&
  a.hour === b.hour &&
  a.minute === b.minute &&
  a.second === b.second;

/**
 * The instant a Sofia wall-clock time denotes. Daylight saving: a time that occurs twice (the
 * October hour 03:00-03:59) resolves to its first occurrence (summer time); a time that does not
 * exist (the March hour 03:00-03:59) is moved forward by the gap (03:30 → 04:30 summer time).
 */
export function fromSofia(local: LocalDateTime): Date {
  const wall = wallAsUtcMs(local);
  const hour = 3_600_000;
  const before = sofiaOffsetMinutes(new Date(wall - 14 * hour)) * 60_000;
  const after = sofiaOffsetMinutes(new Date(wall + 14 * hour)) * 60_000;
  const candidates = [wall - before, wall - after].filter((ms) =>
    sameWall(toSofia(new Date(ms)), local),
  );
  if (candidates.length === 0) return new Date(wall - before);
  return new Date(Math.min(...candidates));
}

export function sofiaDate(instant: Date): PlainDate {
  const { year, month, day } = toSofia(instant);
  return { year, month, day };
}

/** 00:00:00 Sofia time of a calendar day (midnight always exists in Sofia). */
export function startOfSofiaDay(date: PlainDate): Date {
  return fromSofia({ ...date, hour: 0, minute: 0, second: 0 });
}

/** 23:59:59 Sofia time of a calendar day: the inclusive last second shown to users. */
export function endOfSofiaDay(date: PlainDate): Date {
  return fromSofia({ ...date, hour: 23, minute: 59, second: 59 });
}

/** The first instant of the next Sofia day (exclusive end of `date`). */
export function nextSofiaMidnight(date: PlainDate): Date {
  return startOfSofiaDay(addDays(date, 1));
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** 2025-03-19T06:18:33 — local time without a zone, as the public check API sends it. */
export function formatSofiaIso(instant: Date): string {
  const t = toSofia(instant);
  return `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;
}

/** 19.03.2025 06:18:33 — the "…Formated" fields of the public check API. */
export function formatSofiaDisplay(instant: Date): string {
  const t = toSofia(instant);
  return `${pad(t.day)}.${pad(t.month)}.${pad(t.year, 4)} ${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;
}

/** Parses a zone-less local time (yyyy-MM-ddTHH:mm[:ss]) as Sofia time; null when malformed. */
export function parseSofiaIso(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || hour > 23 || minute > 59 || second > 59) return null;
  return fromSofia({ year, month, day, hour, minute, second });
}
