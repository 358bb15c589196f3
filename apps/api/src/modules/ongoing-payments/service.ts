import type {
  OngoingPayment,
  OngoingPaymentsExportQuery,
  OngoingPaymentsPage,
  OngoingPaymentsQuery,
  OngoingPaymentsReport,
  OngoingPaymentsReportExportQuery,
  OngoingPaymentsReportQuery,
  OngoingPaymentsReportRow,
} from '@toll/contract/ongoing-payments';
import type { Lang } from '@toll/domain/languages';
import { compareDates, daysBetween, parsePlainDate } from '@toll/domain/plain-date';
import type { Executor } from '../../platform/db/database';
import { badRequest } from '../../platform/http/app-error';
import { keysetChunks, listExport, type ExportColumn } from '../../platform/http/list-export';
import { translator } from '../../platform/i18n';
import * as repo from './repo';

/**
 * Ongoing payments (spec §2 ongoing-payments, ongoing-payments-report): the `payments` of the
 * period by payment date — bank lines, card payments (VPOS), system and internal — with their
 * distributed and undistributed amounts (kept by the database: `payments.distributed_minor`) and
 * the contracts their shares went to; and the day-by-kind report of the same. Exports stream the
 * list by keyset (payment date, id), so a year of payments is never held in memory.
 */
export type OngoingPaymentsDeps = { db: Executor };

const MAX_RANGE_DAYS = 366;

function range(fromText: string, toText: string) {
  const from = parsePlainDate(fromText);
  const to = parsePlainDate(toText);
  if (!from || !to) throw badRequest('validation.invalidDate');
  if (compareDates(to, from) < 0) throw badRequest('report.periodOrder', undefined, 'to');
  if (daysBetween(from, to) > MAX_RANGE_DAYS)
    throw badRequest('report.periodTooLong', undefined, 'to');
  return { from: fromText, to: toText };
}

const stateOf = (amount: number, distributed: number): OngoingPayment['state'] =>
  distributed === 0 ? 'UNDISTRIBUTED' : distributed >= amount ? 'DISTRIBUTED' : 'PARTIAL';

function toPayment(r: repo.PaymentRow): OngoingPayment {
  const amount = Number(r.amount_minor);
  const distributed = Number(r.distributed_minor);
  const contracts =
    r.contracts === null
      ? []
      : typeof r.contracts === 'string'
        ? (JSON.parse(r.contracts) as string[])
        : r.contracts;
  return {
    id: Number(r.id),
    number: r.number,
    kind: r.kind,
    paymentDate: r.payment_date,
    valueDate: r.value_date,
    amountMinor: amount,
    currency: r.currency.trim() as OngoingPayment['currency'],
    distributedMinor: distributed,
    undistributedMinor: amount - distributed,
    state: stateOf(amount, distributed),
    annulled: r.annulled,
    payer: r.payer,
    reference: r.reference,
    message: r.message,
    contracts: contracts.filter((c): c is string => typeof c === 'string'),
  };
}

export function createOngoingPayments({ db }: OngoingPaymentsDeps) {
  function filterOf(query: Omit<OngoingPaymentsQuery, 'page' | 'pageSize'>): repo.PaymentFilter {
    const { from, to } = range(query.from, query.to);
    return { from, to, kind: query.f_kind, state: query.f_state, q: query.q };
  }

  async function totals(filter: repo.PaymentFilter) {
    const rows = await repo.paymentTotals(db, filter);
    return rows.map((r) => ({
      currency: r.currency.trim() as 'BGN' | 'EUR',
      count: Number(r.count),
      amountMinor: Number(r.amount),
      distributedMinor: Number(r.distributed),
      undistributedMinor: Number(r.amount) - Number(r.distributed),
    }));
  }

  function paymentColumns(lang: Lang): ExportColumn<OngoingPayment>[] {
    const t = translator(lang, 'exports');
    const major = (minor: number) => minor / 100;
    return [
      { header: t('ongoingPayments.number'), value: (r) => r.number, width: 12 },
      {
        header: t('ongoingPayments.kind'),
        value: (r) => t(`ongoingPayments.kinds.${r.kind}`),
        width: 14,
      },
      { header: t('ongoingPayments.paymentDate'), value: (r) => r.paymentDate, width: 12 },
      { header: t('ongoingPayments.valueDate'), value: (r) => r.valueDate, width: 12 },
      { header: t('ongoingPayments.currency'), value: (r) => r.currency, width: 8 },
      { header: t('ongoingPayments.amount'), value: (r) => major(r.amountMinor), width: 14 },
      {
        header: t('ongoingPayments.distributed'),
        value: (r) => major(r.distributedMinor),
        width: 14,
      },
      {
        header: t('ongoingPayments.undistributed'),
        value: (r) => major(r.undistributedMinor),
        width: 14,
      },
      {
        header: t('ongoingPayments.state'),
        value: (r) => t(`ongoingPayments.states.${r.state}`),
        width: 16,
      },
      {
        header: t('ongoingPayments.annulled'),
        value: (r) => (r.annulled ? t('ongoingPayments.yes') : ''),
        width: 8,
      },
      { header: t('ongoingPayments.payer'), value: (r) => r.payer, width: 30 },
      { header: t('ongoingPayments.reference'), value: (r) => r.reference, width: 20 },
      { header: t('ongoingPayments.contracts'), value: (r) => r.contracts.join(', '), width: 24 },
      { header: t('ongoingPayments.message'), value: (r) => r.message, width: 40 },
    ];
  }

  function reportColumns(lang: Lang): ExportColumn<OngoingPaymentsReportRow>[] {
    const t = translator(lang, 'exports');
    const major = (minor: number) => minor / 100;
    return [
      { header: t('ongoingPayments.day'), value: (r) => r.day, width: 12 },
      {
        header: t('ongoingPayments.kind'),
        value: (r) =>
          r.day === '' ? t('ongoingPayments.total') : t(`ongoingPayments.kinds.${r.kind}`),
        width: 14,
      },
      { header: t('ongoingPayments.currency'), value: (r) => r.currency, width: 8 },
      { header: t('ongoingPayments.count'), value: (r) => r.count, width: 10 },
      { header: t('ongoingPayments.amount'), value: (r) => major(r.amountMinor), width: 14 },
      {
        header: t('ongoingPayments.distributed'),
        value: (r) => major(r.distributedMinor),
        width: 14,
      },
      {
        header: t('ongoingPayments.undistributed'),
        value: (r) => major(r.undistributedMinor),
        width: 14,
      },
    ];
  }

  async function report(query: OngoingPaymentsReportQuery): Promise<OngoingPaymentsReport> {
    const { from, to } = range(query.from, query.to);
    const rows = await repo.dayKindTotals(db, from, to);
    const list = rows.map((r) => ({
      day: r.day,
      kind: r.kind,
      currency: r.currency.trim() as 'BGN' | 'EUR',
      count: Number(r.count),
      amountMinor: Number(r.amount),
      distributedMinor: Number(r.distributed),
      undistributedMinor: Number(r.amount) - Number(r.distributed),
    }));
    const sums = new Map<string, OngoingPaymentsReport['totals'][number]>();
    for (const r of list) {
      const s = sums.get(r.currency) ?? {
        currency: r.currency,
        count: 0,
        amountMinor: 0,
        distributedMinor: 0,
        undistributedMinor: 0,
      };
      s.count += r.count;
      s.amountMinor += r.amountMinor;
      s.distributedMinor += r.distributedMinor;
      s.undistributedMinor += r.undistributedMinor;
      sums.set(r.currency, s);
    }
    return { from, to, rows: list, totals: [...sums.values()] };
  }

  return {
    async list(query: OngoingPaymentsQuery): Promise<OngoingPaymentsPage> {
      const filter = filterOf(query);
      const [rows, sums] = await Promise.all([
        repo.paymentPage(db, filter, query.pageSize, (query.page - 1) * query.pageSize),
        totals(filter),
      ]);
      return {
        items: rows.map(toPayment),
        total: sums.reduce((a, s) => a + s.count, 0),
        page: query.page,
        pageSize: query.pageSize,
        totals: sums,
      };
    },

    async export(query: OngoingPaymentsExportQuery, lang: Lang) {
      const filter = filterOf(query);
      const rows = keysetChunks<OngoingPayment>(async (last, limit) =>
        (await repo.paymentsAfter(db, filter, last, limit)).map(toPayment),
      );
      return listExport({
        format: query.format,
        baseName: `ongoing-payments-${query.from}-${query.to}`,
        sheetName: translator(lang, 'exports')('ongoingPayments.sheet'),
        rows,
        columns: paymentColumns(lang),
      });
    },

    report,

    async exportReport(query: OngoingPaymentsReportExportQuery, lang: Lang) {
      const result = await report(query);
      const totalRows: OngoingPaymentsReportRow[] = result.totals.map((s) => ({
        day: '',
        kind: 'BANK',
        ...s,
      }));
      async function* rows() {
        yield* result.rows;
        yield* totalRows;
      }
      return listExport({
        format: query.format,
        baseName: `ongoing-payments-report-${query.from}-${query.to}`,
        sheetName: translator(lang, 'exports')('ongoingPayments.reportSheet'),
        rows: rows(),
        columns: reportColumns(lang),
      });
    },
  };
}

export type OngoingPayments = ReturnType<typeof createOngoingPayments>;
