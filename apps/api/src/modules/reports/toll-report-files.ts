import { sql, type SQL } from 'drizzle-orm';
import type { MstsTransaction } from '@toll/contract/msts';
import { REPORT_ROW_LIMIT } from '@toll/domain/report-rules';
import { queryRows, type Executor } from '../../platform/db/database';
import type { ExportColumn } from '../../platform/http/list-export';
import { translator } from '../../platform/i18n';
import { mstsColumns } from '../msts/export-columns';
import {
  reportMoney,
  writeReportFile,
  zonedTime,
  type ReportFileRequest,
} from './report-file-writer';

/**
 * The toll customers' report files (a haulier is a TOLL_CUSTOMER partner; its contracts are
 * `accounts.client_id`): its toll transactions, its postpaid obligations per period with the due
 * dates, and its international (MSTS) transactions, item by item and summed. The period is the
 * partner's calendar days in its time zone, and times are shown on its clock.
 */
type Row = Record<string, unknown>;

/** `column` within the partner's days [from, to] in its time zone. */
function inPartnerDays(column: SQL, r: ReportFileRequest): SQL {
  return sql`${column} >= (${r.from}::date)::timestamp at time zone ${r.timeZone}
    and ${column} < (${r.to}::date + 1)::timestamp at time zone ${r.timeZone}`;
}

export async function tollTransactionsFile(db: Executor, r: ReportFileRequest, sheet: string) {
  const t = translator(r.lang, 'exports');
  const time = zonedTime(r.timeZone);
  const rows = await queryRows<Row>(
    db,
    sql`select t.transaction_id, a.number, t.plate, t.segment_id, t.entry_at, t.exit_at, t.km,
          t.category, t.amount_minor, t.currency, t.status, to_char(t.due_date, 'YYYY-MM-DD') as due
        from toll_transactions t join accounts a on a.id = t.account_id
        where a.client_id = ${r.partnerId} and ${inPartnerDays(sql`t.exit_at`, r)}
        order by t.exit_at, t.id limit ${REPORT_ROW_LIMIT}`,
  );
  const at = (v: unknown) => time(v instanceof Date ? v : new Date(String(v)));
  const columns: ExportColumn<Row>[] = [
    { header: t('msts.transactionId'), value: (x) => String(x.transaction_id) },
    { header: t('reports.contract'), value: (x) => String(x.number) },
    { header: t('reports.plate'), value: (x) => String(x.plate) },
    { header: t('reports.segment'), value: (x) => String(x.segment_id) },
    { header: t('reports.entryAt'), value: (x) => at(x.entry_at) },
    { header: t('reports.exitAt'), value: (x) => at(x.exit_at) },
    { header: t('reports.km'), value: (x) => Number(x.km) },
    { header: t('reports.category'), value: (x) => String(x.category) },
    { header: t('reports.amount'), value: (x) => reportMoney(x.amount_minor) },
    { header: t('reports.currency'), value: (x) => String(x.currency) },
    { header: t('reports.status'), value: (x) => t(`reports.tollStatuses.${String(x.status)}`) },
    { header: t('reports.dueDate'), value: (x) => (x.due as string | null) ?? '' },
  ];
  return writeReportFile(r.format, sheet, rows, columns);
}

/** Postpaid obligations of the periods that end within the report's period. */
export async function tollObligationsFile(db: Executor, r: ReportFileRequest, sheet: string) {
  const t = translator(r.lang, 'exports');
  const rows = await queryRows<Row>(
    db,
    sql`select a.number, to_char(t.period_start, 'YYYY-MM-DD') as period_start,
          to_char(t.period_end, 'YYYY-MM-DD') as period_end, to_char(t.due_date, 'YYYY-MM-DD') as due,
          t.currency, count(*)::int as n, sum(t.amount_minor)::bigint as amount
        from toll_transactions t join accounts a on a.id = t.account_id
        where a.client_id = ${r.partnerId} and t.status = 'POSTED' and t.period_end is not null
          and t.period_end between ${r.from}::date and ${r.to}::date
        group by a.number, t.period_start, t.period_end, t.due_date, t.currency
        order by t.period_start, a.number, t.currency limit ${REPORT_ROW_LIMIT}`,
  );
  return writeReportFile(r.format, sheet, rows, [
    { header: t('reports.contract'), value: (x) => String(x.number) },
    { header: t('reports.periodStart'), value: (x) => String(x.period_start) },
    { header: t('reports.periodEnd'), value: (x) => String(x.period_end) },
    { header: t('reports.dueDate'), value: (x) => String(x.due) },
    { header: t('reports.transactions'), value: (x) => Number(x.n) },
    { header: t('reports.amount'), value: (x) => reportMoney(x.amount) },
    { header: t('reports.currency'), value: (x) => String(x.currency) },
  ]);
}

export async function mstsTransactionsFile(db: Executor, r: ReportFileRequest, sheet: string) {
  const rows = await queryRows<Row>(
    db,
    sql`select t.*, a.number as account_number from msts_transactions t
        join accounts a on a.id = t.account_id
        where a.client_id = ${r.partnerId} and ${inPartnerDays(sql`t.exit_at`, r)}
        order by t.exit_at, t.id limit ${REPORT_ROW_LIMIT}`,
  );
  const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
  const items: MstsTransaction[] = rows.map((x) => ({
    id: Number(x.id),
    transactionId: String(x.transaction_id),
    accountId: Number(x.account_id),
    accountNumber: String(x.account_number),
    haulierId: String(x.haulier_id),
    plate: String(x.plate),
    vehicleCountry: String(x.vehicle_country),
    tollDomain: String(x.toll_domain),
    entryPoint: String(x.entry_point),
    entryAt: iso(x.entry_at),
    exitPoint: String(x.exit_point),
    exitAt: iso(x.exit_at),
    netMinor: Number(x.net_minor),
    vatMinor: Number(x.vat_minor),
    overchargeBp: Number(x.overcharge_bp),
    overchargeMinor: Number(x.overcharge_minor),
    totalMinor: Number(x.total_minor),
    currency: String(x.currency),
    billed: Boolean(x.billed),
    billedAt: x.billed_at ? iso(x.billed_at) : null,
    batchId: Number(x.batch_id),
    ledgerTransactionId: x.ledger_transaction_id == null ? null : Number(x.ledger_transaction_id),
  }));
  return writeReportFile(r.format, sheet, items, mstsColumns(r.lang, zonedTime(r.timeZone)));
}

export async function mstsSummaryFile(db: Executor, r: ReportFileRequest, sheet: string) {
  const t = translator(r.lang, 'exports');
  const rows = await queryRows<Row>(
    db,
    sql`select a.number, t.toll_domain, t.currency, count(*)::int as n,
          sum(t.net_minor)::bigint as net, sum(t.vat_minor)::bigint as vat,
          sum(t.overcharge_minor)::bigint as overcharge, sum(t.total_minor)::bigint as total,
          coalesce(sum(t.total_minor) filter (where not t.billed), 0)::bigint as unbilled,
          coalesce(sum(t.total_minor) filter (where t.billed), 0)::bigint as billed
        from msts_transactions t join accounts a on a.id = t.account_id
        where a.client_id = ${r.partnerId} and ${inPartnerDays(sql`t.exit_at`, r)}
        group by a.number, t.toll_domain, t.currency order by a.number, t.toll_domain, t.currency`,
  );
  return writeReportFile(r.format, sheet, rows, [
    { header: t('reports.contract'), value: (x) => String(x.number) },
    { header: t('reports.tollDomain'), value: (x) => String(x.toll_domain) },
    { header: t('reports.transactions'), value: (x) => Number(x.n) },
    { header: t('reports.net'), value: (x) => reportMoney(x.net) },
    { header: t('reports.vat'), value: (x) => reportMoney(x.vat) },
    { header: t('reports.overcharge'), value: (x) => reportMoney(x.overcharge) },
    { header: t('reports.total'), value: (x) => reportMoney(x.total) },
    { header: t('reports.unbilled'), value: (x) => reportMoney(x.unbilled) },
    { header: t('reports.billed'), value: (x) => reportMoney(x.billed) },
    { header: t('reports.currency'), value: (x) => String(x.currency) },
  ]);
}
