import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPlainDate, parsePlainDate } from './plain-date';
import {
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
