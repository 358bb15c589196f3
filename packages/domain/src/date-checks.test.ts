import { describe, expect, it } from 'vitest';
import {
  checkNotInPast,
  checkStartNotAfterEnd,
  floorToMinute,
  isValidInstant,
} from './date-checks';

const now = new Date('2026-05-10T09:30:45.500Z');

describe('date checks', () => {
  it('compares with now to the minute', () => {
    expect(floorToMinute(now)).toBe(Date.parse('2026-05-10T09:30:00Z'));
    expect(checkNotInPast(new Date('2026-05-10T09:30:00Z'), now)).toEqual({ ok: true }); // same minute
    expect(checkNotInPast(new Date('2026-05-10T09:31:00Z'), now)).toEqual({ ok: true });
    expect(checkNotInPast(new Date('2026-05-10T09:29:59.999Z'), now)).toEqual({
      ok: false,
      code: 'validation.dateInPast',
    });
    expect(checkNotInPast(null, now)).toEqual({ ok: false, code: 'validation.required' });
    expect(checkNotInPast(new Date('nope'), now)).toEqual({
      ok: false,
      code: 'validation.invalidDate',
    });
  });

  it('needs both dates and a start not after the end', () => {
    const a = new Date('2026-05-10T10:00:00Z');
    const b = new Date('2026-05-11T10:00:00Z');
    expect(checkStartNotAfterEnd(a, b)).toEqual({ ok: true });
    expect(checkStartNotAfterEnd(a, a)).toEqual({ ok: true });
    expect(checkStartNotAfterEnd(b, a)).toEqual({ ok: false, code: 'validation.startAfterEnd' });
    expect(checkStartNotAfterEnd(null, b)).toEqual({
      ok: false,
      code: 'validation.required',
      params: { field: 'start' },
    });
    expect(checkStartNotAfterEnd(a, undefined)).toEqual({
      ok: false,
      code: 'validation.required',
      params: { field: 'end' },
    });
    expect(checkStartNotAfterEnd(a, new Date('x'))).toEqual({
      ok: false,
      code: 'validation.invalidDate',
    });
  });

  it('recognises valid instants', () => {
    expect(isValidInstant(now)).toBe(true);
    expect(isValidInstant(new Date('x'))).toBe(false);
    expect(isValidInstant('2026-05-10')).toBe(false);
  });
});
