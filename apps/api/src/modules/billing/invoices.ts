import { sql } from 'drizzle-orm';
import type {
  InvoiceBankPayment,
  InvoiceDetail,
  InvoiceListQuery,
  InvoiceNoteInput,
  InvoicePage,
  InvoiceParty,
  InvoiceSummary,
} from '@toll/contract/billing';
import { formatDocumentNumber, type DocumentType } from '@toll/domain/invoicing';
import { sofiaDate } from '@toll/domain/sofia-time';
import { queryRows, type Executor } from '../../platform/db/database';
import { AppError, conflict, notFound } from '../../platform/http/app-error';
import { ledgerError, postJournal, reverseJournal } from '../ledger/posting';
import { paymentsReceived } from '../fleet/events';
import { issueDocument, type IssuedDocument } from './invoice-issue';

/** Invoices and credit/debit notes: list, detail, notes, cancellation, payment. */
type SummaryRow = {
  id: number;
  number: string | number;
  document_type: DocumentType;
  issued_on: string;
  account_id: number;
  account_number: string;
  recipient: InvoiceParty | string;
  currency: 'BGN' | 'EUR';
  net_minor: string | number;
  vat_minor: string | number;
  gross_minor: string | number;
  status: InvoiceSummary['status'];
  related_invoice_id: number | null;
  related_number: string | number | null;
  total?: string | number;
};

const json = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

const toSummary = (r: SummaryRow): InvoiceSummary => ({
  id: Number(r.id),
  number: formatDocumentNumber(Number(r.number)),
  documentType: r.document_type,
  issuedOn: r.issued_on,
  accountId: Number(r.account_id),
  accountNumber: r.account_number,
  recipientName: json<InvoiceParty>(r.recipient).name,
  currency: r.currency,
  netMinor: Number(r.net_minor),
  vatMinor: Number(r.vat_minor),
  grossMinor: Number(r.gross_minor),
  status: r.status,
  relatedInvoiceId: r.related_invoice_id === null ? null : Number(r.related_invoice_id),
  relatedInvoiceNumber:
    r.related_number === null ? null : formatDocumentNumber(Number(r.related_number)),
});

const SUMMARY = sql`i.id, i.number, i.document_type, i.issued_on::text as issued_on, i.account_id,
  a.number as account_number, i.recipient, i.currency, i.net_minor, i.vat_minor, i.gross_minor,
  i.status, i.related_invoice_id, r.number as related_number`;
const FROM = sql`invoices i join accounts a on a.id = i.account_id
  left join invoices r on r.id = i.related_invoice_id`;

const SORT = {
  issuedOn: sql`i.issued_on`,
  number: sql`i.number`,
  grossMinor: sql`i.gross_minor`,
  accountNumber: sql`a.number`,
} as const;

export async function listInvoices(exec: Executor, q: InvoiceListQuery): Promise<InvoicePage> {
  const where = [sql`true`];
  if (q.f_accountId) where.push(sql`i.account_id = ${q.f_accountId}`);
  if (q.f_status) where.push(sql`i.status = ${q.f_status}`);
  if (q.f_documentType) where.push(sql`i.document_type = ${q.f_documentType}`);
  if (q.f_from) where.push(sql`i.issued_on >= ${q.f_from}::date`);
  if (q.f_to) where.push(sql`i.issued_on <= ${q.f_to}::date`);
  if (q.q) {
    const digits = q.q.replace(/\D/g, '');
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(a.number ilike ${like} or i.recipient->>'name' ilike ${like}
           ${digits.length > 0 && digits.length <= 10 ? sql`or i.number = ${Number(digits)}` : sql``})`,
    );
  }
  const order = q.order === 'asc' ? sql`asc` : sql`desc`;
  const rows = await queryRows<SummaryRow>(
    exec,
    sql`select ${SUMMARY}, count(*) over () as total from ${FROM}
        where ${sql.join(where, sql` and `)}
        order by ${SORT[q.sort]} ${order}, i.id ${order}
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  return {
    items: rows.map(toSummary),
    total: Number(rows[0]?.total ?? 0),
    page: q.page,
    pageSize: q.pageSize,
  };
}

type DetailRow = SummaryRow & {
  issuer: { bg: InvoiceParty; en: InvoiceParty } | string;
  reason: string | null;
  paid_at: Date | string | null;
  payment_type: 'VPOS' | 'BANK' | 'SYSTEM' | null;
  payment_number: string | null;
  cancelled_at: Date | string | null;
  cancel_reason: string | null;
  lang: 'bg' | 'en';
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** Ids as an array literal of parameters (`array[$1::bigint, …]`: the planner counts them). */
const idArray = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}::bigint`),
    sql`, `,
  )}]`;

export async function getInvoice(
  exec: Executor,
  id: number,
): Promise<InvoiceDetail & { lang: 'bg' | 'en' }> {
  const [invoice] = await getInvoices(exec, [id]);
  if (!invoice) throw notFound('invoice.notFound');
  return invoice;
}

/**
 * Documents with their lines, parties and related notes, read set-based (four statements
 * whatever the number of ids; those that do not exist are left out), in the order of `ids`.
 */
export async function getInvoices(
  exec: Executor,
  ids: readonly number[],
): Promise<(InvoiceDetail & { lang: 'bg' | 'en' })[]> {
  if (ids.length === 0) return [];
  // `= any(array[…])`: each look-up is an index scan (one id or hundreds) and the family's two
  // arms combine in one BitmapOr
  const idList = idArray(ids);
  const rows = await queryRows<DetailRow>(
    exec,
    sql`select ${SUMMARY}, i.issuer, i.reason, i.paid_at, i.payment_type, i.cancelled_at,
               i.cancel_reason, i.lang,
               (select p.number from payments p where p.id = i.payment_id) as payment_number
        from ${FROM} where i.id = any(${idList})`,
  );
  if (rows.length === 0) return [];
  const lines = await queryRows<Record<string, string | number>>(
    exec,
    sql`select invoice_id, line_no, description_bg, description_en, quantity, unit_price_minor,
               vat_percent, net_minor, vat_minor, gross_minor
        from invoice_lines where invoice_id = any(${idList}) order by invoice_id, line_no`,
  );
  const linesOf = new Map<number, Record<string, string | number>[]>();
  for (const l of lines) {
    const key = Number(l.invoice_id);
    const list = linesOf.get(key) ?? [];
    list.push(l);
    linesOf.set(key, list);
  }
  // a document's family: the invoice and its notes (a note's root is the invoice it corrects)
  const rootOf = (r: SummaryRow) => Number(r.related_invoice_id ?? r.id);
  const roots = [...new Set(rows.map(rootOf))];
  const rootList = idArray(roots);
  const familyRows = await queryRows<SummaryRow>(
    exec,
    sql`select ${SUMMARY} from ${FROM}
        where i.related_invoice_id = any(${rootList}) or i.id = any(${rootList})
        order by i.id`,
  );
  const families = new Map<number, SummaryRow[]>();
  for (const r of familyRows) {
    const list = families.get(rootOf(r)) ?? [];
    list.push(r);
    families.set(rootOf(r), list);
  }
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const related = (families.get(rootOf(row)) ?? []).filter((r) => Number(r.id) !== id);
    const family = [row, ...related];
    const live = family.filter((r) => r.status !== 'CANCELLED');
    const base = live
      .filter((r) => r.document_type !== 'CREDIT_NOTE')
      .reduce((s, r) => s + Number(r.gross_minor), 0);
    const credited = live
      .filter((r) => r.document_type === 'CREDIT_NOTE')
      .reduce((s, r) => s + Number(r.gross_minor), 0);
    return [
      {
        ...toSummary(row),
        issuer: json(row.issuer),
        recipient: json<InvoiceParty>(row.recipient),
        reason: row.reason,
        paidAt: iso(row.paid_at),
        paymentType: row.payment_type,
        paymentNumber: row.payment_number ?? null,
        cancelledAt: iso(row.cancelled_at),
        cancelReason: row.cancel_reason,
        lang: row.lang,
        lines: (linesOf.get(id) ?? []).map((l) => ({
          lineNo: Number(l.line_no),
          descriptionBg: String(l.description_bg),
          descriptionEn: String(l.description_en),
          quantity: Number(l.quantity),
          unitPriceMinor: Number(l.unit_price_minor),
          vatPercent: Number(l.vat_percent),
          netMinor: Number(l.net_minor),
          vatMinor: Number(l.vat_minor),
          grossMinor: Number(l.gross_minor),
        })),
        related: related.map(toSummary),
        creditableMinor: row.document_type === 'INVOICE' ? Math.max(0, base - credited) : 0,
      },
    ];
  });
}

/** The address a document is mailed to: the contract's notification e-mail, else its primary contact's. */
export async function invoiceRecipientEmail(exec: Executor, invoiceId: number) {
  return (await invoiceRecipientEmails(exec, [invoiceId])).get(invoiceId) ?? null;
}

/** The addresses documents are mailed to, by document id (one statement). */
export async function invoiceRecipientEmails(
  exec: Executor,
  ids: readonly number[],
): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; email: string | null }>(
    exec,
    sql`select i.id, coalesce(a.notification_email,
                        (select cc.contact_emails->0->>'emailAddress' from account_contacts cc
                          where cc.account_id = a.id order by cc.is_primary desc, cc.id limit 1)) as email
        from invoices i join accounts a on a.id = i.account_id
        where i.id = any(${idArray(ids)})`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.email ?? null]));
}

/** Locks an invoice row and checks it is an issued, open invoice. */
async function lockIssued(exec: Executor, id: number, invoiceOnly: boolean) {
  const rows = await queryRows<{
    id: number;
    account_id: number;
    currency: 'BGN' | 'EUR';
    status: string;
    document_type: DocumentType;
    gross_minor: string | number;
  }>(
    exec,
    sql`select id, account_id, currency, status, document_type, gross_minor
        from invoices where id = ${id} for update`,
  );
  const row = rows[0];
  if (!row) throw notFound('invoice.notFound');
  if (invoiceOnly && row.document_type !== 'INVOICE') throw conflict('invoice.notAnInvoice');
  if (row.status !== 'ISSUED') throw conflict('invoice.notIssued');
  return row;
}

export async function issueNote(
  exec: Executor,
  invoiceId: number,
  type: 'CREDIT_NOTE' | 'DEBIT_NOTE',
  input: InvoiceNoteInput,
  at: Date,
  createdBy: number | null,
): Promise<IssuedDocument> {
  const invoice = await lockIssued(exec, invoiceId, true);
  return issueDocument(exec, {
    accountId: invoice.account_id,
    documentType: type,
    issuedOn: sofiaDate(at),
    currency: invoice.currency,
    lines: input.lines,
    relatedInvoiceId: invoiceId,
    reason: input.reason,
    createdBy,
  });
}

async function ledgerTransactionOf(exec: Executor, id: number): Promise<number | null> {
  const rows = await queryRows<{ id: number }>(
    exec,
    sql`select id from ledger_transactions
        where type in ('INVOICE', 'CREDIT_NOTE', 'DEBIT_NOTE') and business_key = ${`invoice:${id}`}`,
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/**
 * Cancels an issued, unpaid document (after confirmation in the office): its booking is reversed
 * and its fees go back to be invoiced again. An invoice with live notes is cancelled only after them.
 */
export async function cancelInvoice(
  exec: Executor,
  id: number,
  reason: string,
  at: Date,
  createdBy: number | null,
): Promise<void> {
  await lockIssued(exec, id, false);
  const notes = await queryRows(
    exec,
    sql`select 1 from invoices where related_invoice_id = ${id} and status <> 'CANCELLED'`,
  );
  if (notes[0]) throw conflict('invoice.hasNotes');
  await exec.execute(
    sql`update invoices set status = 'CANCELLED', cancelled_at = ${at}, cancel_reason = ${reason}
        where id = ${id}`,
  );
  await exec.execute(sql`update service_fees set invoice_id = null where invoice_id = ${id}`);
  const transactionId = await ledgerTransactionOf(exec, id);
  if (transactionId !== null)
    await reverseJournal(exec, transactionId, {
      businessKey: `invoice-cancel:${id}`,
      occurredAt: at,
      reason,
      createdBy,
    });
}

/**
 * Marks an invoice or debit note paid: from the contract's prepaid balance (SYSTEM: refused below
 * its floor, zero plus the credit limit, which the database keeps) or from a named bank payment
 * (BANK): the payment's undistributed money, held in suspense since its statement was booked,
 * gets a share for the document (payment_distributions, target INVOICE, under the payment's row
 * lock; the distributions' trigger and `payments_distributed` refuse more than the payment holds)
 * and moves from suspense to the contract's receivable. The document keeps the payment's id.
 */
export async function payInvoice(
  exec: Executor,
  id: number,
  payment: { paymentType: 'SYSTEM' | 'BANK'; paymentId?: number | undefined },
  at: Date,
  createdBy: number | null,
): Promise<void> {
  const { paymentType } = payment;
  if (paymentType === 'BANK' && payment.paymentId === undefined)
    throw new AppError(400, { code: 'invoice.bankPaymentRequired', field: 'paymentId' });
  const row = await lockIssued(exec, id, false);
  if (row.document_type === 'CREDIT_NOTE') throw conflict('invoice.notAnInvoice');
  const detail = await getInvoice(exec, id);
  const dueMinor =
    row.document_type === 'INVOICE' ? detail.creditableMinor : Number(row.gross_minor);
  const currency = row.currency;
  let paymentId: number | null = null;
  if (paymentType === 'BANK') {
    const found = await queryRows<{
      id: number;
      kind: string;
      currency: string;
      amount_minor: string;
      distributed_minor: string;
      annulled: boolean;
    }>(
      exec,
      sql`select id, kind, currency, amount_minor, distributed_minor, annulled from payments
          where id = ${payment.paymentId!} for update`,
    );
    const bank = found[0];
    if (!bank) throw notFound('bank.paymentNotFound');
    if (bank.kind !== 'BANK' || bank.annulled || bank.currency.trim() !== currency)
      throw new AppError(409, { code: 'invoice.bankPaymentNotUsable', field: 'paymentId' });
    const undistributed = Number(bank.amount_minor) - Number(bank.distributed_minor);
    if (undistributed < dueMinor)
      throw new AppError(409, {
        code: 'invoice.bankPaymentTooSmall',
        params: { amountMinor: undistributed, currency },
        field: 'paymentId',
      });
    paymentId = Number(bank.id);
    if (dueMinor > 0)
      await exec.execute(
        sql`insert into payment_distributions
              (payment_id, target, account_id, invoice_number, amount_minor, method, created_by, created_at)
            values (${paymentId}, 'INVOICE', ${row.account_id}, ${detail.number}, ${dueMinor},
              'MANUAL', ${createdBy}, ${at.toISOString()})`,
      );
    // the statement line is done once nothing of its payment is left undistributed
    if (undistributed === dueMinor)
      await exec.execute(
        sql`update bank_transactions set status = 'PROCESSED', error_code = null, error_text = null,
              processed_at = ${at.toISOString()}, processed_by = ${createdBy}
            where id = (select bank_transaction_id from payments where id = ${paymentId})
              and status <> 'PROCESSED'`,
      );
  }
  if (dueMinor > 0) {
    try {
      await postJournal(exec, {
        type: 'SERVICE_FEE',
        businessKey: `invoice-payment:${id}`,
        occurredAt: at,
        description: `payment of document ${id}`,
        refs:
          paymentId === null
            ? { invoiceId: id, accountId: row.account_id }
            : { invoiceId: id, accountId: row.account_id, paymentId },
        createdBy,
        lines: [
          {
            account:
              paymentType === 'SYSTEM'
                ? { kind: 'PREPAID_MAIN', ownerId: row.account_id, currency }
                : { kind: 'SUSPENSE', currency },
            amountMinor: dueMinor,
            currency,
          },
          {
            account: { kind: 'POSTPAID_RECEIVABLE', ownerId: row.account_id, currency },
            amountMinor: -dueMinor,
            currency,
          },
        ],
      });
    } catch (error) {
      throw ledgerError(error);
    }
  }
  await exec.execute(
    sql`update invoices set status = 'PAID', paid_at = ${at}, payment_type = ${paymentType},
          payment_id = ${paymentId}
        where id = ${id}`,
  );
  await exec.execute(sql`update service_fees set payment_status = 'PAID' where invoice_id = ${id}`);
  // the fleet client's machines hear of it (a clerk's mark, or a bank line naming the invoice)
  if (dueMinor > 0)
    await paymentsReceived(
      exec,
      [
        {
          paymentId,
          accountId: Number(row.account_id),
          amountMinor: dueMinor,
          target: 'INVOICE',
          invoiceNumber: detail.number,
          currency,
        },
      ],
      at,
    );
}

/**
 * Marks an issued invoice or debit note paid by several bank payments, the last being
 * `paymentId`: their shares (target INVOICE) were recorded and booked (suspense → receivable) as
 * each came (modules/bank settle.ts), so nothing is booked here.
 */
export async function markInvoicePaidByShares(
  exec: Executor,
  id: number,
  paymentId: number,
  at: Date,
): Promise<void> {
  await exec.execute(
    sql`update invoices set status = 'PAID', paid_at = ${at}, payment_type = 'BANK',
          payment_id = ${paymentId}
        where id = ${id} and status = 'ISSUED'`,
  );
  await exec.execute(sql`update service_fees set payment_status = 'PAID' where invoice_id = ${id}`);
}

/**
 * The bank payments that could pay a document (BANK): not annulled, in its currency, with enough
 * undistributed money; those whose remittance names the document's or its contract's number
 * first, then the newest. At most 50.
 */
export async function bankPaymentsFor(exec: Executor, id: number): Promise<InvoiceBankPayment[]> {
  const detail = await getInvoice(exec, id);
  const due = detail.documentType === 'INVOICE' ? detail.creditableMinor : detail.grossMinor;
  const rows = await queryRows<{
    id: number;
    number: string;
    value_date: string;
    amount_minor: string;
    undistributed: string;
    currency: 'BGN' | 'EUR';
    payer: string | null;
    remittance: string;
    matches: boolean;
  }>(
    exec,
    sql`select p.id, p.number, p.value_date::text as value_date, p.amount_minor,
               p.amount_minor - p.distributed_minor as undistributed, p.currency,
               t.counterparty_name as payer, t.remittance,
               (strpos(t.remittance, ${detail.number}) > 0
                 or strpos(t.remittance, ${detail.accountNumber}) > 0) as matches
        from payments p join bank_transactions t on t.id = p.bank_transaction_id
        where p.kind = 'BANK' and not p.annulled and p.currency = ${detail.currency}
          and p.amount_minor - p.distributed_minor >= ${Math.max(due, 1)}
        order by matches desc, p.value_date desc, p.id desc
        limit 50`,
  );
  return rows.map((r) => ({
    paymentId: Number(r.id),
    number: r.number,
    valueDate: r.value_date,
    amountMinor: Number(r.amount_minor),
    undistributedMinor: Number(r.undistributed),
    currency: r.currency,
    payer: r.payer,
    remittance: r.remittance,
    matches: Boolean(r.matches),
  }));
}
