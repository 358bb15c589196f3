import { describe, expect, it } from 'vitest';
import { partnerObligationState, partnerPeriodOf } from './partner-obligations';

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('partner obligation periods', () => {
  it('splits days by the reporting period, monthly included', () => {
    expect(partnerPeriodOf(d(2026, 2, 17), 'MONTHLY')).toEqual({
      start: d(2026, 2, 1),
      end: d(2026, 2, 28),
    });
    expect(partnerPeriodOf(d(2028, 2, 29), 'MONTHLY').end).toEqual(d(2028, 2, 29));
    // 2026-06-10 is a Wednesday
    expect(partnerPeriodOf(d(2026, 6, 10), 'WEEKLY')).toEqual({
      start: d(2026, 6, 8),
      end: d(2026, 6, 14),
    });
    expect(partnerPeriodOf(d(2026, 6, 10), 'DAILY')).toEqual({
      start: d(2026, 6, 10),
      end: d(2026, 6, 10),
    });
    expect(partnerPeriodOf(d(2026, 6, 16), 'BI_WEEKLY').start).toEqual(d(2026, 6, 16));
  });

  it('is due the due days after the period, late within the delay days, overdue after', () => {
    const terms = { duePaymentDays: 10, delayDays: 5 };
    const end = d(2026, 5, 31);
    expect(partnerObligationState(end, 100, terms, d(2026, 6, 10))).toMatchObject({
      dueDate: d(2026, 6, 10),
      graceEnd: d(2026, 6, 15),
      daysLate: 0,
      status: 'NOT_DUE',
    });
    expect(partnerObligationState(end, 100, terms, d(2026, 6, 11))).toMatchObject({
      daysLate: 1,
      status: 'IN_DELAY',
    });
    expect(partnerObligationState(end, 100, terms, d(2026, 6, 15)).status).toBe('IN_DELAY');
    expect(partnerObligationState(end, 100, terms, d(2026, 6, 16))).toMatchObject({
      daysLate: 6,
      status: 'OVERDUE',
    });
    // nothing owed (commissions cover the sales, or a card-only partner): settled, never late
    expect(partnerObligationState(end, 0, terms, d(2026, 7, 1))).toMatchObject({
      daysLate: 0,
      status: 'SETTLED',
    });
    expect(partnerObligationState(end, -500, terms, d(2026, 7, 1)).status).toBe('SETTLED');
  });
});
