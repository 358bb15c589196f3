import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isMstsTollDomain,
  mstsLinesOverLimit,
  mstsOverchargeMinor,
  mstsTotalMinor,
  sameMstsTransaction,
  type MstsCharge,
} from './msts';

describe('MSTS overcharge', () => {
  it.each([
    [10_000, 200, 200], // 2 % of 100.00
    [1_234, 150, 19], // 18.51 → 19
    [1_000, 150, 15],
    [33, 150, 0], // 0.495 → 0
    [34, 150, 1], // 0.51 → 1
    [100, 0, 0],
    [100, 10_000, 100],
  ])('%i minor at %i bp is %i', (net, bp, expected) => {
    expect(mstsOverchargeMinor(net, bp)).toBe(expected);
  });

  it('rounds half up and never exceeds the exact share by more than half a unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (net, bp) => {
          const exact = (net * bp) / 10_000;
          const got = mstsOverchargeMinor(net, bp);
          expect(Number.isInteger(got)).toBe(true);
          expect(Math.abs(got - exact)).toBeLessThanOrEqual(0.5);
          if (got - exact === 0.5 || exact - got === 0.5) expect(got).toBeGreaterThan(exact);
        },
      ),
    );
  });

  it('refuses a negative net or a rate outside 0–100 %', () => {
    expect(() => mstsOverchargeMinor(-1, 100)).toThrow(RangeError);
    expect(() => mstsOverchargeMinor(100, 10_001)).toThrow(RangeError);
    expect(() => mstsOverchargeMinor(100, 1.5)).toThrow(RangeError);
  });

  it('totals net, VAT and overcharge', () => {
    expect(mstsTotalMinor({ netMinor: 10_000, vatMinor: 2_000, overchargeMinor: 200 })).toBe(
      12_200,
    );
  });
});

describe('MSTS identities', () => {
  const base = {
    transactionId: 'AT-1',
    plate: 'CA1234AB',
    tollDomain: 'AT-ASFINAG',
    exitAt: '2026-03-02T10:00:00Z',
    netMinor: 1000,
    vatMinor: 200,
    currency: 'EUR',
  };
  it('treats the same transaction written with another offset as the same', () => {
    expect(sameMstsTransaction(base, { ...base, exitAt: '2026-03-02T12:00:00+02:00' })).toBe(true);
  });
  it('sees a changed amount under the same id as a different transaction', () => {
    expect(sameMstsTransaction(base, { ...base, netMinor: 1001 })).toBe(false);
    expect(sameMstsTransaction(base, { ...base, plate: 'CA1234AC' })).toBe(false);
  });
  it('knows a toll domain code', () => {
    expect(isMstsTollDomain('DE-TOLLCOLLECT')).toBe(true);
    expect(isMstsTollDomain('de-tollcollect')).toBe(false);
    expect(isMstsTollDomain('DEU-X')).toBe(false);
  });
});

describe('the Euro-toll credit limit', () => {
  const credit = {
    1: { unbilledMinor: 9_000, limitMinor: 10_000 },
    2: { unbilledMinor: 0, limitMinor: 0 },
  };
  const creditOf = (accountId: number, currency: string) =>
    currency === 'EUR' ? credit[accountId as 1 | 2] : { unbilledMinor: 0, limitMinor: 1_000_000 };

  it('names the lines at which the unbilled sum passes the limit, per contract and currency', () => {
    const charges: MstsCharge[] = [
      { line: 3, accountId: 1, currency: 'EUR', totalMinor: 600 }, // 9,000 + 400 + 600 = 10,000: at the limit
      { line: 2, accountId: 1, currency: 'EUR', totalMinor: 400 },
      { line: 4, accountId: 1, currency: 'BGN', totalMinor: 50_000 }, // another currency, its own limit
      { line: 5, accountId: 1, currency: 'EUR', totalMinor: 1 }, // one unit past it
      { line: 6, accountId: 2, currency: 'EUR', totalMinor: 1 }, // a limit of 0 takes nothing
    ];
    expect(mstsLinesOverLimit(charges, creditOf)).toEqual([5, 6]);
    expect(mstsLinesOverLimit([], creditOf)).toEqual([]);
  });

  it('never takes a batch that would leave a contract over its limit, and refuses only then', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5_000 }), { maxLength: 30 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        (amounts, unbilled, limit) => {
          const charges = amounts.map((totalMinor, i) => ({
            line: i + 1,
            accountId: 7,
            currency: 'EUR',
            totalMinor,
          }));
          const over = mstsLinesOverLimit(charges, () => ({
            unbilledMinor: unbilled,
            limitMinor: limit,
          }));
          const sum = unbilled + amounts.reduce((a, b) => a + b, 0);
          expect(over.length === 0).toBe(amounts.length === 0 || sum <= limit);
          // once over, every later line is over too (amounts are positive)
          if (over.length > 0) expect(over).toEqual(charges.slice(over[0]! - 1).map((c) => c.line));
        },
      ),
    );
  });
});
