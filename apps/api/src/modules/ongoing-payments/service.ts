import { sql, type SQL } from 'drizzle-orm';
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
import { queryRows, type Executor } from '../../platform/db/database';
import { badRequest } from '../../platform/http/app-error';
import { keysetChunks, listExport, type ExportColumn } from '../../platform/http/list-export';
import { translator } from '../../platform/i18n';

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

type Row = {
  id: number;
  number: string;
  kind: OngoingPayment['kind'];
  payment_date: string;
  value_date: string;
  amount_minor: string;
  currency: string;
  distributed_minor: string;
  annulled: boolean;
  payer: string | null;
  reference: string | null;
  message: string;
  contracts: string[] | string | null;
};

const stateOf = (amount: number, distributed: number): OngoingPayment['state'] =>
  distributed === 0 ? 'UNDISTRIBUTED' : distributed >= amount ? 'DISTRIBUTED' : 'PARTIAL';

function toPayment(r: Row): OngoingPayment {
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
  function where(query: Omit<OngoingPaymentsQuery, 'page' | 'pageSize'>): SQL {
    const { from, to } = range(query.from, query.to);
    const parts: SQL[] = [sql`p.payment_date between ${from}::date and ${to}::date`];
    if (query.f_kind) parts.push(sql`p.kind = ${query.f_kind}`);
    if (query.f_state === 'UNDISTRIBUTED') parts.push(sql`p.distributed_minor = 0`);
    if (query.f_state === 'PARTIAL')
      parts.push(sql`p.distributed_minor > 0 and p.distributed_minor < p.amount_minor`);
    if (query.f_state === 'DISTRIBUTED') parts.push(sql`p.distributed_minor = p.amount_minor`);
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      parts.push(sql`(p.number ilike ${pattern} or p.reference ilike ${pattern}
        or l.counterparty_name ilike ${pattern} or l.remittance ilike ${pattern}
        or exists (select 1 from payment_distributions d join accounts a on a.id = d.account_id
                   where d.payment_id = p.id and a.number ilike ${pattern}))`);
    }
    return sql.join(parts, sql` and `);
  }

  const SELECT = sql`select p.id, p.number, p.kind, p.payment_date::text as payment_date,
      p.value_date::text as value_date, p.amount_minor, p.currency, p.distributed_minor,
      p.annulled, coalesce(l.counterparty_name, pa.name) as payer, p.reference, p.message,
      (select coalesce(json_agg(a.number order by d.id), '[]'::json)
         from payment_distributions d join accounts a on a.id = d.account_id
        where d.payment_id = p.id) as contracts
    from payments p
    left join bank_transactions l on l.id = p.bank_transaction_id
    left join contract_card_payments c on c.payment_id = p.id
    left join accounts ca on ca.id = c.account_id
    left join partners pa on pa.id = ca.client_id`;

  async function totals(filter: SQL) {
    const rows = await queryRows<{
      currency: string;
      count: string;
      amount: string;
      distributed: string;
    }>(
      db,
      sql`select p.currency, count(*) as count, sum(p.amount_minor) as amount,
                 sum(p.distributed_minor) as distributed
          from payments p left join bank_transactions l on l.id = p.bank_transaction_id
          where ${filter} group by p.currency order by p.currency`,
    );
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
    const rows = await queryRows<{
      day: string;
      kind: OngoingPayment['kind'];
      currency: string;
      count: string;
      amount: string;
      distributed: string;
    }>(
      db,
      sql`select p.payment_date::text as day, p.kind, p.currency, count(*) as count,
                 sum(p.amount_minor) as amount, sum(p.distributed_minor) as distributed
          from payments p
          where p.payment_date between ${from}::date and ${to}::date and not p.annulled
          group by p.payment_date, p.kind, p.currency
          order by p.payment_date, p.kind, p.currency`,
    );
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
      const filter = where(query);
      const [rows, sums] = await Promise.all([
        queryRows<Row>(
          db,
          sql`${SELECT} where ${filter}
              order by p.payment_date desc, p.id desc
              limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
        ),
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
      const filter = where(query);
      const rows = keysetChunks<OngoingPayment>(async (last, limit) => {
        const after = last
          ? sql`and (p.payment_date, p.id) < (${last.paymentDate}::date, ${last.id})`
          : sql``;
        const chunk = await queryRows<Row>(
          db,
          sql`${SELECT} where ${filter} ${after}
              order by p.payment_date desc, p.id desc limit ${limit}`,
        );
        return chunk.map(toPayment);
      });
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
