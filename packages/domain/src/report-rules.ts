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

/**
 * The scheduled reports partners and accountants receive (spec §9 "about 30 types": the set a toll
 * operator's partners need). Sale partners and commissioners: their sales per POS and product,
 * item by item, per day and product, their commissions and obligations, their payments per day and
 * method. Toll customers (hauliers): their toll transactions, their postpaid toll obligations per
 * obligation period with the due dates, and their international (MSTS) transactions, item by item
 * and summed per contract and toll domain. Each as XLSX or CSV.
 */
export const SALE_PARTNER_REPORT_TYPES = [
  'SALES_BY_POS_PRODUCT',
  'SALES_DETAILED',
  'SALES_BY_DAY',
  'COMMISSIONS',
  'PAYMENTS',
] as const;
export const TOLL_CUSTOMER_REPORT_TYPES = [
  'TOLL_TRANSACTIONS',
  'TOLL_OBLIGATIONS',
  'MSTS_TRANSACTIONS',
  'MSTS_SUMMARY',
] as const;
export const SCHEDULED_REPORT_TYPES = [
  ...SALE_PARTNER_REPORT_TYPES,
  ...TOLL_CUSTOMER_REPORT_TYPES,
] as const;
export type ScheduledReportType = (typeof SCHEDULED_REPORT_TYPES)[number];

/** The accountant's report (spec §7 `GET /send/reports/accountant`): the platform's period summary. */
export const ACCOUNTANT_REPORT_TYPE = 'ACCOUNTANT_SUMMARY' as const;
/** Every report file the delivery worker makes. */
export const REPORT_FILE_TYPES = [...SCHEDULED_REPORT_TYPES, ACCOUNTANT_REPORT_TYPE] as const;
export type ReportFileType = (typeof REPORT_FILE_TYPES)[number];

/** The MSTS reports (sent only while the MSTS feature flag is on). */
export const MSTS_REPORT_TYPES: readonly ScheduledReportType[] = [
  'MSTS_TRANSACTIONS',
  'MSTS_SUMMARY',
];

/** Which partners a report is for: toll customers get the toll reports, the others the sales ones. */
export function reportFitsPartner(type: ScheduledReportType, partnerType: string): boolean {
  const toll = (TOLL_CUSTOMER_REPORT_TYPES as readonly string[]).includes(type);
  return toll === (partnerType === 'TOLL_CUSTOMER');
}

/**
 * The schedules (spec §9: daily, five-day, weekly, twice-weekly, twice-monthly, monthly summaries
 * and others). Each cuts the calendar into periods; a period is reported the day after it ends.
 */
export const REPORT_SCHEDULES = [
  'DAILY',
  'FIVE_DAY',
  'WEEKLY',
  'TWICE_WEEKLY',
  'TWICE_MONTHLY',
  'MONTHLY',
  'QUARTERLY',
  'YEARLY',
] as const;
export type ReportSchedule = (typeof REPORT_SCHEDULES)[number];

export type ReportPeriod = { from: string; to: string };

const lastOfMonth = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
const ymd = (y: number, m: number, d: number) => format(new Date(Date.UTC(y, m, d)));

/**
 * The period of a schedule that a day belongs to. DAILY the day; FIVE_DAY the month's 1–5, 6–10,
 * 11–15, 16–20, 21–25 and 26–end; WEEKLY Monday–Sunday; TWICE_WEEKLY Monday–Wednesday and
 * Thursday–Sunday; TWICE_MONTHLY 1–15 and 16–end; MONTHLY, QUARTERLY, YEARLY the calendar's.
 * (The same cuts as the toll contracts' obligation periods.)
 */
export function schedulePeriodOf(date: string, schedule: ReportSchedule): ReportPeriod {
  const at = parse(date);
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  const d = at.getUTCDate();
  switch (schedule) {
    case 'DAILY':
      return { from: date, to: date };
    case 'FIVE_DAY': {
      const index = Math.min(Math.floor((d - 1) / 5), 5);
      const first = index * 5 + 1;
      return { from: ymd(y, m, first), to: ymd(y, m, index === 5 ? lastOfMonth(y, m) : first + 4) };
    }
    case 'WEEKLY': {
      const monday = at.getTime() - (isoWeekday(at) - 1) * DAY_MS;
      return { from: format(new Date(monday)), to: format(new Date(monday + 6 * DAY_MS)) };
    }
    case 'TWICE_WEEKLY': {
      const monday = at.getTime() - (isoWeekday(at) - 1) * DAY_MS;
      return isoWeekday(at) <= 3
        ? { from: format(new Date(monday)), to: format(new Date(monday + 2 * DAY_MS)) }
        : {
            from: format(new Date(monday + 3 * DAY_MS)),
            to: format(new Date(monday + 6 * DAY_MS)),
          };
    }
    case 'TWICE_MONTHLY':
      return d <= 15
        ? { from: ymd(y, m, 1), to: ymd(y, m, 15) }
        : { from: ymd(y, m, 16), to: ymd(y, m, lastOfMonth(y, m)) };
    case 'MONTHLY':
      return { from: ymd(y, m, 1), to: ymd(y, m, lastOfMonth(y, m)) };
    case 'QUARTERLY': {
      const q = m - (m % 3);
      return { from: ymd(y, q, 1), to: ymd(y, q + 2, lastOfMonth(y, q + 2)) };
    }
    case 'YEARLY':
      return { from: ymd(y, 0, 1), to: ymd(y, 11, 31) };
  }
}

/**
 * The period a schedule reports on when it runs on `today` (the partner's calendar day), or null
 * when nothing is due that day: the period that ended yesterday. DAILY: yesterday. WEEKLY (on
 * Mondays): the week before. TWICE_MONTHLY: on the 16th the 1st–15th, on the 1st the 16th–end of
 * the month before. MONTHLY (on the 1st): the month before. And so on for every schedule.
 */
export function duePeriod(schedule: ReportSchedule, today: string): ReportPeriod | null {
  const yesterday = format(new Date(parse(today).getTime() - DAY_MS));
  const period = schedulePeriodOf(yesterday, schedule);
  return period.to === yesterday ? period : null;
}
