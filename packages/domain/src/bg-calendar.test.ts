import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  bulgarianHolidays,
  isBulgarianBusinessDay,
  orthodoxEaster,
} from './bg-calendar';
import { formatPlainDate, parsePlainDate } from './plain-date';

const d = (text: string) => parsePlainDate(text)!;

describe('Bulgarian calendar', () => {
  it('knows Orthodox Easter', () => {
    expect(formatPlainDate(orthodoxEaster(2024))).toBe('2024-05-05');
    expect(formatPlainDate(orthodoxEaster(2025))).toBe('2025-04-20');
    expect(formatPlainDate(orthodoxEaster(2026))).toBe('2026-04-12');
    expect(formatPlainDate(orthodoxEaster(2027))).toBe('2027-05-02');
  });

  it('has Good Friday to Easter Monday and the fixed holidays', () => {
    const days = bulgarianHolidays(2026);
    for (const day of [
      '2026-04-10',
      '2026-04-11',
      '2026-04-12',
      '2026-04-13',
      '2026-03-03',
      '2026-09-22',
    ])
      expect(days.has(day)).toBe(true);
    expect(isBulgarianBusinessDay(d('2026-04-13'))).toBe(false);
    expect(isBulgarianBusinessDay(d('2026-04-14'))).toBe(true);
  });

  it('moves a weekend holiday to the next working day (Christmas 2022: 27 and 28 December)', () => {
    const days = bulgarianHolidays(2022);
    expect(days.has('2022-12-27')).toBe(true);
    expect(days.has('2022-12-28')).toBe(true);
    expect(days.has('2022-12-29')).toBe(false);
    // 3 March 2024 is a Sunday: Monday 4 March is off
    expect(bulgarianHolidays(2024).has('2024-03-04')).toBe(true);
  });

  it('counts business days over weekends and holidays', () => {
    // Thursday 9 April 2026 + 1 business day: Good Friday to Easter Monday are off → Tuesday 14th
    expect(formatPlainDate(addBusinessDays(d('2026-04-09'), 1))).toBe('2026-04-14');
    expect(formatPlainDate(addBusinessDays(d('2026-03-06'), 0))).toBe('2026-03-06');
    expect(formatPlainDate(addBusinessDays(d('2026-03-07'), 0))).toBe('2026-03-09');
  });
});
