import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  duePeriod,
  needsDownloadConfirmation,
  periodStart,
  REPORT_GROUPINGS,
  reportSizeError,
} from './report-rules';

describe('report groupings (§9)', () => {
  it.each([
    ['2026-03-18', 'DAILY', '2026-03-18'], // a Wednesday
    ['2026-03-18', 'WEEKLY', '2026-03-16'],
    ['2026-03-22', 'WEEKLY', '2026-03-16'], // Sunday closes the ISO week
    ['2026-03-23', 'WEEKLY', '2026-03-23'],
    ['2026-01-01', 'WEEKLY', '2025-12-29'], // across the year
    ['2026-03-21', 'WEEKEND', '2026-03-21'],
    ['2026-03-22', 'WEEKEND', '2026-03-21'],
    ['2026-03-20', 'WEEKEND', null], // a Friday
    ['2026-03-18', 'MONTHLY', '2026-03-01'],
    ['2026-03-31', 'QUARTERLY', '2026-01-01'],
    ['2026-04-01', 'QUARTERLY', '2026-04-01'],
    ['2026-12-31', 'QUARTERLY', '2026-10-01'],
    ['2026-12-31', 'YEARLY', '2026-01-01'],
    ['2024-02-29', 'MONTHLY', '2024-02-01'],
  ] as const)('%s %s → %s', (day, grouping, expected) => {
    expect(periodStart(day, grouping)).toBe(expected);
  });

  const days = fc
    .integer({ min: 0, max: 3650 })
    .map((n) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));

  it('a period starts on or before its day, and the start is its own period', () => {
    fc.assert(
      fc.property(days, fc.constantFrom(...REPORT_GROUPINGS), (day, grouping) => {
        const start = periodStart(day, grouping);
        if (start === null) return;
        expect(start <= day).toBe(true);
        expect(periodStart(start, grouping)).toBe(start);
      }),
    );
  });

  it('coarser groupings never split a finer period (day ⊂ week, month ⊂ quarter ⊂ year)', () => {
    fc.assert(
      fc.property(days, (day) => {
        const month = periodStart(day, 'MONTHLY')!;
        expect(periodStart(month, 'QUARTERLY')).toBe(periodStart(day, 'QUARTERLY'));
        expect(periodStart(periodStart(day, 'QUARTERLY')!, 'YEARLY')).toBe(
          periodStart(day, 'YEARLY'),
        );
        const weekend = periodStart(day, 'WEEKEND');
        if (weekend) expect(periodStart(weekend, 'WEEKLY')).toBe(periodStart(day, 'WEEKLY'));
      }),
    );
  });
});

describe('report size and downloads (§5)', () => {
  it('needs at least one result and fewer than the limit', () => {
    expect(reportSizeError(0, 10)).toBe('list.noResults');
    expect(reportSizeError(1, 10)).toBeNull();
    expect(reportSizeError(9, 10)).toBeNull();
    expect(reportSizeError(10, 10)).toBe('report.tooManyResults');
  });
  it('asks before a download with no filter', () => {
    expect(needsDownloadConfirmation({ partnerId: undefined, from: '' })).toBe(true);
    expect(needsDownloadConfirmation({ partnerId: 3, from: '' })).toBe(false);
  });
});

describe('scheduled report periods', () => {
  it.each([
    ['DAILY', '2026-03-01', { from: '2026-02-28', to: '2026-02-28' }],
    ['WEEKLY', '2026-03-16', { from: '2026-03-09', to: '2026-03-15' }],
    ['WEEKLY', '2026-03-17', null],
    ['TWICE_MONTHLY', '2026-03-16', { from: '2026-03-01', to: '2026-03-15' }],
    ['TWICE_MONTHLY', '2026-03-01', { from: '2026-02-16', to: '2026-02-28' }],
    ['TWICE_MONTHLY', '2026-03-02', null],
    ['MONTHLY', '2026-01-01', { from: '2025-12-01', to: '2025-12-31' }],
    ['MONTHLY', '2026-01-02', null],
  ] as const)('%s on %s', (schedule, today, expected) => {
    expect(duePeriod(schedule, today)).toEqual(expected);
  });
});
