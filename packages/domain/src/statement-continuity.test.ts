import { describe, expect, it } from 'vitest';
import { continuityFindings, statementNumber, type StatementPoint } from './statement-continuity';

const day = (over: Partial<StatementPoint>): StatementPoint => ({
  sequence: null,
  openingBalanceMinor: 1000,
  closingBalanceMinor: 1500,
  openingDate: '2026-11-02',
  closingDate: '2026-11-02',
  ...over,
});

describe('statement continuity', () => {
  it('reads statement numbers with and without a page', () => {
    expect(statementNumber('00012/001')).toEqual([12, 1]);
    expect(statementNumber('12')).toEqual([12, null]);
    expect(statementNumber('ABC')).toBeNull();
    expect(statementNumber(null)).toBeNull();
  });

  it('accepts the next statement: same balance, next number or page, next business day', () => {
    const monday = day({ sequence: '00012/001', closingDate: '2026-11-02' });
    const tuesday = day({
      sequence: '00013/001',
      openingBalanceMinor: 1500,
      openingDate: '2026-11-03',
      closingDate: '2026-11-03',
    });
    expect(continuityFindings(monday, tuesday)).toEqual([]);
    // the second page of the same statement
    expect(
      continuityFindings(monday, { ...monday, sequence: '00012/002', openingBalanceMinor: 1500 }),
    ).toEqual([]);
    // Friday to Monday skips only the weekend
    expect(
      continuityFindings(
        day({ closingDate: '2026-11-06' }),
        day({ openingBalanceMinor: 1500, openingDate: '2026-11-09' }),
      ),
    ).toEqual([]);
  });

  it('finds a balance gap, a number gap, a skipped business day and an overlap', () => {
    const previous = day({ sequence: '12', closingDate: '2026-11-02' });
    expect(
      continuityFindings(previous, {
        sequence: '14',
        openingBalanceMinor: 1400,
        closingBalanceMinor: 2000,
        openingDate: '2026-11-04',
        closingDate: '2026-11-04',
      }),
    ).toEqual([
      { kind: 'balance', previousClosingMinor: 1500, openingMinor: 1400 },
      { kind: 'number', previous: '12', current: '14' },
      { kind: 'skippedDays', from: '2026-11-03', to: '2026-11-03', days: 1 },
    ]);
    expect(
      continuityFindings(
        previous,
        day({ sequence: '12', openingBalanceMinor: 1500, openingDate: '2026-11-01' }),
      ),
    ).toEqual([
      { kind: 'number', previous: '12', current: '12' },
      { kind: 'overlap', previousClosingDate: '2026-11-02', openingDate: '2026-11-01' },
    ]);
  });
});
