/**
 * Calendar dates without a time or a zone (a birth date, a Sofia calendar day). Months are 1-12.
 * Arithmetic goes through UTC milliseconds, which has no daylight-saving changes.
 */
export type PlainDate = { year: number; month: number; day: number };

const DAY_MS = 86_400_000;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isValidPlainDate(date: PlainDate): boolean {
  const { year, month, day } = date;
  if (![year, month, day].every(Number.isInteger)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function toUtcMs(date: PlainDate): number {
  const ms = new Date(0);
  ms.setUTCFullYear(date.year, date.month - 1, date.day);
  return ms.getTime();
}

function fromUtcMs(ms: number): PlainDate {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function addDays(date: PlainDate, days: number): PlainDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** Whole days from `a` to `b` (positive when b is later). */
export function daysBetween(a: PlainDate, b: PlainDate): number {
  return Math.round((toUtcMs(b) - toUtcMs(a)) / DAY_MS);
}

export function compareDates(a: PlainDate, b: PlainDate): number {
  return Math.sign(toUtcMs(a) - toUtcMs(b));
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: PlainDate): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

/**
 * The same day number `months` later. When that day does not exist (31 January + 1 month) the
 * result is the last day of the target month and `exists` is false.
 */
export function addMonths(date: PlainDate, months: number): { date: PlainDate; exists: boolean } {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const last = daysInMonth(year, month);
  return { date: { year, month, day: Math.min(date.day, last) }, exists: date.day <= last };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** yyyy-MM-dd (spec §9 date format). */
export function formatPlainDate(date: PlainDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** Parses yyyy-MM-dd; null when malformed or not a real date. */
export function parsePlainDate(text: string): PlainDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidPlainDate(date) ? date : null;
}

/** Full years from `birth` to `on` (a person born on 29 February turns a year older on 1 March). */
export function ageOn(birth: PlainDate, on: PlainDate): number {
  const years = on.year - birth.year;
  const beforeBirthday = on.month < birth.month || (on.month === birth.month && on.day < birth.day);
  return beforeBirthday ? years - 1 : years;
}
