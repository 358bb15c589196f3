/**
 * Report rules (spec §5, §9): the groupings of the aggregated report, the size rule ("results must
 * be at least one and less than a limit"), the confirmation before an unfiltered download, and the
 * periods of the scheduled reports. Days are plain calendar days ('YYYY-MM-DD') in the time zone
 * the report is made for.
 */
export const REPORT_GROUPINGS = [
  'DAILY',
  'WEEKEND',
  'WEEKLY',
  'MONTHLY',
  'QUARTERLY',
  'YEARLY',
] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** The limit of §5 (not shown to users): aggregated rows, and rows of a report download. */
export const REPORT_ROW_LIMIT = 100_000;

const DAY_MS = 86_400_000;
const parse = (day: string) => new Date(`${day}T00:00:00Z`);
const format = (date: Date) => date.toISOString().slice(0, 10);
/** 1 Monday … 7 Sunday. */
const isoWeekday = (date: Date) => ((date.getUTCDay() + 6) % 7) + 1;

/**
 * The first day of the period a day falls in. WEEKLY periods start on Monday (ISO weeks);
 * WEEKEND counts Saturdays and Sundays only, as the weekend that starts on the Saturday (decision:
 * a weekday belongs to no weekend and answers null).
 */
export function periodStart(day: string, grouping: ReportGrouping): string | null {
  const date = parse(day);
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  switch (grouping) {
    case 'DAILY':
      return day;
    case 'WEEKEND': {
      const weekday = isoWeekday(date);
      if (weekday < 6) return null;
      return format(new Date(date.getTime() - (weekday - 6) * DAY_MS));
    }
    case 'WEEKLY':
      return format(new Date(date.getTime() - (isoWeekday(date) - 1) * DAY_MS));
    case 'MONTHLY':
      return format(new Date(Date.UTC(y, m, 1)));
    case 'QUARTERLY':
      return format(new Date(Date.UTC(y, m - (m % 3), 1)));
    case 'YEARLY':
      return format(new Date(Date.UTC(y, 0, 1)));
  }
}

/** §5: a report answers at least one row and fewer than the limit; otherwise the error to show. */
export function reportSizeError(
  count: number,
  limit = REPORT_ROW_LIMIT,
): 'list.noResults' | 'report.tooManyResults' | null {
  if (count < 1) return 'list.noResults';
  if (count >= limit) return 'report.tooManyResults';
  return null;
}

/** §5: a download with no filter at all (every value empty) needs the user's confirmation. */
export function needsDownloadConfirmation(filters: Record<string, unknown>): boolean {
  return Object.values(filters).every((v) => v === undefined || v === null || v === '');
}

/** The scheduled reports partners and accountants receive (spec §9 "about 30 types"; the set built). */
export const SCHEDULED_REPORT_TYPES = [
  'SALES_BY_POS_PRODUCT',
  'SALES_DETAILED',
  'COMMISSIONS',
  'PAYMENTS',
] as const;
export type ScheduledReportType = (typeof SCHEDULED_REPORT_TYPES)[number];

export const REPORT_SCHEDULES = ['DAILY', 'WEEKLY', 'TWICE_MONTHLY', 'MONTHLY'] as const;
export type ReportSchedule = (typeof REPORT_SCHEDULES)[number];

export type ReportPeriod = { from: string; to: string };

/**
 * The period a schedule reports on when it runs on `today` (the partner's calendar day), or null
 * when nothing is due that day. DAILY: yesterday. WEEKLY (on Mondays): the week before.
 * TWICE_MONTHLY: on the 16th the 1st–15th, on the 1st the 16th–end of the month before.
 * MONTHLY (on the 1st): the month before.
 */
export function duePeriod(schedule: ReportSchedule, today: string): ReportPeriod | null {
  const date = parse(today);
  const yesterday = format(new Date(date.getTime() - DAY_MS));
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  const d = date.getUTCDate();
  switch (schedule) {
    case 'DAILY':
      return { from: yesterday, to: yesterday };
    case 'WEEKLY':
      return isoWeekday(date) === 1
        ? { from: format(new Date(date.getTime() - 7 * DAY_MS)), to: yesterday }
        : null;
    case 'TWICE_MONTHLY':
      if (d === 16) return { from: format(new Date(Date.UTC(y, m, 1))), to: yesterday };
      if (d === 1) return { from: format(new Date(Date.UTC(y, m - 1, 16))), to: yesterday };
      return null;
    case 'MONTHLY':
      return d === 1 ? { from: format(new Date(Date.UTC(y, m - 1, 1))), to: yesterday } : null;
  }
}
