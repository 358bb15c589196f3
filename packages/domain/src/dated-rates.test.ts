import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDatedChange, planDatedChange, type DatedRow } from './dated-rates';

const DAY = 86_400_000;
const rateAt = (rows: readonly DatedRow[], t: number) =>
  rows.filter((r) => r.validFrom <= t && (r.validTo === null || t < r.validTo)).map((r) => r.id);

describe('dated rates', () => {
  const history: DatedRow[] = [
    { id: 1, validFrom: 0, validTo: 10 * DAY },
    { id: 2, validFrom: 10 * DAY, validTo: null },
  ];

  it('ends the row in force at the new start and runs the new one to its old end', () => {
    expect(planDatedChange(history, 20 * DAY, 15 * DAY)).toEqual({
      ok: true,
      close: 2,
      validTo: null,
    });
  });

  it('refuses a day already begun, and a second change on the same day', () => {
    expect(planDatedChange(history, 14 * DAY, 15 * DAY)).toEqual({
      ok: false,
      code: 'rates.notFuture',
    });
    const scheduled = [...history.slice(0, 1), { id: 2, validFrom: 10 * DAY, validTo: 30 * DAY }];
    scheduled.push({ id: 3, validFrom: 30 * DAY, validTo: null });
    expect(planDatedChange(scheduled, 30 * DAY, 15 * DAY)).toEqual({
      ok: false,
      code: 'rates.changeExists',
    });
    // before a scheduled change: the new rate runs until it
    expect(planDatedChange(scheduled, 20 * DAY, 15 * DAY)).toEqual({
      ok: true,
      close: 2,
      validTo: 30 * DAY,
    });
  });

  it('keeps every cell free of overlaps and never changes a moment before the earliest', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -20, max: 60 }), { maxLength: 12 }),
        fc.integer({ min: 0, max: 40 }),
        (starts, today) => {
          let rows: DatedRow[] = [{ id: 0, validFrom: -100 * DAY, validTo: null }];
          const earliest = today * DAY;
          const before = new Map(
            Array.from({ length: 100 }, (_, i) => [(i - 50) * DAY, rateAt(rows, (i - 50) * DAY)]),
          );
          starts.forEach((start, i) => {
            const plan = planDatedChange(rows, start * DAY, earliest);
            if (!plan.ok) {
              expect(start * DAY < earliest || rows.some((r) => r.validFrom === start * DAY)).toBe(
                true,
              );
              return;
            }
            rows = applyDatedChange(rows, start * DAY, plan, i + 1);
          });
          for (let t = -100; t <= 80; t += 1) {
            // exactly one rate at every moment: no overlap, no gap
            expect(rateAt(rows, t * DAY)).toHaveLength(1);
          }
          for (const [t, ids] of before) if (t < earliest) expect(rateAt(rows, t)).toEqual(ids);
        },
      ),
    );
  });
});
