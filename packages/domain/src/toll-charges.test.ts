import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPlainDate, parsePlainDate } from './plain-date';
import {
  tollExitInWindow,
  tollLiveWindow,
  coverPrepaidCharge,
  lowBalanceThreshold,
  obligationDueDate,
  obligationPeriodOf,
} from './toll-charges';

const d = (text: string) => parsePlainDate(text)!;
const f = (p: { start: ReturnType<typeof d>; end: ReturnType<typeof d> }) =>
  `${formatPlainDate(p.start)}..${formatPlainDate(p.end)}`;

describe('prepaid cover', () => {
  it('draws the main balance down to minus the credit limit, then the secondary', () => {
    expect(
      coverPrepaidCharge(300, { mainMinor: 500, secondaryMinor: 0, creditLimitMinor: 0 }),
    ).toEqual({ fromMain: 300, fromSecondary: 0 });
    expect(
      coverPrepaidCharge(700, { mainMinor: 500, secondaryMinor: 100, creditLimitMinor: 200 }),
    ).toEqual({ fromMain: 700, fromSecondary: 0 });
    expect(
      coverPrepaidCharge(750, { mainMinor: 500, secondaryMinor: 100, creditLimitMinor: 200 }),
    ).toEqual({ fromMain: 700, fromSecondary: 50 });
    expect(
      coverPrepaidCharge(801, { mainMinor: 500, secondaryMinor: 100, creditLimitMinor: 200 }),
    ).toBeNull();
  });

  it('never takes more than is available, and covers exactly the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: -1e5, max: 1e6 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 0, max: 1e5 }),
        (amount, main, secondary, limit) => {
          const cover = coverPrepaidCharge(amount, {
            mainMinor: main,
            secondaryMinor: secondary,
            creditLimitMinor: limit,
          });
          const available = Math.max(0, main + limit) + secondary;
          if (cover === null) return amount > available;
          return (
            cover.fromMain + cover.fromSecondary === amount &&
            main - cover.fromMain >= Math.min(main, -limit) &&
            cover.fromSecondary <= secondary
          );
        },
      ),
    );
  });
});

describe('obligation periods and due dates', () => {
  it('cuts periods', () => {
    expect(f(obligationPeriodOf(d('2026-03-11'), 'DAILY'))).toBe('2026-03-11..2026-03-11');
    expect(f(obligationPeriodOf(d('2026-03-11'), 'WEEKLY'))).toBe('2026-03-09..2026-03-15');
    expect(f(obligationPeriodOf(d('2026-03-11'), 'TWICE_PER_WEEK'))).toBe('2026-03-09..2026-03-11');
    expect(f(obligationPeriodOf(d('2026-03-12'), 'TWICE_PER_WEEK'))).toBe('2026-03-12..2026-03-15');
    expect(f(obligationPeriodOf(d('2026-03-31'), 'FIVE_DAY'))).toBe('2026-03-26..2026-03-31');
    expect(f(obligationPeriodOf(d('2026-02-16'), 'BI_WEEKLY'))).toBe('2026-02-16..2026-02-28');
  });

  it('counts due days as calendar or business days with postponement', () => {
    // period ends Thursday 9 April 2026; Orthodox Easter 10–13 April
    const end = d('2026-04-09');
    expect(
      formatPlainDate(
        obligationDueDate(end, { duePaymentDays: 3, dueDaysCounter: 'BUSINESS', postponeDays: 0 }),
      ),
    ).toBe('2026-04-16');
    // calendar: 12 April is Easter Sunday → moves to Tuesday 14th
    expect(
      formatPlainDate(
        obligationDueDate(end, { duePaymentDays: 3, dueDaysCounter: 'CALENDAR', postponeDays: 0 }),
      ),
    ).toBe('2026-04-14');
    expect(
      formatPlainDate(
        obligationDueDate(end, { duePaymentDays: 3, dueDaysCounter: 'CALENDAR', postponeDays: 2 }),
      ),
    ).toBe('2026-04-14');
    expect(
      formatPlainDate(
        obligationDueDate(end, { duePaymentDays: 3, dueDaysCounter: 'CALENDAR', postponeDays: 6 }),
      ),
    ).toBe('2026-04-20');
  });
});

describe('low-balance threshold', () => {
  it('is the percent of the larger of initial payment and credit limit', () => {
    expect(
      lowBalanceThreshold({
        lowBalancePercent: 20,
        initialPaymentMinor: 10000,
        creditLimitMinor: 0,
      }),
    ).toBe(2000);
    expect(
      lowBalanceThreshold({
        lowBalancePercent: null,
        initialPaymentMinor: 10000,
        creditLimitMinor: 0,
      }),
    ).toBeNull();
    expect(
      lowBalanceThreshold({ lowBalancePercent: 20, initialPaymentMinor: 0, creditLimitMinor: 0 }),
    ).toBeNull();
  });
});

describe('the live window of toll transactions', () => {
  const now = new Date('2026-11-29T10:00:00Z');
  it('keeps the current month and the ones before it, whole months in UTC', () => {
    expect(tollLiveWindow(now, 25).from?.toISOString()).toBe('2024-11-01T00:00:00.000Z');
    expect(tollLiveWindow(now, 1).from?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(tollLiveWindow(new Date('2026-01-15T00:00:00Z'), 2).from?.toISOString()).toBe(
      '2025-12-01T00:00:00.000Z',
    );
    expect(tollLiveWindow(now, 0).from).toBeNull();
  });
  it('takes an exit inside it and up to a day ahead, and refuses the rest', () => {
    expect(tollExitInWindow(new Date('2024-11-01T00:00:00Z'), now, 25)).toBe(true);
    expect(tollExitInWindow(new Date('2024-10-31T23:59:59Z'), now, 25)).toBe(false);
    expect(tollExitInWindow(new Date('2026-11-30T10:00:00Z'), now, 25)).toBe(true);
    expect(tollExitInWindow(new Date('2026-11-30T10:00:01Z'), now, 25)).toBe(false);
    expect(tollExitInWindow(new Date('1990-01-01T00:00:00Z'), now, 0)).toBe(true);
  });
  it('a month inside the window is never before its start (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 120 }),
        (at, months) => {
          const from = tollLiveWindow(at, months).from!;
          expect(from.getTime()).toBeLessThanOrEqual(at.getTime());
          expect(from.getUTCDate()).toBe(1);
          expect(tollExitInWindow(at, at, months)).toBe(true);
        },
      ),
    );
  });
});
