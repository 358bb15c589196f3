import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  dueFeePeriods,
  invoiceTotals,
  invoicingDate,
  lineAmounts,
  type ServiceFeePeriod,
  type ServiceFeeType,
} from '@toll/domain/invoicing';
import type { Currency } from '@toll/domain/money';
import { formatPlainDate, parsePlainDate, type PlainDate } from '@toll/domain/plain-date';
import { sofiaDate } from '@toll/domain/sofia-time';
import { queryRows, type Db, type Executor } from '../../platform/db/database';
import type { Jobs } from '../../platform/jobs';
import { ledgerAccountKey, ensureLedgerAccounts } from '../ledger/accounts';
import { postJournalsBulk } from '../ledger/bulk-posting';
import {
  defaultIssuer,
  documentInsertError,
  documentJournal,
  issuerParties,
  recipientParty,
  type NewLine,
  type RecipientRow,
} from './invoice-issue';

/**
 * The billing run (issue #19 item 4): generates each active contract's service fees for the
 * periods it owes (its daysInAdvanceToCreateServiceFee and serviceFeeGenerationFrequency), then
 * issues one invoice per contract and currency for the fees whose invoicing day has come. Safe to
 * run twice and by two workers at once: a fee exists once per definition, contract and period (a
 * UNIQUE key, inserted with ON CONFLICT DO NOTHING), and the invoicing chunks of concurrent runs
 * take turns (an advisory lock), each reading the due fees after the previous one's COMMIT, so a
 * fee is invoiced once and a contract's fees of a day go on one invoice.
 * Set-based (10,000 contracts in a few seconds, bench/fee-run.ts): the fees in statements of 2,000,
 * the invoices in transactions of INVOICE_CHUNK contracts with a handful of statements each, so a
 * crash mid-run loses one chunk at most and the next run completes it.
 * PDFs are not made here: they are rendered when opened or mailed.
 */
type Definition = {
  id: number;
  name: string;
  description_bg: string;
  description_en: string;
  amount_minor: string | number;
  currency: Currency;
  period: ServiceFeePeriod;
  fee_type: ServiceFeeType;
  invoicing_day: number;
  vat_percent: number;
};

type Contract = {
  id: number;
  days_in_advance: number;
  frequency: number;
  units: string | number;
  since: string;
};

async function activeDefinitions(exec: Executor): Promise<Definition[]> {
  return queryRows<Definition>(
    exec,
    sql`select id, name, description_bg, description_en, amount_minor, currency, period, fee_type,
               invoicing_day, vat_percent
        from service_fee_definitions where active and document_type = 'INVOICE' order by id`,
  );
}

async function activeContracts(exec: Executor): Promise<Contract[]> {
  return queryRows<Contract>(
    exec,
    sql`select a.id, a.days_in_advance_to_create_service_fee as days_in_advance,
               a.service_fee_generation_frequency as frequency,
               (select count(*) from account_units u where u.account_id = a.id and u.status = 'ACTIVE') as units,
               to_char(coalesce(a.signed_at, a.created_at) at time zone 'Europe/Sofia', 'YYYY-MM-DD') as since
        from accounts a where a.status = 'ACTIVE' order by a.id`,
  );
}

type FeeRow = {
  definitionId: number;
  accountId: number;
  periodStart: string;
  periodEnd: string | null;
  invoiceOn: string;
  quantity: number;
  unitPriceMinor: number;
  vatPercent: number;
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
  currency: Currency;
};

/** The fees each active contract owes on `today` (before the database drops those it has). */
export function feesOwed(definitions: Definition[], contracts: Contract[], today: PlainDate) {
  const rows: FeeRow[] = [];
  for (const contract of contracts) {
    const units = Number(contract.units);
    for (const d of definitions) {
      const perPeriod = d.fee_type === 'ACCOUNT_UNIT' ? units : 1;
      if (perPeriod < 1) continue;
      const since = parsePlainDate(contract.since) ?? today;
      const periods =
        d.period === 'NONE'
          ? [{ start: since, end: null, months: 1 }]
          : dueFeePeriods(today, contract.days_in_advance, contract.frequency);
      for (const p of periods) {
        const quantity = perPeriod * p.months;
        const unitPriceMinor = Number(d.amount_minor);
        const a = lineAmounts({ quantity, unitPriceMinor, vatPercent: d.vat_percent });
        rows.push({
          definitionId: d.id,
          accountId: contract.id,
          periodStart: formatPlainDate(p.start),
          periodEnd: p.end ? formatPlainDate(p.end) : null,
          invoiceOn: formatPlainDate(
            d.period === 'NONE' ? today : invoicingDate(p.start, d.invoicing_day),
          ),
          quantity,
          unitPriceMinor,
          vatPercent: d.vat_percent,
          ...a,
          currency: d.currency,
        });
      }
    }
  }
  return rows;
}

const CHUNK = 2000;

/** Inserts the owed fees in chunks, skipping those that exist; returns how many were new. */
async function insertFees(db: Executor, rows: FeeRow[]): Promise<number> {
  let created = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const json = JSON.stringify(chunk);
    const result = await queryRows<{ n: string | number }>(
      db,
      sql`with ins as (
            insert into service_fees (definition_id, account_id, period_start, period_end, invoice_on,
                                      quantity, unit_price_minor, vat_percent, net_minor, vat_minor,
                                      gross_minor, currency)
            select r."definitionId", r."accountId", r."periodStart"::date, r."periodEnd"::date,
                   r."invoiceOn"::date, r.quantity, r."unitPriceMinor", r."vatPercent", r."netMinor",
                   r."vatMinor", r."grossMinor", r.currency
            from jsonb_to_recordset(${json}::jsonb) as r("definitionId" int, "accountId" int,
                 "periodStart" text, "periodEnd" text, "invoiceOn" text, quantity int,
                 "unitPriceMinor" bigint, "vatPercent" int, "netMinor" bigint, "vatMinor" bigint,
                 "grossMinor" bigint, currency text)
            on conflict on constraint service_fees_once_per_period do nothing
            returning 1)
          select count(*) as n from ins`,
    );
    created += Number(result[0]?.n ?? 0);
  }
  return created;
}

type DueFee = {
  id: number;
  account_id: number;
  description_bg: string;
  description_en: string;
  period_start: string;
  period_end: string | null;
  quantity: number;
  unit_price_minor: string | number;
  vat_percent: number;
  currency: Currency;
};

/** Contracts invoiced per transaction: a crash loses at most one such chunk, which the next run redoes. */
export const INVOICE_CHUNK = 1000;

type NewInvoice = {
  ord: number;
  accountId: number;
  currency: Currency;
  fees: DueFee[];
  lines: NewLine[];
  totals: { netMinor: number; vatMinor: number; grossMinor: number };
};

/**
 * Invoices the due fees of the contracts with ids first…last in one transaction, a few statements
 * whatever their number: one chunk of any run at a time (a transaction-scoped advisory lock), the
 * fees locked FOR UPDATE SKIP LOCKED (fees another transaction holds, e.g. an invoice being
 * cancelled, wait for the next run), one INSERT of the invoices (in contract and currency order, so the database's number
 * trigger hands out the issuer's next numbers in that order under the issuer row's lock: gapless),
 * one INSERT of their lines, one UPDATE of the fees, and their journals (`postJournalsBulk`).
 * Returns how many invoices it issued.
 */
async function invoiceChunk(
  db: Executor,
  first: number,
  last: number,
  today: PlainDate,
): Promise<number> {
  return db.transaction(async (tx) => {
    // Chunks of concurrent runs one after another (they would queue on the issuer's number at
    // their INSERT anyway): the fees below are read after the previous chunk's COMMIT, so two runs
    // never split one contract's fees between two invoices.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended('billing:invoice-chunk', 0))`,
    );
    const fees = await queryRows<DueFee>(
      tx,
      sql`select f.id, f.account_id, d.description_bg, d.description_en,
                 f.period_start::text as period_start, f.period_end::text as period_end, f.quantity,
                 f.unit_price_minor, f.vat_percent, f.currency
          from service_fees f join service_fee_definitions d on d.id = f.definition_id
          where f.account_id between ${first} and ${last}
            and f.invoice_id is null and f.payment_status = 'NOT_PAID'
            and f.invoice_on <= ${formatPlainDate(today)}::date
          order by f.account_id, f.currency, f.period_start, f.id
          for update of f skip locked`,
    );
    if (fees.length === 0) return 0;
    // one invoice per contract and currency, its lines in the fees' order
    const invoices: NewInvoice[] = [];
    for (const fee of fees) {
      let last = invoices.at(-1);
      if (!last || last.accountId !== Number(fee.account_id) || last.currency !== fee.currency) {
        last = {
          ord: invoices.length,
          accountId: Number(fee.account_id),
          currency: fee.currency,
          fees: [],
          lines: [],
          totals: { netMinor: 0, vatMinor: 0, grossMinor: 0 },
        };
        invoices.push(last);
      }
      const period = fee.period_end ? ` ${fee.period_start} – ${fee.period_end}` : '';
      last.fees.push(fee);
      last.lines.push({
        descriptionBg: `${fee.description_bg}${period}`,
        descriptionEn: `${fee.description_en}${period}`,
        quantity: fee.quantity,
        unitPriceMinor: Number(fee.unit_price_minor),
        vatPercent: fee.vat_percent,
      });
    }
    for (const invoice of invoices) invoice.totals = invoiceTotals(invoice.lines);

    const billed = [...new Set(invoices.map((i) => i.accountId))];
    const recipients = await queryRows<RecipientRow & { account_id: number }>(
      tx,
      sql`select a.id as account_id, c.customer_type, c.first_name, c.last_name, c.company_name,
                 c.identification_type, c.identification_number, c.vat_registered, c.city,
                 c.postal_code, c.street, c.country_code, c.preferred_language
          from accounts a join clients c on c.partner_id = a.client_id
          where a.id in (select (jsonb_array_elements_text(${JSON.stringify(billed)}::jsonb))::int)`,
    );
    const recipientOf = new Map(recipients.map((r) => [Number(r.account_id), r]));
    const issuer = await defaultIssuer(tx);
    const headers = invoices.map((i) => {
      const recipient = recipientOf.get(i.accountId);
      if (!recipient) throw new Error(`contract ${i.accountId} has no client`);
      return {
        ord: i.ord,
        account_id: i.accountId,
        recipient: recipientParty(recipient),
        lang: recipient.preferred_language,
        currency: i.currency,
        net_minor: i.totals.netMinor,
        vat_minor: i.totals.vatMinor,
        gross_minor: i.totals.grossMinor,
      };
    });
    let inserted: { id: number; account_id: number; currency: string }[];
    try {
      // INSERT … SELECT inserts its rows in the SELECT's order: the numbers follow `ord`
      inserted = await queryRows(
        tx,
        sql`insert into invoices (issuer_id, document_type, issued_on, account_id, recipient, issuer,
                                  lang, currency, net_minor, vat_minor, gross_minor)
            select ${issuer.id}, 'INVOICE', ${formatPlainDate(today)}::date, h.account_id,
                   h.recipient, ${JSON.stringify(issuerParties(issuer))}::jsonb, h.lang, h.currency,
                   h.net_minor, h.vat_minor, h.gross_minor
            from jsonb_to_recordset(${JSON.stringify(headers)}::jsonb) as h(ord int, account_id int,
                 recipient jsonb, lang text, currency text, net_minor bigint, vat_minor bigint,
                 gross_minor bigint)
            order by h.ord
            returning id, account_id, currency`,
      );
    } catch (error) {
      throw documentInsertError(error);
    }
    const byKey = new Map(inserted.map((r) => [`${r.account_id}|${r.currency}`, Number(r.id)]));
    const idOf = new Map(invoices.map((i) => [i.ord, byKey.get(`${i.accountId}|${i.currency}`)!]));
    const lines: Record<string, unknown>[] = [];
    const feeInvoices: { f: number; i: number }[] = [];
    for (const invoice of invoices) {
      const id = idOf.get(invoice.ord)!;
      invoice.lines.forEach((line, n) =>
        lines.push({
          i: id,
          n: n + 1,
          bg: line.descriptionBg,
          en: line.descriptionEn,
          q: line.quantity,
          p: line.unitPriceMinor,
          v: line.vatPercent,
          ...lineAmounts(line),
        }),
      );
      for (const fee of invoice.fees) feeInvoices.push({ f: Number(fee.id), i: id });
    }
    await tx.execute(
      sql`insert into invoice_lines (invoice_id, line_no, description_bg, description_en, quantity,
                                     unit_price_minor, vat_percent, net_minor, vat_minor, gross_minor)
          select l.i, l.n, l.bg, l.en, l.q, l.p, l.v, l."netMinor", l."vatMinor", l."grossMinor"
          from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as l(i int, n int, bg text,
               en text, q int, p bigint, v int, "netMinor" bigint, "vatMinor" bigint,
               "grossMinor" bigint)`,
    );
    await tx.execute(
      sql`update service_fees f set invoice_id = m.i
          from jsonb_to_recordset(${JSON.stringify(feeInvoices)}::jsonb) as m(f int, i int)
          where f.id = m.f`,
    );
    const journals = invoices
      .filter((i) => i.totals.grossMinor > 0)
      .map((i) =>
        documentJournal(
          idOf.get(i.ord)!,
          {
            accountId: i.accountId,
            documentType: 'INVOICE',
            issuedOn: today,
            currency: i.currency,
          },
          i.totals,
        ),
      );
    const ledgerIds = await ensureLedgerAccounts(
      tx,
      journals.flatMap((j) => j.lines.map((l) => l.account)),
    );
    await postJournalsBulk(
      tx,
      journals.map((j) => ({
        ...j,
        lines: j.lines.map((l) => ({
          accountId: ledgerIds.get(ledgerAccountKey(l.account))!,
          amountMinor: l.amountMinor,
          currency: l.currency,
        })),
      })),
    );
    return invoices.length;
  });
}

/** `chunkSize`: contracts invoiced per transaction (tests make it small). */
export async function runBilling(
  db: Executor,
  at: Date,
  date?: PlainDate,
  { chunkSize = INVOICE_CHUNK }: { chunkSize?: number } = {},
) {
  const today = date ?? sofiaDate(at);
  const [definitions, contracts] = await Promise.all([activeDefinitions(db), activeContracts(db)]);
  const feesCreated = await insertFees(db, feesOwed(definitions, contracts, today));
  const due = await queryRows<{ account_id: number }>(
    db,
    sql`select distinct account_id from service_fees
        where invoice_id is null and payment_status = 'NOT_PAID'
          and invoice_on <= ${formatPlainDate(today)}::date
        order by account_id`,
  );
  const accountIds = due.map((d) => Number(d.account_id));
  let invoicesIssued = 0;
  for (let i = 0; i < accountIds.length; i += chunkSize) {
    const chunk = accountIds.slice(i, i + chunkSize);
    invoicesIssued += await invoiceChunk(db, chunk[0]!, chunk.at(-1)!, today);
  }
  return { date: formatPlainDate(today), feesCreated, invoicesIssued };
}

/** The daily billing run: a pg-boss schedule (one per cluster), run by any worker process. */
export async function startBillingRunWorker(jobs: Jobs, db: Db, now: () => Date, logger: Logger) {
  await jobs.schedule('billing.run', '30 1 * * *');
  await jobs.work('billing.run', async (_data, job) => {
    const result = await runBilling(db, now());
    logger.info({ job: job.id, ...result }, 'billing run done');
  });
}
