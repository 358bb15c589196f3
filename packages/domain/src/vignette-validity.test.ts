import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSofiaIso, toSofia } from './sofia-time';
import type { VignettePeriod } from './vignette-products';
import {
  isWithinWindow,
  lastDayAfterMonths,
  type ValidityWindow,
  validityWindow,
  vignetteStateAt,
  weekendFriday,
  windowEnd,
  windowsOverlap,
} from './vignette-validity';

const local = (text: string) => {
  const date = parseSofiaIso(text);
  if (!date) throw new Error(text);
  return date;
};
const utc = (w: ValidityWindow) => [w.from.toISOString(), w.to.toISOString()];
const win = (period: VignettePeriod, start: string) => utc(validityWindow(period, local(start)));

describe('validity windows', () => {
  it('annual: to the end of the day before the same date a year later (the FACTS example)', () => {
    expect(win('ANNUAL', '2025-03-19T06:18:33')).toEqual([
      '2025-03-19T04:18:33.000Z',
      '2026-03-18T21:59:59.000Z',
    ]);
    expect(win('ANNUAL', '2024-02-29T10:00')).toEqual([
      '2024-02-29T08:00:00.000Z',
      '2025-02-28T21:59:59.000Z',
    ]);
    expect(win('ANNUAL', '2024-02-28T10:00')).toEqual([
      '2024-02-28T08:00:00.000Z',
      '2025-02-27T21:59:59.000Z',
    ]);
  });

  it('monthly and quarterly: clamped to the last day when the date does not exist', () => {
    expect(win('MONTHLY', '2025-01-31T10:00')).toEqual([
      '2025-01-31T08:00:00.000Z',
      '2025-02-28T21:59:59.000Z',
    ]);
    expect(win('MONTHLY', '2025-01-30T10:00')[1]).toBe('2025-02-28T21:59:59.000Z');
    expect(win('MONTHLY', '2025-01-28T10:00')[1]).toBe('2025-02-27T21:59:59.000Z');
    expect(win('MONTHLY', '2024-01-29T10:00')[1]).toBe('2024-02-28T21:59:59.000Z');
    expect(win('MONTHLY', '2024-01-30T10:00')[1]).toBe('2024-02-29T21:59:59.000Z');
    expect(win('MONTHLY', '2025-03-31T10:00')[1]).toBe('2025-04-30T20:59:59.000Z');
    expect(win('QUARTERLY', '2025-11-30T10:00')).toEqual([
      '2025-11-30T08:00:00.000Z',
      '2026-02-28T21:59:59.000Z',
    ]);
    expect(win('QUARTERLY', '2025-12-15T09:00')).toEqual([
      '2025-12-15T07:00:00.000Z',
      '2026-03-14T21:59:59.000Z',
    ]);
    expect(lastDayAfterMonths({ year: 2025, month: 12, day: 31 }, 2)).toEqual({
      year: 2026,
      month: 2,
      day: 28,
    });
  });

  it('monthly and weekly across the March and October changes', () => {
    // starts in winter time (UTC+2), ends in summer time (UTC+3)
    expect(win('MONTHLY', '2026-03-15T12:00')).toEqual([
      '2026-03-15T10:00:00.000Z',
      '2026-04-14T20:59:59.000Z',
    ]);
    expect(win('WEEKLY', '2026-03-25T10:00')).toEqual([
      '2026-03-25T08:00:00.000Z',
      '2026-03-31T20:59:59.000Z',
    ]);
    // starts in summer time, ends in winter time
    expect(win('WEEKLY', '2026-10-20T08:00')).toEqual([
      '2026-10-20T05:00:00.000Z',
      '2026-10-26T21:59:59.000Z',
    ]);
    expect(win('MONTHLY', '2026-10-10T08:00')).toEqual([
      '2026-10-10T05:00:00.000Z',
      '2026-11-09T21:59:59.000Z',
    ]);
  });

  it('daily: 24 elapsed hours, also over the changes', () => {
    expect(win('DAILY', '2026-05-10T14:30:15')).toEqual([
      '2026-05-10T11:30:15.000Z',
      '2026-05-11T11:30:14.000Z',
    ]);
    // 28 March 10:00 EET → 29 March 10:59:59 EEST
    expect(win('DAILY', '2026-03-28T10:00')).toEqual([
      '2026-03-28T08:00:00.000Z',
      '2026-03-29T07:59:59.000Z',
    ]);
    expect(toSofia(validityWindow('DAILY', local('2026-03-28T10:00')).to).hour).toBe(10);
    // 24 October 10:00 EEST → 25 October 08:59:59 EET
    expect(win('DAILY', '2026-10-24T10:00')).toEqual([
      '2026-10-24T07:00:00.000Z',
      '2026-10-25T06:59:59.000Z',
    ]);
    expect(utc(validityWindow('DAILY', new Date('2026-05-10T11:30:15.750Z')))[0]).toBe(
      '2026-05-10T11:30:15.000Z',
    );
  });

  it('weekend: Friday 12:00 to Sunday 23:59:59 of the weekend containing or following the start', () => {
    // Wednesday → the coming weekend, over the March change
    expect(win('WEEKEND', '2026-03-25T10:00')).toEqual([
      '2026-03-27T10:00:00.000Z',
      '2026-03-29T20:59:59.000Z',
    ]);
    // Friday before noon → that Friday from noon
    expect(win('WEEKEND', '2026-03-27T11:59')).toEqual([
      '2026-03-27T10:00:00.000Z',
      '2026-03-29T20:59:59.000Z',
    ]);
    // Friday afternoon and Saturday → from the start itself
    expect(win('WEEKEND', '2026-03-27T12:30')).toEqual([
      '2026-03-27T10:30:00.000Z',
      '2026-03-29T20:59:59.000Z',
    ]);
    expect(win('WEEKEND', '2026-03-28T15:00')).toEqual([
      '2026-03-28T13:00:00.000Z',
      '2026-03-29T20:59:59.000Z',
    ]);
    // Sunday (after the change) still belongs to that weekend
    expect(win('WEEKEND', '2026-03-29T22:00')).toEqual([
      '2026-03-29T19:00:00.000Z',
      '2026-03-29T20:59:59.000Z',
    ]);
    // Monday → the next weekend; the October change
    expect(win('WEEKEND', '2026-10-19T00:00')).toEqual([
      '2026-10-23T09:00:00.000Z',
      '2026-10-25T21:59:59.000Z',
    ]);
    expect(win('WEEKEND', '2026-10-25T23:59:59')).toEqual([
      '2026-10-25T21:59:59.000Z',
      '2026-10-25T21:59:59.000Z',
    ]);
  });

  it('finds the weekend Friday', () => {
    expect(weekendFriday(local('2026-05-11T08:00'))).toEqual({ year: 2026, month: 5, day: 15 }); // Monday
    expect(weekendFriday(local('2026-05-15T20:00'))).toEqual({ year: 2026, month: 5, day: 15 }); // Friday
    expect(weekendFriday(local('2026-05-16T08:00'))).toEqual({ year: 2026, month: 5, day: 15 }); // Saturday
    expect(weekendFriday(local('2026-05-17T23:00'))).toEqual({ year: 2026, month: 5, day: 15 }); // Sunday
  });

  it('tells the check states and overlaps, the last second included', () => {
    const w = validityWindow('ANNUAL', local('2025-03-19T06:18:33'));
    expect(vignetteStateAt(w, local('2025-03-19T06:18:32'))).toBe('NOT_STARTED');
    expect(vignetteStateAt(w, local('2025-03-19T06:18:33'))).toBe('ACTIVE');
    expect(vignetteStateAt(w, new Date('2026-03-18T21:59:59.999Z'))).toBe('ACTIVE');
    expect(vignetteStateAt(w, new Date('2026-03-18T22:00:00Z'))).toBe('EXPIRED');
    expect(windowEnd(w).toISOString()).toBe('2026-03-18T22:00:00.000Z');
    const next = validityWindow('ANNUAL', windowEnd(w));
    expect(windowsOverlap(w, next)).toBe(false);
    expect(windowsOverlap(w, validityWindow('WEEKLY', local('2026-03-18T23:59:59')))).toBe(true);
    expect(isWithinWindow(w, local('2025-06-01T00:00'))).toBe(true);
  });

  it('never ends before it starts; calendar periods end at 23:59:59 Sofia; back-to-back windows do not overlap (property)', () => {
    const instant = fc
      .integer({ min: Date.UTC(2019, 0, 1) / 1000, max: Date.UTC(2040, 0, 1) / 1000 })
      .map((s) => new Date(s * 1000));
    const period = fc.constantFrom<VignettePeriod>(
      'DAILY',
      'WEEKEND',
      'WEEKLY',
      'MONTHLY',
      'QUARTERLY',
      'ANNUAL',
    );
    fc.assert(
      fc.property(period, instant, (p, start) => {
        const w = validityWindow(p, start);
        const next = validityWindow(p, windowEnd(w));
        const end = toSofia(w.to);
        const calendarEnd =
          p === 'DAILY' || (end.hour === 23 && end.minute === 59 && end.second === 59);
        return (
          w.from <= w.to &&
          w.from.getTime() >= Math.floor(start.getTime() / 1000) * 1000 &&
          calendarEnd &&
          !windowsOverlap(w, next)
        );
      }),
    );
  });

  it('a later start never ends earlier, and lengths stay in bounds (property)', () => {
    const instant = fc
      .integer({ min: Date.UTC(2019, 0, 1) / 1000, max: Date.UTC(2040, 0, 1) / 1000 })
      .map((s) => new Date(s * 1000));
    const bounds: Record<'WEEKLY' | 'MONTHLY' | 'QUARTERLY' | 'ANNUAL', [number, number]> = {
      WEEKLY: [6, 7],
      MONTHLY: [27, 31],
      QUARTERLY: [88, 92],
      ANNUAL: [364, 366],
    };
    fc.assert(
      fc.property(
        fc.constantFrom('WEEKLY', 'MONTHLY', 'QUARTERLY', 'ANNUAL' as const),
        instant,
        fc.integer({ min: 0, max: 86400 * 40 }),
        (p, a, gap) => {
          const b = new Date(a.getTime() + gap * 1000);
          const wa = validityWindow(p, a);
          const wb = validityWindow(p, b);
          const days = (wa.to.getTime() - wa.from.getTime()) / 86_400_000;
          const [min, max] = bounds[p];
          return wb.to >= wa.to && days >= min - 0.05 && days <= max + 0.05;
        },
      ),
    );
  });
});
