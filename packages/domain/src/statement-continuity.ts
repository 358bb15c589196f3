import { isBulgarianBusinessDay } from './bg-calendar';
import { addDays, compareDates, formatPlainDate, parsePlainDate } from './plain-date';

/**
 * Continuity of a bank account's statements (issue #35 item 3): a statement proves it follows the
 * previous one of the same account when its opening balance is that one's closing balance, its
 * number is the next one (or the next page of the same statement) and no Bulgarian business day
 * lies between the previous closing date and its opening date, nor do the two overlap. Each
 * finding is a gap or an overlap the accountant accepts with a reason, or the file is held.
 */
export type StatementPoint = {
  /** The bank's statement number and page ("00012/001" MT940 28C, "12" camt.053), if any. */
  sequence: string | null;
  openingBalanceMinor: number;
  closingBalanceMinor: number;
  openingDate: string | null;
  closingDate: string | null;
};

export type ContinuityFinding =
  | { kind: 'balance'; previousClosingMinor: number; openingMinor: number }
  | { kind: 'number'; previous: string; current: string }
  | { kind: 'skippedDays'; from: string; to: string; days: number }
  | { kind: 'overlap'; previousClosingDate: string; openingDate: string };

/** "00012/001" → [12, 1]; "12" → [12, null]; not a number → null. */
export function statementNumber(sequence: string | null): [number, number | null] | null {
  const m = /^\s*0*(\d{1,9})(?:\s*\/\s*0*(\d{1,9}))?\s*$/.exec(sequence ?? '');
  if (!m) return null;
  return [Number(m[1]), m[2] === undefined ? null : Number(m[2])];
}

function numberFollows(previous: string | null, current: string | null): boolean {
  const p = statementNumber(previous);
  const c = statementNumber(current);
  if (!p || !c) return true; // a bank that does not number its statements: nothing to prove
  if (c[0] === p[0] + 1) return (c[1] ?? 1) === 1;
  return c[0] === p[0] && c[1] !== null && p[1] !== null && c[1] === p[1] + 1;
}

export function continuityFindings(
  previous: StatementPoint,
  current: StatementPoint,
): ContinuityFinding[] {
  const out: ContinuityFinding[] = [];
  if (current.openingBalanceMinor !== previous.closingBalanceMinor)
    out.push({
      kind: 'balance',
      previousClosingMinor: previous.closingBalanceMinor,
      openingMinor: current.openingBalanceMinor,
    });
  if (!numberFollows(previous.sequence, current.sequence))
    out.push({ kind: 'number', previous: previous.sequence!, current: current.sequence! });
  const before = parsePlainDate(previous.closingDate ?? '');
  const after = parsePlainDate(current.openingDate ?? '');
  if (before && after) {
    if (compareDates(after, before) < 0)
      out.push({
        kind: 'overlap',
        previousClosingDate: formatPlainDate(before),
        openingDate: formatPlainDate(after),
      });
    else {
      let days = 0;
      let first: string | null = null;
      let last: string | null = null;
      for (let d = addDays(before, 1); compareDates(d, after) < 0; d = addDays(d, 1))
        if (isBulgarianBusinessDay(d)) {
          days += 1;
          first ??= formatPlainDate(d);
          last = formatPlainDate(d);
        }
      if (days > 0) out.push({ kind: 'skippedDays', from: first!, to: last!, days });
    }
  }
  return out;
}
