import { nextSofiaMidnight, sofiaDate } from './sofia-time';
import type { VignettePeriod } from './vignette-products';

/**
 * Expiry reminders (issue: "3 days before and on the last day"). Short vignettes get none: a
 * daily or weekend vignette is always within three days of its end, and its last day is its only
 * day. Each notice goes to an address once per vignette; a reminder job that was down catches up
 * (the windows are "within", not "exactly").
 */
export const EXPIRY_NOTICE_KINDS = ['EXPIRY_3_DAYS', 'EXPIRY_LAST_DAY'] as const;
export type ExpiryNoticeKind = (typeof EXPIRY_NOTICE_KINDS)[number];

export const PERIODS_WITHOUT_NOTICES: readonly VignettePeriod[] = ['DAILY', 'WEEKEND'];

const DAY = 86_400_000;

/** Vignettes whose first instant after validity (`valid_until`) lies in (endsAfter, endsBy]. */
export function noticeWindow(kind: ExpiryNoticeKind, now: Date): { endsAfter: Date; endsBy: Date } {
  const endOfToday = nextSofiaMidnight(sofiaDate(now));
  if (kind === 'EXPIRY_LAST_DAY') return { endsAfter: now, endsBy: endOfToday };
  // From three days ahead down to the start of the last day (that one has its own notice).
  return { endsAfter: endOfToday, endsBy: new Date(now.getTime() + 3 * DAY) };
}

export function periodGetsNotices(period: VignettePeriod): boolean {
  return !PERIODS_WITHOUT_NOTICES.includes(period);
}
