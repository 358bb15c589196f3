import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  duePeriod,
  needsDownloadConfirmation,
  periodStart,
  REPORT_GROUPINGS,
  REPORT_SCHEDULES,
  reportFitsPartner,
  reportSizeError,
  schedulePeriodOf,
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
    ['FIVE_DAY', '2026-03-06', { from: '2026-03-01', to: '2026-03-05' }],
    ['FIVE_DAY', '2026-03-26', { from: '2026-03-21', to: '2026-03-25' }],
    ['FIVE_DAY', '2026-03-01', { from: '2026-02-26', to: '2026-02-28' }],
    ['FIVE_DAY', '2024-03-01', { from: '2024-02-26', to: '2024-02-29' }],
    ['FIVE_DAY', '2026-03-07', null],
    ['TWICE_WEEKLY', '2026-03-19', { from: '2026-03-16', to: '2026-03-18' }], // Thursday
    ['TWICE_WEEKLY', '2026-03-23', { from: '2026-03-19', to: '2026-03-22' }], // Monday
    ['TWICE_WEEKLY', '2026-03-20', null],
    ['QUARTERLY', '2026-04-01', { from: '2026-01-01', to: '2026-03-31' }],
    ['QUARTERLY', '2026-01-01', { from: '2025-10-01', to: '2025-12-31' }],
    ['QUARTERLY', '2026-05-01', null],
    ['YEARLY', '2026-01-01', { from: '2025-01-01', to: '2025-12-31' }],
    ['YEARLY', '2026-07-01', null],
  ] as const)('%s on %s', (schedule, today, expected) => {
    expect(duePeriod(schedule, today)).toEqual(expected);
  });

  const days = (from: string, count: number) =>
    Array.from({ length: count }, (_, i) =>
      new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
    );

  it('tiles the calendar: every day is reported once, in the period that holds it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REPORT_SCHEDULES),
        fc.integer({ min: 0, max: 3_000 }),
        (schedule, offset) => {
          // 400 consecutive run days from a start between 2023 and 2031
          const runDays = days(days('2023-01-01', offset + 1).at(-1)!, 400);
          const reported = new Map<string, number>();
          for (const today of runDays) {
            const period = duePeriod(schedule, today);
            if (!period) continue;
            // the period ends the day before the run and starts no later
            const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000);
            expect(period.to).toBe(yesterday.toISOString().slice(0, 10));
            expect(period.from <= period.to).toBe(true);
            for (const d of days(period.from, 400)) {
              if (d > period.to) break;
              reported.set(d, (reported.get(d) ?? 0) + 1);
              expect(schedulePeriodOf(d, schedule)).toEqual(period);
            }
          }
          // every day between the first and the last reported day is reported exactly once
          const all = [...reported.keys()].sort();
          const span = days(all[0]!, 400).filter((d) => d <= all.at(-1)!);
          for (const d of span) expect(reported.get(d)).toBe(1);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('which partners a report is for', () => {
  it('gives toll customers the toll reports and the others the sales reports', () => {
    expect(reportFitsPartner('TOLL_TRANSACTIONS', 'TOLL_CUSTOMER')).toBe(true);
    expect(reportFitsPartner('MSTS_SUMMARY', 'TOLL_CUSTOMER')).toBe(true);
    expect(reportFitsPartner('SALES_BY_POS_PRODUCT', 'TOLL_CUSTOMER')).toBe(false);
    expect(reportFitsPartner('COMMISSIONS', 'COMMISSIONER')).toBe(true);
    expect(reportFitsPartner('TOLL_OBLIGATIONS', 'SALE_PARTNER')).toBe(false);
  });
});
