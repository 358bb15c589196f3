import { alias } from 'drizzle-orm/pg-core';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { BankLineListQuery, StatementListQuery } from '@toll/contract/bank';
import {
  bankAccounts,
  bankIbanLinks,
  bankLineDetails,
  bankStatements,
  bankTransactions,
  paymentDistributions,
  payments,
} from '../../db/schema/bank';
import { accounts, clients } from '../../db/schema/customers';
import { partners } from '../../db/schema/partners';
import { paymentsReceived } from '../fleet/events';
import { queryRows, type Executor } from '../../platform/db/database';
import { containsPattern, listOrder, pageWindow } from '../../platform/http/list-paging';
import { findBankReferences } from '@toll/domain/bank-references';
import type { ContractInfo, InvoiceInfo, PartnerInfo } from './matching';

export type StatementRow = typeof bankStatements.$inferSelect & { accountIban: string };
export type LineRow = typeof bankTransactions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type LineWithPayment = { line: LineRow; fileName: string; payment: PaymentRow | null };

const CHUNK = 1_000;
export function chunks<T>(xs: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size));
  return out;
}

export async function listBankAccounts(db: Executor) {
  return db.select().from(bankAccounts).orderBy(asc(bankAccounts.id));
}

export async function bankAccountsByIban(db: Executor, ibans: string[]) {
  if (ibans.length === 0) return [];
  return db.select().from(bankAccounts).where(inArray(bankAccounts.iban, ibans));
}

/** Every contract with its client's customer id and IBAN, and the ids whose initial payment is paid. */
export async function loadContracts(
  db: Executor,
): Promise<{ rows: ContractInfo[]; initialPaid: number[] }> {
  // one after another: `db` is often a transaction's one connection (a statement's import)
  const rows = await db
    .select({
      id: accounts.id,
      number: accounts.number,
      customerId: partners.customerId,
      clientIban: clients.iban,
      clientName: partners.name,
      accountType: accounts.accountType,
      status: accounts.status,
      signedAt: accounts.signedAt,
      initialPaymentMinor: accounts.initialPaymentMinor,
    })
    .from(accounts)
    .innerJoin(clients, eq(clients.partnerId, accounts.clientId))
    .innerJoin(partners, eq(partners.id, clients.partnerId));
  const paid = await db
    .select({ id: paymentDistributions.accountId })
    .from(paymentDistributions)
    .where(eq(paymentDistributions.target, 'INITIAL_PAYMENT'));
  return {
    rows: rows.map(({ signedAt, ...r }) => ({ ...r, signed: signedAt !== null })),
    initialPaid: paid.flatMap((p) => (p.id === null ? [] : [p.id])),
  };
}

export async function knownLineKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (const part of chunks(keys, 5_000)) {
    const rows = await db
      .select({ key: bankTransactions.lineKey })
      .from(bankTransactions)
      .where(and(inArray(bankTransactions.lineKey, part), ne(bankTransactions.status, 'UNDONE')));
    for (const r of rows) known.add(r.key);
  }
  return known;
}

export async function findStatementOnce(
  db: Executor,
  key: { bankAccountId: number; statementRef: string; sequence: string; fileHash: string },
) {
  const [row] = await db
    .select()
    .from(bankStatements)
    .where(
      and(
        eq(bankStatements.bankAccountId, key.bankAccountId),
        eq(bankStatements.statementRef, key.statementRef),
        eq(bankStatements.sequence, key.sequence),
        eq(bankStatements.fileHash, key.fileHash),
        isNull(bankStatements.undoneAt),
      ),
    );
  return row;
}

/** The statements recorded from a file with this content hash (a file imported before). */
export async function statementsByHash(db: Executor, fileHash: string) {
  return db
    .select({ ...getTableColumns(bankStatements), accountIban: bankAccounts.iban })
    .from(bankStatements)
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankStatements.bankAccountId))
    .where(and(eq(bankStatements.fileHash, fileHash), isNull(bankStatements.undoneAt)))
    .orderBy(bankStatements.id);
}

/** An account's last statement: the latest closing date, the last recorded of that day. */
export async function lastStatement(db: Executor, bankAccountId: number) {
  const [row] = await db
    .select()
    .from(bankStatements)
    .where(and(eq(bankStatements.bankAccountId, bankAccountId), isNull(bankStatements.undoneAt)))
    .orderBy(sql`${bankStatements.closingDate} desc nulls last`, desc(bankStatements.id))
    .limit(1);
  return row;
}

export async function insertStatement(db: Executor, values: typeof bankStatements.$inferInsert) {
  const [row] = await db.insert(bankStatements).values(values).returning();
  return row!;
}

type LineInsert = typeof bankTransactions.$inferInsert;
type PaymentInsert = typeof payments.$inferInsert;
type DistributionInsert = typeof paymentDistributions.$inferInsert;

/**
 * Many rows in one statement with one parameter: the rows as JSON, read back by
 * jsonb_to_recordset. Building a 1,000-row VALUES list with 20,000 parameters costs more in the
 * query builder than the insert itself (a 10,000-line statement took 15 s that way).
 */
const asJson = (rows: unknown[]) => JSON.stringify(rows);

export async function insertLines(db: Executor, values: LineInsert[]) {
  const out: { id: number; lineKey: string }[] = [];
  for (const part of chunks(values, 5_000)) {
    const rows = part.map((v) => ({
      ...v,
      processedAt: v.processedAt ? (v.processedAt as Date).toISOString() : null,
      createdAt: (v.createdAt as Date).toISOString(),
      matchScore: v.matchScore ?? null,
      matchEvidence: v.matchEvidence ?? null,
    }));
    out.push(
      ...(await queryRows<{ id: number; lineKey: string }>(
        db,
        sql`insert into bank_transactions (bank_account_id, statement_id, line_key, entry_ref, bank_reference,
              value_date, booking_date, amount_minor, currency, direction, counterparty_name, counterparty_iban,
              remittance, status, error_code, error_text, processed_at, created_at, match_score, match_evidence)
            select "bankAccountId", "statementId", "lineKey", "entryRef", "bankReference", "valueDate", "bookingDate",
              "amountMinor", currency, direction, "counterpartyName", "counterpartyIban", remittance, status,
              "errorCode", "errorText", "processedAt", "createdAt", "matchScore", "matchEvidence"
            from jsonb_to_recordset(${asJson(rows)}::jsonb) as x("bankAccountId" int, "statementId" int, "lineKey" text,
              "entryRef" text, "bankReference" text, "valueDate" date, "bookingDate" date, "amountMinor" bigint,
              currency text, direction text, "counterpartyName" text, "counterpartyIban" text, remittance text,
              status text, "errorCode" text, "errorText" text, "processedAt" timestamptz, "createdAt" timestamptz,
              "matchScore" smallint, "matchEvidence" jsonb)
            returning id, line_key as "lineKey"`,
      )),
    );
  }
  return out;
}

export async function insertPayments(db: Executor, values: PaymentInsert[]) {
  const out: { id: number; bankTransactionId: number | null }[] = [];
  for (const part of chunks(values, 5_000)) {
    out.push(
      ...(await queryRows<{ id: number; bankTransactionId: number | null }>(
        db,
        sql`insert into payments (kind, bank_transaction_id, payment_date, value_date, amount_minor, currency,
              reference, message, file_name)
            select kind, "bankTransactionId", "paymentDate", "valueDate", "amountMinor", currency, reference,
              coalesce(message, ''), "fileName"
            from jsonb_to_recordset(${asJson(part)}::jsonb) as x(kind text, "bankTransactionId" int, "paymentDate" date,
              "valueDate" date, "amountMinor" bigint, currency text, reference text, message text, "fileName" text)
            returning id, bank_transaction_id as "bankTransactionId"`,
      )),
    );
  }
  return out;
}

export async function insertDistributions(db: Executor, values: DistributionInsert[]) {
  await paymentsReceived(
    db,
    values.map((v) => ({
      paymentId: Number(v.paymentId),
      accountId: v.accountId ?? null,
      amountMinor: Number(v.amountMinor),
      target: v.target,
      invoiceNumber: v.invoiceNumber ?? null,
    })),
    (values[0]?.createdAt as Date | undefined) ?? new Date(),
  );
  for (const part of chunks(values, 5_000)) {
    if (part.length === 0) continue;
    const rows = part.map((v) => ({ ...v, createdAt: (v.createdAt as Date).toISOString() }));
    await db.execute(
      sql`insert into payment_distributions (payment_id, target, account_id, partner_id, invoice_number,
            amount_minor, method, created_by, created_at)
          select "paymentId", target, "accountId", "partnerId", "invoiceNumber", "amountMinor", method,
            "createdBy", "createdAt"
          from jsonb_to_recordset(${asJson(rows)}::jsonb) as x("paymentId" int, target text, "accountId" int,
            "partnerId" int, "invoiceNumber" text, "amountMinor" bigint, method text, "createdBy" int, "createdAt" timestamptz)`,
    );
  }
}

const STATEMENT_SORTS = {
  uploadedAt: bankStatements.uploadedAt,
  closingDate: bankStatements.closingDate,
};

export async function listStatements(db: Executor, query: StatementListQuery) {
  const where: SQL[] = [];
  if (query.f_bankAccountId) where.push(eq(bankStatements.bankAccountId, query.f_bankAccountId));
  if (query.q) {
    const p = containsPattern(query.q);
    where.push(or(ilike(bankStatements.fileName, p), ilike(bankStatements.statementRef, p))!);
  }
  const w = where.length ? and(...where) : undefined;
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ s: bankStatements, iban: bankAccounts.iban })
      .from(bankStatements)
      .innerJoin(bankAccounts, eq(bankAccounts.id, bankStatements.bankAccountId))
      .where(w)
      .orderBy(...listOrder(STATEMENT_SORTS[query.sort], bankStatements.id, query.order))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(bankStatements).where(w),
  ]);
  return { rows: rows.map((r) => ({ ...r.s, accountIban: r.iban })), total: total?.n ?? 0 };
}

export async function findStatement(db: Executor, id: number): Promise<StatementRow | undefined> {
  const [row] = await db
    .select({ s: bankStatements, iban: bankAccounts.iban })
    .from(bankStatements)
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankStatements.bankAccountId))
    .where(eq(bankStatements.id, id));
  return row ? { ...row.s, accountIban: row.iban } : undefined;
}

const LINE_SORTS = {
  id: bankTransactions.id,
  valueDate: bankTransactions.valueDate,
  amountMinor: bankTransactions.amountMinor,
};

function lineWhere(query: BankLineListQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.f_status) where.push(eq(bankTransactions.status, query.f_status));
  if (query.f_statementId) where.push(eq(bankTransactions.statementId, query.f_statementId));
  if (query.f_direction) where.push(eq(bankTransactions.direction, query.f_direction));
  if (query.f_undistributed)
    where.push(gt(payments.amountMinor, payments.distributedMinor), eq(payments.annulled, false));
  if (query.q) {
    const p = containsPattern(query.q);
    where.push(
      or(
        ilike(bankTransactions.remittance, p),
        ilike(bankTransactions.counterpartyName, p),
        ilike(bankTransactions.counterpartyIban, p),
        ilike(bankTransactions.bankReference, p),
      )!,
    );
  }
  return where.length ? and(...where) : undefined;
}

export async function listLines(db: Executor, query: BankLineListQuery) {
  const where = lineWhere(query);
  const { limit, offset } = pageWindow(query);
  const base = () =>
    db
      .select({ line: bankTransactions, fileName: bankStatements.fileName, payment: payments })
      .from(bankTransactions)
      .innerJoin(bankStatements, eq(bankStatements.id, bankTransactions.statementId))
      .leftJoin(payments, eq(payments.bankTransactionId, bankTransactions.id));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(...listOrder(LINE_SORTS[query.sort], bankTransactions.id, query.order))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(bankTransactions)
      .leftJoin(payments, eq(payments.bankTransactionId, bankTransactions.id))
      .where(where),
  ]);
  return { rows: rows as LineWithPayment[], total: total?.n ?? 0 };
}

/** One line with its payment, locked for the change that follows when `lock` is set. */
export async function findLine(
  db: Executor,
  id: number,
  lock = false,
): Promise<LineWithPayment | undefined> {
  const q = db
    .select({ line: bankTransactions, fileName: bankStatements.fileName, payment: payments })
    .from(bankTransactions)
    .innerJoin(bankStatements, eq(bankStatements.id, bankTransactions.statementId))
    .leftJoin(payments, eq(payments.bankTransactionId, bankTransactions.id))
    .where(eq(bankTransactions.id, id));
  const [row] = lock ? await q.for('update', { of: bankTransactions }) : await q;
  return row as LineWithPayment | undefined;
}

export async function distributionsOf(db: Executor, paymentId: number) {
  const client = alias(partners, 'client');
  const owner = alias(partners, 'owner');
  return db
    .select({
      d: paymentDistributions,
      accountNumber: accounts.number,
      customerId: client.customerId,
      partnerName: owner.name,
    })
    .from(paymentDistributions)
    .leftJoin(accounts, eq(accounts.id, paymentDistributions.accountId))
    .leftJoin(client, eq(client.id, accounts.clientId))
    .leftJoin(owner, eq(owner.id, paymentDistributions.partnerId))
    .where(eq(paymentDistributions.paymentId, paymentId))
    .orderBy(asc(paymentDistributions.id));
}

export async function updateLine(
  db: Executor,
  id: number,
  values: Partial<typeof bankTransactions.$inferInsert>,
) {
  await db.update(bankTransactions).set(values).where(eq(bankTransactions.id, id));
}

export async function updatePayment(
  db: Executor,
  id: number,
  values: Partial<typeof payments.$inferInsert>,
) {
  await db.update(payments).set(values).where(eq(payments.id, id));
}

export async function lookupContracts(db: Executor, q: string) {
  const p = containsPattern(q);
  return db
    .select({
      accountId: accounts.id,
      accountNumber: accounts.number,
      customerId: partners.customerId,
      clientName: partners.name,
      accountType: accounts.accountType,
      status: accounts.status,
      initialPaymentMinor: accounts.initialPaymentMinor,
      initialPaid: sql<boolean>`exists (select 1 from payment_distributions d where d.account_id = ${accounts.id} and d.target = 'INITIAL_PAYMENT')`,
    })
    .from(accounts)
    .innerJoin(partners, eq(partners.id, accounts.clientId))
    .where(or(ilike(accounts.number, p), ilike(partners.customerId, p), ilike(partners.name, p)))
    .orderBy(asc(accounts.number))
    .limit(20);
}

/** Open invoices and debit notes (issued, not paid or cancelled) with one of these numbers. */
export async function openInvoicesNamed(db: Executor, numbers: string[]): Promise<InvoiceInfo[]> {
  if (numbers.length === 0) return [];
  const rows = await queryRows<{
    id: number;
    number: string;
    account_id: number;
    currency: string;
    gross_minor: string;
    issued_on: string;
  }>(
    db,
    sql`select id, lpad(number::text, 10, '0') as number, account_id, currency, gross_minor,
          issued_on::text as issued_on from invoices
        where number in (${sql.join(
          numbers.map((n) => sql`${Number(n)}`),
          sql`, `,
        )}) and status = 'ISSUED'
          and document_type in ('INVOICE', 'DEBIT_NOTE')`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    number: r.number,
    accountId: Number(r.account_id),
    currency: r.currency.trim(),
    dueMinor: Number(r.gross_minor),
    issueDate: r.issued_on,
    dueDate: r.issued_on,
  }));
}

/** The IBAN → contract links clerks' assignments taught. */
export async function learnedIbans(db: Executor) {
  return db
    .select({ iban: bankIbanLinks.iban, accountId: bankIbanLinks.accountId })
    .from(bankIbanLinks);
}

/** Learns a payer's IBAN for the contracts a clerk assigned its payment to (once per pair). */
export async function learnIbans(
  db: Executor,
  links: {
    iban: string;
    accountId: number;
    learnedFrom: number;
    learnedBy: number | null;
    learnedAt: Date;
  }[],
) {
  if (links.length === 0) return;
  await db.insert(bankIbanLinks).values(links).onConflictDoNothing();
}

/** The sale partners (they owe what their points of sale sold) with their IBANs on file. */
export async function salePartners(db: Executor): Promise<PartnerInfo[]> {
  const rows = await queryRows<{ id: number; name: string; ibans: string[] | null }>(
    db,
    sql`select id, name, ibans from partners
        where partner_type in ('SALE_PARTNER', 'COMMISSIONER', 'SALE_PARTNER_AND_COMMISSIONER')`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, ibans: r.ibans ?? [] }));
}

/** The contracts, open invoices named in these texts and sale partners the matcher needs. */
export async function loadDirectoryData(db: Executor, texts: string[]) {
  const numbers = [...new Set(texts.flatMap((t) => findBankReferences(t).invoiceNumbers))];
  // one after another: `db` is often a transaction's one connection (a statement's import)
  const contracts = await loadContracts(db);
  const invoices = await openInvoicesNamed(db, numbers);
  const partnersList = await salePartners(db);
  const learned = await learnedIbans(db);
  return { ...contracts, invoices, partners: partnersList, learned };
}

/** Sale partners by name, EIK or number (SP-<id>), for a clerk's choice. */
export async function lookupSalePartners(db: Executor, q: string) {
  const number = /^SP-?(\d{1,9})$/i.exec(q.trim());
  const p = containsPattern(q);
  const rows = await queryRows<{ id: number; name: string; eik: string | null }>(
    db,
    sql`select id, name, eik from partners
        where partner_type in ('SALE_PARTNER', 'COMMISSIONER', 'SALE_PARTNER_AND_COMMISSIONER')
          and (name ilike ${p} or eik ilike ${p} ${number ? sql`or id = ${Number(number[1])}` : sql``})
        order by name, id limit 20`,
  );
  return rows.map((r) => ({
    partnerId: Number(r.id),
    partnerNumber: `SP-${r.id}`,
    name: r.name,
    eik: r.eik,
  }));
}

/** A statement locked for its undoing. */
export async function lockStatement(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(bankStatements)
    .where(eq(bankStatements.id, id))
    .for('update');
  return row;
}

/** A statement's lines with their payments (ids). */
export async function statementLinePayments(db: Executor, statementId: number) {
  return db
    .select({ lineId: bankTransactions.id, paymentId: payments.id })
    .from(bankTransactions)
    .leftJoin(payments, eq(payments.bankTransactionId, bankTransactions.id))
    .where(eq(bankTransactions.statementId, statementId))
    .orderBy(asc(bankTransactions.id));
}

/** Invoices (their numbers) marked paid by one of these payments. */
export async function invoicesPaidBy(db: Executor, paymentIds: number[]) {
  if (paymentIds.length === 0) return [];
  const ids = sql.join(
    paymentIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ number: string }>(
    db,
    sql`select lpad(i.number::text, 10, '0') as number from invoices i
        where i.payment_id in (${ids})
           or (i.status = 'PAID' and exists (
                select 1 from payment_distributions d
                where d.payment_id in (${ids}) and d.target = 'INVOICE'
                  and d.account_id = i.account_id and d.invoice_number = lpad(i.number::text, 10, '0')))
        order by 1`,
  );
  return rows.map((r) => r.number);
}

/**
 * The journals a statement's import booked and that still stand: its receipt, and each of its
 * lines' own (assignments, retries, partner payments, named invoices), not yet reversed.
 */
export async function standingJournalsOf(db: Executor, statementId: number, lineIds: number[]) {
  const keys = [
    `bank-statement:${statementId}`,
    ...lineIds.flatMap((id) => [`partner-payment:${id}`, `bank-invoice:${id}`]),
  ];
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select t.id::text as id from ledger_transactions t
        where t.type <> 'REVERSAL'
          and (t.business_key in (${sql.join(
            keys.map((k) => sql`${k}`),
            sql`, `,
          )}) or (t.refs->>'bankTransactionId') in (${sql.join(
            (lineIds.length ? lineIds : [0]).map((id) => sql`${String(id)}`),
            sql`, `,
          )}))
          and not exists (select 1 from ledger_transactions r where r.reverses_transaction_id = t.id)
        order by t.id desc`,
  );
  return rows.map((r) => Number(r.id));
}

/** Marks an import undone: its lines UNDONE, its payments annulled, the statement with its reason. */
export async function markUndone(
  db: Executor,
  u: {
    statementId: number;
    lineIds: number[];
    paymentIds: number[];
    reason: string;
    by: number | null;
    at: Date;
  },
) {
  for (const part of chunks(u.lineIds))
    await db
      .update(bankTransactions)
      .set({ status: 'UNDONE', errorCode: null, errorText: null })
      .where(inArray(bankTransactions.id, part));
  for (const part of chunks(u.paymentIds))
    await db
      .update(payments)
      .set({ annulled: true, undoneAt: u.at })
      .where(inArray(payments.id, part));
  await db
    .update(bankStatements)
    .set({ undoneAt: u.at, undoneBy: u.by, undoReason: u.reason })
    .where(eq(bankStatements.id, u.statementId));
}

/** Forgets the IBAN links these lines' assignments taught; how many. */
export async function forgetIbansFrom(db: Executor, lineIds: number[]): Promise<number> {
  let n = 0;
  for (const part of chunks(lineIds)) {
    const gone = await db
      .delete(bankIbanLinks)
      .where(inArray(bankIbanLinks.learnedFrom, part))
      .returning({ iban: bankIbanLinks.iban });
    n += gone.length;
  }
  return n;
}

/** What the (not annulled) bank payments' shares have paid of an invoice so far. */
export async function invoiceSharesPaid(db: Executor, accountId: number, invoiceNumber: string) {
  const [row] = await queryRows<{ paid: string }>(
    db,
    sql`select coalesce(sum(d.amount_minor), 0) as paid from payment_distributions d
        join payments p on p.id = d.payment_id and not p.annulled
        where d.target = 'INVOICE' and d.account_id = ${accountId} and d.invoice_number = ${invoiceNumber}`,
  );
  return Number(row?.paid ?? 0);
}

/** The line (not undone) of a business key, with its payment: a batch a camt.054 details. */
export async function batchLine(db: Executor, lineKey: string) {
  const [row] = await db
    .select({ line: bankTransactions, payment: payments })
    .from(bankTransactions)
    .leftJoin(payments, eq(payments.bankTransactionId, bankTransactions.id))
    .where(and(eq(bankTransactions.lineKey, lineKey), ne(bankTransactions.status, 'UNDONE')))
    .for('update', { of: bankTransactions });
  return row ? { ...row.line, payment: row.payment } : undefined;
}

export async function hasDetails(db: Executor, lineId: number): Promise<boolean> {
  const rows = await db
    .select({ id: bankLineDetails.id })
    .from(bankLineDetails)
    .where(eq(bankLineDetails.bankTransactionId, lineId))
    .limit(1);
  return rows.length > 0;
}

export async function insertDetails(db: Executor, values: (typeof bankLineDetails.$inferInsert)[]) {
  if (values.length > 0) await db.insert(bankLineDetails).values(values);
}

/** A batch line's payments from its camt.054, with the contract each was booked to. */
export async function detailsOf(db: Executor, lineId: number) {
  return db
    .select({ d: bankLineDetails, accountNumber: accounts.number })
    .from(bankLineDetails)
    .leftJoin(accounts, eq(accounts.id, bankLineDetails.accountId))
    .where(eq(bankLineDetails.bankTransactionId, lineId))
    .orderBy(asc(bankLineDetails.seq));
}
