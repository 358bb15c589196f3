import type {
  PartnerObligation,
  PartnerObligationsExportQuery,
  PartnerObligationsPage,
  PartnerObligationsQuery,
} from '@toll/contract/partner-obligations';
import type { Lang } from '@toll/domain/languages';
import { partnerObligationState, partnerPeriodOf } from '@toll/domain/partner-obligations';
import {
  addDays,
  compareDates,
  daysBetween,
  formatPlainDate,
  parsePlainDate,
} from '@toll/domain/plain-date';
import { nextSofiaMidnight, sofiaDate, startOfSofiaDay } from '@toll/domain/sofia-time';
import type { Clock } from '../../platform/clock';
import type { Executor } from '../../platform/db/database';
import { badRequest } from '../../platform/http/app-error';
import { listExport, type ExportColumn } from '../../platform/http/list-export';
import { translator } from '../../platform/i18n';
import * as repo from './repo';

/**
 * Partner obligations (spec §2 sales-partners-obligations), read from the ledger: a sale partner
 * owes the cash its points of sale took (POS_CASH of its POS) and the sales made on its account
 * (debits of its PARTNER_OBLIGATION), less its commissions (PARTNER_COMMISSION credits of
 * PARTNER_OBLIGATION) and what it settled (PARTNER_SETTLEMENT); a reversal counts with the type it
 * reverses. Entries are summed per partner, currency and Sofia day in SQL (the entries' account
 * index: only these accounts' entries in the window are read), and the days folded into each
 * partner's reporting period here (packages/domain partner-obligations: due and delay days).
 * A period is listed when its last day falls within from…to; its sums cover the whole period.
 */
export type PartnerObligationsDeps = { db: Executor; clock: Clock };

/** The longest period (a month) reaches this far before `from`. */
const LOOKBACK_DAYS = 31;
const MAX_RANGE_DAYS = 366;

function range(fromText: string, toText: string) {
  const from = parsePlainDate(fromText);
  const to = parsePlainDate(toText);
  if (!from || !to) throw badRequest('validation.invalidDate');
  if (compareDates(to, from) < 0) throw badRequest('report.periodOrder', undefined, 'to');
  if (daysBetween(from, to) > MAX_RANGE_DAYS)
    throw badRequest('report.periodTooLong', undefined, 'to');
  return { from, to };
}

/**
 * Lays each partner's payments over its periods, oldest first (the periods before the window as
 * one amount, then the window's periods by start): a period's settled part is what the payments
 * still hold after the older ones, up to its own amount; a period the partner owes nothing for
 * (commissions beyond its sales) adds its credit to what the later ones can take.
 */
function allocatePayments(
  listed: Map<string, PartnerObligation>,
  earlier: Map<string, { key: string; start: string; gross: number }>,
  carried: {
    partner_id: number;
    currency: string;
    owed_before: string | null;
    paid: string | null;
  }[],
) {
  const pool = new Map<string, number>();
  for (const c of carried)
    pool.set(
      `${c.partner_id}|${c.currency.trim()}`,
      Number(c.paid ?? 0) - Number(c.owed_before ?? 0),
    );
  type Slot = { start: string; gross: number; row?: PartnerObligation };
  const slots = new Map<string, Slot[]>();
  const add = (owner: string, slot: Slot) => {
    const list = slots.get(owner);
    if (list) list.push(slot);
    else slots.set(owner, [slot]);
  };
  for (const [key, e] of earlier) add(key.split('|').slice(0, 2).join('|'), e);
  for (const row of listed.values())
    add(`${row.partnerId}|${row.currency}`, {
      start: row.periodStart,
      gross: row.salesMinor - row.commissionMinor,
      row,
    });
  for (const [owner, list] of slots) {
    let available = pool.get(owner) ?? 0;
    list.sort((a, b) => a.start.localeCompare(b.start));
    for (const slot of list) {
      if (slot.gross <= 0) {
        available -= slot.gross;
        if (slot.row) slot.row.settledMinor = 0;
        continue;
      }
      const settled = Math.max(0, Math.min(available, slot.gross));
      available -= settled;
      if (slot.row) slot.row.settledMinor = settled;
    }
  }
}

export function createPartnerObligations({ db, clock }: PartnerObligationsDeps) {
  async function compute(
    query: Pick<PartnerObligationsQuery, 'from' | 'to' | 'partnerId' | 'f_status' | 'q'>,
  ): Promise<PartnerObligation[]> {
    const { from, to } = range(query.from, query.to);
    const windowStart = startOfSofiaDay(addDays(from, -LOOKBACK_DAYS));
    // a period ending on `to` may have started a month before and end after it: read up to a month on
    const windowEnd = nextSofiaMidnight(addDays(to, LOOKBACK_DAYS));
    const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const choice = { partnerId: query.partnerId, pattern };
    const rows = await repo.partnerDays(db, choice, windowStart, windowEnd);
    // what the partners paid (all of it, whenever) and owed before the window: payments settle
    // the oldest periods first, so a period's settled part is what is left of them after the
    // older periods (also those before the window) took theirs
    const carried = await repo.partnerCarried(db, choice, windowStart);
    const today = sofiaDate(clock.now());
    const periods = new Map<string, PartnerObligation>();
    const earlier = new Map<string, { key: string; start: string; gross: number }>();
    const dueDaysOf = new Map<number, number>();
    for (const r of rows) {
      const day = parsePlainDate(r.day)!;
      const { start, end } = partnerPeriodOf(day, r.period);
      if (compareDates(end, from) < 0 || compareDates(end, to) > 0) continue;
      // a day with only payments makes no period: payments are laid over the periods below
      if (!Number(r.sales ?? 0) && !Number(r.commission ?? 0)) continue;
      const key = `${r.partner_id}|${r.currency}|${formatPlainDate(start)}`;
      let p = periods.get(key);
      if (!p) {
        p = {
          partnerId: Number(r.partner_id),
          partnerName: r.name,
          eik: r.eik,
          period: r.period,
          periodStart: formatPlainDate(start),
          periodEnd: formatPlainDate(end),
          currency: r.currency,
          salesMinor: 0,
          commissionMinor: 0,
          settledMinor: 0,
          owedMinor: 0,
          dueDate: '',
          delayDays: Number(r.delay_days),
          graceEnd: '',
          daysLate: 0,
          status: 'NOT_DUE',
        };
        periods.set(key, p);
      }
      p.salesMinor += Number(r.sales ?? 0);
      p.commissionMinor += Number(r.commission ?? 0);
      dueDaysOf.set(p.partnerId, Number(r.due_days));
    }
    for (const r of rows) {
      const day = parsePlainDate(r.day)!;
      const { start } = partnerPeriodOf(day, r.period);
      const key = `${r.partner_id}|${r.currency}|${formatPlainDate(start)}`;
      if (periods.has(key)) continue;
      // a period of the window before `from`: not listed, but it takes its share of the payments
      const hidden = earlier.get(key) ?? { key, start: formatPlainDate(start), gross: 0 };
      hidden.gross += Number(r.sales ?? 0) - Number(r.commission ?? 0);
      earlier.set(key, hidden);
    }
    allocatePayments(periods, earlier, carried);
    const list: PartnerObligation[] = [];
    for (const row of periods.values()) {
      const dueDays = dueDaysOf.get(row.partnerId) ?? 0;
      row.owedMinor = row.salesMinor - row.commissionMinor - row.settledMinor;
      const state = partnerObligationState(
        parsePlainDate(row.periodEnd)!,
        row.owedMinor,
        { duePaymentDays: dueDays, delayDays: row.delayDays },
        today,
      );
      row.dueDate = formatPlainDate(state.dueDate);
      row.graceEnd = formatPlainDate(state.graceEnd);
      row.daysLate = state.daysLate;
      row.status = state.status;
      if (!query.f_status || row.status === query.f_status) list.push(row);
    }
    return list.sort(
      (a, b) =>
        b.periodEnd.localeCompare(a.periodEnd) ||
        a.partnerName.localeCompare(b.partnerName, 'bg') ||
        a.partnerId - b.partnerId ||
        a.currency.localeCompare(b.currency),
    );
  }

  function columns(lang: Lang): ExportColumn<PartnerObligation>[] {
    const t = translator(lang, 'exports');
    const major = (minor: number) => minor / 100;
    return [
      { header: t('partnerObligations.partnerId'), value: (r) => r.partnerId, width: 10 },
      { header: t('partnerObligations.partner'), value: (r) => r.partnerName, width: 36 },
      { header: t('partnerObligations.eik'), value: (r) => r.eik, width: 14 },
      {
        header: t('partnerObligations.period'),
        value: (r) => t(`partnerObligations.periods.${r.period}`),
        width: 16,
      },
      { header: t('partnerObligations.periodStart'), value: (r) => r.periodStart, width: 12 },
      { header: t('partnerObligations.periodEnd'), value: (r) => r.periodEnd, width: 12 },
      { header: t('partnerObligations.currency'), value: (r) => r.currency, width: 8 },
      { header: t('partnerObligations.sales'), value: (r) => major(r.salesMinor), width: 14 },
      {
        header: t('partnerObligations.commission'),
        value: (r) => major(r.commissionMinor),
        width: 14,
      },
      { header: t('partnerObligations.settled'), value: (r) => major(r.settledMinor), width: 14 },
      { header: t('partnerObligations.owed'), value: (r) => major(r.owedMinor), width: 14 },
      { header: t('partnerObligations.dueDate'), value: (r) => r.dueDate, width: 12 },
      { header: t('partnerObligations.delayDays'), value: (r) => r.delayDays, width: 10 },
      { header: t('partnerObligations.daysLate'), value: (r) => r.daysLate, width: 10 },
      {
        header: t('partnerObligations.status'),
        value: (r) => t(`partnerObligations.statuses.${r.status}`),
        width: 16,
      },
    ];
  }

  return {
    async list(query: PartnerObligationsQuery): Promise<PartnerObligationsPage> {
      const all = await compute(query);
      const totals = new Map<string, PartnerObligationsPage['totals'][number]>();
      for (const r of all) {
        const total = totals.get(r.currency) ?? {
          currency: r.currency,
          salesMinor: 0,
          commissionMinor: 0,
          settledMinor: 0,
          owedMinor: 0,
        };
        total.salesMinor += r.salesMinor;
        total.commissionMinor += r.commissionMinor;
        total.settledMinor += r.settledMinor;
        total.owedMinor += r.owedMinor;
        totals.set(r.currency, total);
      }
      const offset = (query.page - 1) * query.pageSize;
      return {
        items: all.slice(offset, offset + query.pageSize),
        total: all.length,
        page: query.page,
        pageSize: query.pageSize,
        totals: [...totals.values()],
      };
    },

    async export(query: PartnerObligationsExportQuery, lang: Lang) {
      const all = await compute(query);
      async function* rows() {
        yield* all;
      }
      return listExport({
        format: query.format,
        baseName: `partner-obligations-${query.from}-${query.to}`,
        sheetName: translator(lang, 'exports')('partnerObligations.sheet'),
        rows: rows(),
        columns: columns(lang),
      });
    },
  };
}

export type PartnerObligations = ReturnType<typeof createPartnerObligations>;
