import { describe, expect, it } from 'vitest';
import { noticeWindow, periodGetsNotices } from './vignette-notices';

describe('expiry notices', () => {
  const now = new Date('2026-11-21T10:00:00Z'); // 12:00 in Sofia

  it('the last-day notice covers vignettes ending before Sofia midnight', () => {
    expect(noticeWindow('EXPIRY_LAST_DAY', now)).toEqual({
      endsAfter: now,
      endsBy: new Date('2026-11-21T22:00:00Z'),
    });
  });

  it('the 3-day notice covers the days before the last one', () => {
    expect(noticeWindow('EXPIRY_3_DAYS', now)).toEqual({
      endsAfter: new Date('2026-11-21T22:00:00Z'),
      endsBy: new Date('2026-11-24T10:00:00Z'),
    });
  });

  it('skips periods that are always about to end', () => {
    expect(periodGetsNotices('DAILY')).toBe(false);
    expect(periodGetsNotices('WEEKEND')).toBe(false);
    expect(periodGetsNotices('WEEKLY')).toBe(true);
    expect(periodGetsNotices('ANNUAL')).toBe(true);
  });
});
