import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  ageOn,
  compareDates,
  daysBetween,
  daysInMonth,
  formatPlainDate,
  isLeapYear,
  isValidPlainDate,
  parsePlainDate,
  weekday,
} from './plain-date';

describe('plain dates', () => {
  it('knows leap years and month lengths', () => {
    expect([1900, 2000, 2024, 2025].map(isLeapYear)).toEqual([false, true, true, false]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(daysInMonth(2025, 12)).toBe(31);
  });

  it('validates dates', () => {
    expect(isValidPlainDate({ year: 2024, month: 2, day: 29 })).toBe(true);
    expect(isValidPlainDate({ year: 2025, month: 2, day: 29 })).toBe(false);
    expect(isValidPlainDate({ year: 2025, month: 13, day: 1 })).toBe(false);
    expect(isValidPlainDate({ year: 2025, month: 0, day: 1 })).toBe(false);
    expect(isValidPlainDate({ year: 2025, month: 1, day: 0 })).toBe(false);
    expect(isValidPlainDate({ year: 2025, month: 1.5, day: 1 })).toBe(false);
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({
      year: 2024,
      month: 2,
      day: 29,
    });
    expect(addDays({ year: 2025, month: 12, day: 31 }, 1)).toEqual({
      year: 2026,
      month: 1,
      day: 1,
    });
    expect(addDays({ year: 2026, month: 3, day: 1 }, -1)).toEqual({
      year: 2026,
      month: 2,
      day: 28,
    });
    expect(addDays({ year: 2026, month: 3, day: 28 }, 30)).toEqual({
      year: 2026,
      month: 4,
      day: 27,
    });
  });

  it('adds months, clamping to the month end and saying so', () => {
    expect(addMonths({ year: 2025, month: 1, day: 31 }, 1)).toEqual({
      date: { year: 2025, month: 2, day: 28 },
      exists: false,
    });
    expect(addMonths({ year: 2025, month: 1, day: 28 }, 1)).toEqual({
      date: { year: 2025, month: 2, day: 28 },
      exists: true,
    });
    expect(addMonths({ year: 2025, month: 11, day: 30 }, 3)).toEqual({
      date: { year: 2026, month: 2, day: 28 },
      exists: false,
    });
    expect(addMonths({ year: 2024, month: 2, day: 29 }, 12)).toEqual({
      date: { year: 2025, month: 2, day: 28 },
      exists: false,
    });
    expect(addMonths({ year: 2025, month: 3, day: 15 }, -3)).toEqual({
      date: { year: 2024, month: 12, day: 15 },
      exists: true,
    });
  });

  it('compares, counts and finds weekdays', () => {
    expect(compareDates({ year: 2025, month: 1, day: 1 }, { year: 2025, month: 1, day: 2 })).toBe(
      -1,
    );
    expect(compareDates({ year: 2025, month: 1, day: 2 }, { year: 2025, month: 1, day: 2 })).toBe(
      0,
    );
    expect(compareDates({ year: 2026, month: 1, day: 1 }, { year: 2025, month: 12, day: 31 })).toBe(
      1,
    );
    expect(daysBetween({ year: 2025, month: 1, day: 1 }, { year: 2026, month: 1, day: 1 })).toBe(
      365,
    );
    expect(weekday({ year: 2026, month: 3, day: 27 })).toBe(5); // Friday
    expect(weekday({ year: 2026, month: 3, day: 29 })).toBe(0); // Sunday
  });

  it('formats and parses yyyy-MM-dd', () => {
    expect(formatPlainDate({ year: 2026, month: 2, day: 3 })).toBe('2026-02-03');
    expect(parsePlainDate(' 2024-02-29 ')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parsePlainDate('2025-02-29')).toBeNull();
    expect(parsePlainDate('29.02.2024')).toBeNull();
  });

  it('counts age, 29 February birthdays turning older on 1 March', () => {
    const birth = { year: 2008, month: 2, day: 29 };
    expect(ageOn(birth, { year: 2026, month: 2, day: 28 })).toBe(17);
    expect(ageOn(birth, { year: 2026, month: 3, day: 1 })).toBe(18);
    expect(ageOn({ year: 2000, month: 6, day: 15 }, { year: 2018, month: 6, day: 14 })).toBe(17);
    expect(ageOn({ year: 2000, month: 6, day: 15 }, { year: 2018, month: 6, day: 15 })).toBe(18);
  });

  it('round-trips addDays and daysBetween (property)', () => {
    const date = fc
      .date({ min: new Date('1800-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
      .map((d) => ({
        year: d.getUTCFullYear(),
        month: d.getUTCMonth() + 1,
        day: d.getUTCDate(),
      }));
    fc.assert(
      fc.property(date, fc.integer({ min: -5000, max: 5000 }), (d, n) => {
        const later = addDays(d, n);
        return (
          isValidPlainDate(later) &&
          daysBetween(d, later) === n &&
          parsePlainDate(formatPlainDate(later)) !== null
        );
      }),
    );
  });
});
