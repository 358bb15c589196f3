import { expect } from 'vitest';
import type { Currency } from '@toll/domain/money';
import { addDays, type PlainDate } from '@toll/domain/plain-date';
import { sofiaDate, startOfSofiaDay } from '@toll/domain/sofia-time';
import type { Executor } from '../platform/db/database';
import { trialBalance } from '../modules/ledger/reports';

/**
 * The trial balance of whole Sofia days, read from `ledger_daily` (either side of `from`, and as
 * the service chooses), equals the one read from the entries, for windows around `around` and
 * today (the day itself; the two days after it, with no movements but an opening balance) and
 * ten years.
 */
export async function expectDailyTrialBalanceMatchesEntries(
  exec: Executor,
  around: Date,
  currency?: Currency,
): Promise<void> {
  const windows: [PlainDate, PlainDate][] = [];
  const days = new Map(
    [sofiaDate(around), sofiaDate(new Date())].map((d) => [`${d.year}-${d.month}-${d.day}`, d]),
  );
  for (const day of days.values())
    windows.push([day, addDays(day, 1)], [addDays(day, 1), addDays(day, 3)]);
  windows.push([
    { year: 2020, month: 1, day: 1 },
    { year: 2030, month: 1, day: 1 },
  ]);
  for (const [fromDay, toDay] of windows) {
    const period = { from: startOfSofiaDay(fromDay), to: startOfSofiaDay(toDay), currency };
    const entries = await trialBalance(exec, { ...period, read: 'entries' });
    const label = `${period.from.toISOString()} – ${period.to.toISOString()}`;
    expect(await trialBalance(exec, period), label).toEqual(entries);
    expect(await trialBalance(exec, { ...period, read: 'before' }), `${label}, before`).toEqual(
      entries,
    );
    expect(await trialBalance(exec, { ...period, read: 'after' }), `${label}, after`).toEqual(
      entries,
    );
  }
}
