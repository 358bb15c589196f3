import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  endOfSofiaDay,
  formatSofiaDisplay,
  formatSofiaIso,
  fromSofia,
  nextSofiaMidnight,
  parseSofiaIso,
  sofiaDate,
  sofiaOffsetMinutes,
  startOfSofiaDay,
  toSofia,
  toSofiaByIntl,
} from './sofia-time';

const iso = (d: Date) => d.toISOString();
const wall = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0) =>
  fromSofia({ year, month, day, hour, minute, second });

describe('Sofia time', () => {
  it('reads the wall clock in winter and summer', () => {
    expect(toSofia(new Date('2026-01-15T10:00:00Z'))).toEqual({
      year: 2026,
      month: 1,
      day: 15,
      hour: 12,
      minute: 0,
      second: 0,
    });
    expect(toSofia(new Date('2026-07-15T10:00:00Z'))).toEqual({
      year: 2026,
      month: 7,
      day: 15,
      hour: 13,
      minute: 0,
      second: 0,
    });
    expect(toSofia(new Date('2025-12-31T22:00:00Z'))).toEqual({
      year: 2026,
      month: 1,
      day: 1,
      hour: 0,
      minute: 0,
      second: 0,
    });
  });

  it('knows the offsets around the March and October changes', () => {
    expect(sofiaOffsetMinutes(new Date('2026-03-29T00:59:59Z'))).toBe(120);
    expect(sofiaOffsetMinutes(new Date('2026-03-29T01:00:00Z'))).toBe(180);
    expect(sofiaOffsetMinutes(new Date('2026-10-25T00:59:59Z'))).toBe(180);
    expect(sofiaOffsetMinutes(new Date('2026-10-25T01:00:00Z'))).toBe(120);
  });

  it('converts wall-clock times to instants', () => {
    expect(iso(wall(2025, 3, 19, 6, 18, 33))).toBe('2025-03-19T04:18:33.000Z');
    expect(iso(wall(2026, 1, 1))).toBe('2025-12-31T22:00:00.000Z');
    expect(iso(wall(2026, 7, 1, 12))).toBe('2026-07-01T09:00:00.000Z');
  });

  it('moves a time in the March gap forward by an hour', () => {
    expect(iso(wall(2026, 3, 29, 2, 59, 59))).toBe('2026-03-29T00:59:59.000Z');
    expect(iso(wall(2026, 3, 29, 3, 0, 0))).toBe('2026-03-29T01:00:00.000Z'); // = 04:00 EEST
    expect(iso(wall(2026, 3, 29, 3, 30, 0))).toBe('2026-03-29T01:30:00.000Z'); // = 04:30 EEST
    expect(iso(wall(2026, 3, 29, 4, 0, 0))).toBe('2026-03-29T01:00:00.000Z');
  });

  it('takes the first of the two October 03:xx hours', () => {
    expect(iso(wall(2026, 10, 25, 2, 59, 59))).toBe('2026-10-24T23:59:59.000Z');
    expect(iso(wall(2026, 10, 25, 3, 30, 0))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(wall(2026, 10, 25, 4, 0, 0))).toBe('2026-10-25T02:00:00.000Z');
  });

  it('gives the start, end and next midnight of Sofia days', () => {
    expect(iso(startOfSofiaDay({ year: 2026, month: 3, day: 29 }))).toBe(
      '2026-03-28T22:00:00.000Z',
    );
    expect(iso(endOfSofiaDay({ year: 2026, month: 3, day: 29 }))).toBe('2026-03-29T20:59:59.000Z');
    expect(iso(nextSofiaMidnight({ year: 2026, month: 10, day: 25 }))).toBe(
      '2026-10-25T22:00:00.000Z',
    );
    expect(sofiaDate(new Date('2026-10-24T21:00:00Z'))).toEqual({ year: 2026, month: 10, day: 25 });
  });

  it('formats like the public check API', () => {
    const issued = new Date('2025-03-19T04:18:33Z');
    expect(formatSofiaIso(issued)).toBe('2025-03-19T06:18:33');
    expect(formatSofiaDisplay(issued)).toBe('19.03.2025 06:18:33');
    expect(formatSofiaIso(new Date('2026-03-18T21:59:59Z'))).toBe('2026-03-18T23:59:59');
  });

  it('parses zone-less local times', () => {
    expect(iso(parseSofiaIso('2026-03-18T23:59:59') ?? new Date(0))).toBe(
      '2026-03-18T21:59:59.000Z',
    );
    expect(iso(parseSofiaIso('2026-08-01 10:30') ?? new Date(0))).toBe('2026-08-01T07:30:00.000Z');
    expect(parseSofiaIso('2026-02-30T10:00:00')).toBeNull();
    expect(parseSofiaIso('2026-02-01T24:00:00')).toBeNull();
    expect(parseSofiaIso('01.02.2026 10:00')).toBeNull();
  });

  it('round-trips every instant through the wall clock (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1) / 1000, max: Date.UTC(2060, 0, 1) / 1000 }),
        (seconds) => {
          const instant = new Date(seconds * 1000);
          const back = fromSofia(toSofia(instant));
          // the repeated October hour maps to its first occurrence, an hour earlier at most
          const diff = instant.getTime() - back.getTime();
          return diff === 0 || diff === 3_600_000;
        },
      ),
    );
  });

  it('reads the same wall clock as the time-zone database, to the second (property)', () => {
    const around = (iso: string) => new Date(iso).getTime();
    // Every second around this year's changes, then instants anywhere from 1900 to 2200.
    for (const change of ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z', '1997-03-30T01:00:00Z'])
      for (let ms = around(change) - 5_000; ms <= around(change) + 5_000; ms += 250)
        expect(toSofia(new Date(ms)), new Date(ms).toISOString()).toEqual(
          toSofiaByIntl(new Date(ms)),
        );
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1850, 0, 1), max: Date.UTC(2250, 0, 1) }), (ms) => {
        expect(toSofia(new Date(ms))).toEqual(toSofiaByIntl(new Date(ms)));
      }),
      { numRuns: 5_000 },
    );
    expect(() => toSofia(new Date(Number.NaN))).toThrow(RangeError);
  });
});
