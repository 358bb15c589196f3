import { addDays, compareDates, formatPlainDate, weekday, type PlainDate } from './plain-date';

/**
 * Bulgarian working-day calendar (Labour Code art. 154): the fixed public holidays, the Orthodox
 * Easter days (Good Friday to Easter Monday), and the rule that a fixed holiday falling on a
 * Saturday or Sunday moves to the next working day (24–26 December on a weekend give the first
 * working days after them, e.g. 2022: 27 and 28 December).
 */
const FIXED_HOLIDAYS: readonly [number, number][] = [
  [1, 1],
  [3, 3],
  [5, 1],
  [5, 6],
  [5, 24],
  [9, 6],
  [9, 22],
  [12, 24],
  [12, 25],
  [12, 26],
];

/** Orthodox Easter Sunday (Julian computus shifted to the Gregorian calendar; 1900–2099). */
export function orthodoxEaster(year: number): PlainDate {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  return addDays({ year, month, day }, 13);
}

const isWeekend = (date: PlainDate) => weekday(date) === 0 || weekday(date) === 6;
const cache = new Map<number, Set<string>>();

/** The public holidays (non-working days other than weekends) of a year, as yyyy-MM-dd. */
export function bulgarianHolidays(year: number): Set<string> {
  const known = cache.get(year);
  if (known) return known;
  const days = new Set<string>();
  const easter = orthodoxEaster(year);
  for (const offset of [-2, -1, 0, 1]) days.add(formatPlainDate(addDays(easter, offset)));
  const fixed = FIXED_HOLIDAYS.map(([month, day]) => ({ year, month, day }));
  for (const date of fixed) days.add(formatPlainDate(date));
  for (const date of fixed) {
    if (!isWeekend(date)) continue;
    let next = addDays(date, 1);
    while (isWeekend(next) || days.has(formatPlainDate(next))) next = addDays(next, 1);
    days.add(formatPlainDate(next));
  }
  cache.set(year, days);
  return days;
}

export function isBulgarianBusinessDay(date: PlainDate): boolean {
  return !isWeekend(date) && !bulgarianHolidays(date.year).has(formatPlainDate(date));
}

/** The day `days` business days after `date` (0: the day itself, or the next business day). */
export function addBusinessDays(date: PlainDate, days: number): PlainDate {
  let current = date;
  let left = days;
  while (left > 0) {
    current = addDays(current, 1);
    if (isBulgarianBusinessDay(current)) left--;
  }
  while (!isBulgarianBusinessDay(current)) current = addDays(current, 1);
  return current;
}

export const laterOf = (a: PlainDate, b: PlainDate) => (compareDates(a, b) >= 0 ? a : b);
