import { describe, expect, it } from 'vitest';
import { dayBefore, daysBetween, judgeSettlement, readSettlementText } from './card-settlement';

describe('card settlement rules', () => {
  it('reads a batch line: its day in either form, its gross and fee; nothing else is one', () => {
    expect(readSettlementText('CARD SETTLEMENT 2026-11-20 GROSS 657.27 FEE 9,86')).toEqual({
      day: '2026-11-20',
      grossMinor: 65_727,
      feeMinor: 986,
    });
    expect(readSettlementText('POS settlement 22.11.2026')).toEqual({ day: '2026-11-22', grossMinor: null, feeMinor: null }); // prettier-ignore
    expect(readSettlementText('VPOS BATCH SETTL')).toEqual({ day: null, grossMinor: null, feeMinor: null }); // prettier-ignore
    expect(readSettlementText('Invoice 0000000042 settlement')).toBeNull();
    expect(dayBefore('2026-12-01')).toBe('2026-11-30');
    expect(daysBetween('2026-11-20', '2026-11-25')).toBe(5);
  });

  const none = { day: null, grossMinor: null, feeMinor: null };
  it('matches a batch that pays what is unsettled less a fee of at most 5 %', () => {
    expect(judgeSettlement({ netMinor: 9_800, approvalsMinor: 10_000, settledMinor: 0, stated: none })).toEqual({ status: 'MATCHED', grossMinor: 10_000, feeMinor: 200, differenceMinor: 0 }); // prettier-ignore
    // a stated gross and fee must add up
    const stated = { day: null, grossMinor: 10_000, feeMinor: 150 };
    expect(judgeSettlement({ netMinor: 9_850, approvalsMinor: 10_000, settledMinor: 0, stated }).status).toBe('MATCHED'); // prettier-ignore
    expect(judgeSettlement({ netMinor: 9_800, approvalsMinor: 10_000, settledMinor: 0, stated }).status).toBe('SHORT'); // prettier-ignore
    // the rest of a day a first batch paid part of
    expect(judgeSettlement({ netMinor: 3_920, approvalsMinor: 10_000, settledMinor: 6_000, stated: none }).status).toBe('MATCHED'); // prettier-ignore
  });

  it('calls a batch short when the fee would be more than 5 %, extra when more came', () => {
    expect(judgeSettlement({ netMinor: 9_400, approvalsMinor: 10_000, settledMinor: 0, stated: none })).toMatchObject({ status: 'SHORT', differenceMinor: -600, grossMinor: 9_400, feeMinor: 0 }); // prettier-ignore
    expect(judgeSettlement({ netMinor: 10_100, approvalsMinor: 10_000, settledMinor: 0, stated: none })).toMatchObject({ status: 'EXTRA', differenceMinor: 100 }); // prettier-ignore
    expect(judgeSettlement({ netMinor: 500, approvalsMinor: 0, settledMinor: 0, stated: none }).status).toBe('EXTRA'); // prettier-ignore
    expect(judgeSettlement({ netMinor: 500, approvalsMinor: 10_000, settledMinor: 10_000, stated: none }).status).toBe('EXTRA'); // prettier-ignore
  });
});
