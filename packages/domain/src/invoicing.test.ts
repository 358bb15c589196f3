import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dueFeePeriods,
  formatDocumentNumber,
  invoiceTotals,
  invoicingDate,
  lineAmounts,
  vatOf,
} from './invoicing';
import { formatPlainDate } from './plain-date';

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('VAT and totals', () => {
  it('rounds VAT half away from zero per line', () => {
    expect(vatOf(1000, 20)).toBe(200);
    expect(vatOf(1, 20)).toBe(0); // 0.2 cent
    expect(vatOf(3, 20)).toBe(1); // 0.6 cent
    expect(vatOf(-3, 20)).toBe(-1);
    expect(vatOf(5, 10)).toBe(1); // 0.5 cent
    expect(vatOf(1234, 0)).toBe(0);
  });

  it('keeps gross = net + VAT, and totals the sum of lines', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 1000 }),
            unitPriceMinor: fc.integer({ min: 0, max: 10_000_000 }),
            vatPercent: fc.constantFrom(0, 9, 20),
          }),
          { maxLength: 20 },
        ),
        (lines) => {
          const total = invoiceTotals(lines);
          expect(total.grossMinor).toBe(total.netMinor + total.vatMinor);
          expect(total.netMinor).toBe(lines.reduce((s, l) => s + lineAmounts(l).netMinor, 0));
          for (const l of lines) {
            const a = lineAmounts(l);
            expect(Math.abs(a.vatMinor * 100 - a.netMinor * l.vatPercent)).toBeLessThanOrEqual(50);
          }
        },
      ),
    );
  });
});

describe('document numbers', () => {
  it('are ten digits', () => {
    expect(formatDocumentNumber(1)).toBe('0000000001');
    expect(formatDocumentNumber(1_000_000_123)).toBe('1000000123');
    expect(() => formatDocumentNumber(0)).toThrow(RangeError);
    expect(() => formatDocumentNumber(10_000_000_000)).toThrow(RangeError);
  });
});

describe('fee periods', () => {
  const keys = (today: ReturnType<typeof d>, days: number, freq: number) =>
    dueFeePeriods(today, days, freq).map(
      (p) => `${formatPlainDate(p.start)}…${formatPlainDate(p.end)}`,
    );

  it('owes the current month, and the next once within the days in advance', () => {
    expect(keys(d(2026, 11, 10), 10, 1)).toEqual(['2026-11-01…2026-11-30']);
    expect(keys(d(2026, 11, 21), 10, 1)).toEqual([
      '2026-11-01…2026-11-30',
      '2026-12-01…2026-12-31',
    ]);
    expect(keys(d(2026, 12, 25), 10, 1)).toEqual([
      '2026-12-01…2026-12-31',
      '2027-01-01…2027-01-31',
    ]);
  });

  it('owes calendar years on a yearly contract', () => {
    expect(keys(d(2026, 6, 1), 10, 2)).toEqual(['2026-01-01…2026-12-31']);
    expect(keys(d(2026, 12, 22), 10, 2)).toEqual([
      '2026-01-01…2026-12-31',
      '2027-01-01…2027-12-31',
    ]);
    expect(dueFeePeriods(d(2026, 6, 1), 10, 2)[0]!.months).toBe(12);
  });

  it('invoices on the invoicing day, clamped to the month', () => {
    expect(formatPlainDate(invoicingDate(d(2026, 2, 1), 31))).toBe('2026-02-28');
    expect(formatPlainDate(invoicingDate(d(2026, 3, 1), 5))).toBe('2026-03-05');
  });
});
