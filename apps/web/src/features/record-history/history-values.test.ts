import { describe, expect, it } from 'vitest';
import { historyValue } from './history-values';

describe('history values', () => {
  it('shows each kind of value readably', () => {
    expect(historyValue(null, '–')).toBe('–');
    expect(historyValue('', '–')).toBe('–');
    expect(historyValue('ACTIVE', '–')).toBe('ACTIVE');
    expect(historyValue(12, '–')).toBe('12');
    expect(historyValue(false, '–')).toBe('false');
    expect(historyValue(['ROLE_ADMIN', 'ROLE_USERS'], '–')).toBe('ROLE_ADMIN, ROLE_USERS');
    expect(historyValue([], '–')).toBe('–');
    expect(historyValue({ a: 1 }, '–')).toBe('{"a":1}');
    // an instant as Sofia time (UTC+2 in November), never the ISO text
    expect(historyValue('2026-11-28T10:05:07.123Z', '–')).toBe('28.11.2026 12:05:07');
  });
});
