import { sql } from 'drizzle-orm';
import type { InvoiceParty } from '@toll/contract/billing';
import {
  formatDocumentNumber,
  invoiceTotals,
  lineAmounts,
  type DocumentType,
} from '@toll/domain/invoicing';
import type { Lang } from '@toll/domain/languages';
import type { Currency } from '@toll/domain/money';
import { formatPlainDate, type PlainDate } from '@toll/domain/plain-date';
import { fromSofia } from '@toll/domain/sofia-time';
import { constraintViolation } from '../../platform/db/constraint-error';
import { queryRows, type Executor } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/http/app-error';
import { postJournal, type JournalInput, type JournalLine } from '../ledger/posting';
import { contractEvent } from '../fleet/events';

/**
 * Issuing a financial document (invoice, credit or debit note) for a contract, in the caller's
 * transaction: the number is taken by the database (gapless per issuer, migration 0027), the
 * recipient and issuer are kept as they were on the day, and the document is booked in the
 * ledger in the same transaction:
 *   invoice / debit note: Dr customer receivable (gross), Cr service-fee revenue (net), Cr VAT;
 *   credit note:          the mirror.
 */
export type NewLine = {
  descriptionBg: string;
  descriptionEn: string;
  quantity: number;
  unitPriceMinor: number;
  vatPercent: number;
};

export type IssueInput = {
  accountId: number;
  documentType: DocumentType;
  issuedOn: PlainDate;
  currency: Currency;
  lines: NewLine[];
  relatedInvoiceId?: number | null;
  reason?: string | null;
  createdBy?: number | null;
};

export type IssuedDocument = { id: number; number: number; grossMinor: number };

export type RecipientRow = {
  customer_type: number;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  identification_type: number;
  identification_number: string;
  vat_registered: boolean;
  city: string;
  postal_code: string;
  street: string;
  country_code: string;
  preferred_language: string;
};

export type IssuerRow = {
  id: number;
  name_bg: string;
  name_en: string;
  eik: string;
  vat_number: string | null;
  address_bg: string;
  address_en: string;
  responsible_bg: string | null;
  responsible_en: string | null;
  iban: string | null;
  bank_bg: string | null;
  bank_en: string | null;
};

export function recipientParty(row: RecipientRow): InvoiceParty {
  const business = row.customer_type === 2;
  const name = business
    ? (row.company_name ?? '')
    : [row.first_name, row.last_name].filter(Boolean).join(' ');
  const eik = row.identification_type === 6 ? row.identification_number : null;
  return {
    name,
    eik,
    vatNumber: eik && row.vat_registered ? `BG${eik}` : null,
    address: `${row.country_code}, ${row.postal_code} ${row.city}, ${row.street}`,
  };
}

export function issuerParties(row: IssuerRow) {
  const party = (lang: Lang) => ({
    name: lang === 'bg' ? row.name_bg : row.name_en,
    eik: row.eik,
    vatNumber: row.vat_number,
    address: lang === 'bg' ? row.address_bg : row.address_en,
    responsible: lang === 'bg' ? row.responsible_bg : row.responsible_en,
    iban: row.iban,
    bank: lang === 'bg' ? row.bank_bg : row.bank_en,
  });
  return { bg: party('bg'), en: party('en') };
}

/** The issuer of a contract's documents: the operator (the default issuer). */
export async function defaultIssuer(exec: Executor): Promise<IssuerRow> {
  const rows = await queryRows<IssuerRow>(
    exec,
    sql`select * from invoice_issuers where is_default limit 1`,
  );
  if (!rows[0]) throw new Error('no default invoice issuer (migration 0027 seeds one)');
  return rows[0];
}

/** An INSERT into invoices refused by the database, as the API's error (or the error as it was). */
export function documentInsertError(error: unknown): unknown {
  const violation = constraintViolation(error);
  if (violation?.constraint === 'invoices_range_exhausted')
    return new AppError(409, { code: 'invoice.rangeExhausted' });
  if (violation?.constraint === 'invoices_credit_exceeds')
    return new AppError(409, { code: 'invoice.creditExceeds' });
  return error;
}

export async function issueDocument(exec: Executor, input: IssueInput): Promise<IssuedDocument> {
  const recipients = await queryRows<RecipientRow>(
    exec,
    sql`select c.customer_type, c.first_name, c.last_name, c.company_name, c.identification_type,
               c.identification_number, c.vat_registered, c.city, c.postal_code, c.street,
               c.country_code, c.preferred_language
        from accounts a join clients c on c.partner_id = a.client_id
        where a.id = ${input.accountId}`,
  );
  const recipient = recipients[0];
  if (!recipient) throw notFound('contract.notFound');
  const issuer = await defaultIssuer(exec);
  const totals = invoiceTotals(input.lines);
  let inserted: { id: number; number: string | number }[];
  try {
    inserted = await queryRows(
      exec,
      sql`insert into invoices (issuer_id, document_type, issued_on, account_id, recipient, issuer,
                                lang, currency, net_minor, vat_minor, gross_minor,
                                related_invoice_id, reason, created_by)
          values (${issuer.id}, ${input.documentType}, ${formatPlainDate(input.issuedOn)},
                  ${input.accountId}, ${JSON.stringify(recipientParty(recipient))}::jsonb,
                  ${JSON.stringify(issuerParties(issuer))}::jsonb, ${recipient.preferred_language},
                  ${input.currency}, ${totals.netMinor}, ${totals.vatMinor}, ${totals.grossMinor},
                  ${input.relatedInvoiceId ?? null}, ${input.reason ?? null},
                  ${input.createdBy ?? null})
          returning id, number`,
    );
  } catch (error) {
    throw documentInsertError(error);
  }
  const invoice = inserted[0]!;
  const id = Number(invoice.id);
  for (const [i, line] of input.lines.entries()) {
    const a = lineAmounts(line);
    await exec.execute(
      sql`insert into invoice_lines (invoice_id, line_no, description_bg, description_en, quantity,
                                     unit_price_minor, vat_percent, net_minor, vat_minor, gross_minor)
          values (${id}, ${i + 1}, ${line.descriptionBg}, ${line.descriptionEn}, ${line.quantity},
                  ${line.unitPriceMinor}, ${line.vatPercent}, ${a.netMinor}, ${a.vatMinor},
                  ${a.grossMinor})`,
    );
  }
  if (totals.grossMinor > 0) await bookDocument(exec, id, input, totals);
  await contractEvent(
    exec,
    input.accountId,
    'invoice.issued',
    {
      invoiceId: id,
      number: formatDocumentNumber(Number(invoice.number)),
      documentType: input.documentType,
      issuedOn: formatPlainDate(input.issuedOn),
      currency: input.currency,
      grossMinor: totals.grossMinor,
    },
    new Date(),
  );
  return { id, number: Number(invoice.number), grossMinor: totals.grossMinor };
}

/** The journal that books a document: Dr the contract's receivable, Cr revenue and VAT (a credit note the mirror). */
export function documentJournal(
  id: number,
  input: Pick<IssueInput, 'accountId' | 'documentType' | 'issuedOn' | 'currency' | 'createdBy'>,
  totals: { netMinor: number; vatMinor: number; grossMinor: number },
): JournalInput {
  const currency = input.currency;
  const sign = input.documentType === 'CREDIT_NOTE' ? -1 : 1;
  const lines: JournalLine[] = [
    {
      account: { kind: 'POSTPAID_RECEIVABLE', ownerId: input.accountId, currency },
      amountMinor: sign * totals.grossMinor,
      currency,
    },
    {
      account: { kind: 'REVENUE_SERVICE_FEE', currency },
      amountMinor: -sign * totals.netMinor,
      currency,
    },
  ];
  if (totals.vatMinor > 0)
    lines.push({
      account: { kind: 'VAT_PAYABLE', currency },
      amountMinor: -sign * totals.vatMinor,
      currency,
    });
  return {
    type: input.documentType === 'INVOICE' ? 'INVOICE' : input.documentType,
    businessKey: `invoice:${id}`,
    occurredAt: fromSofia({ ...input.issuedOn, hour: 12, minute: 0, second: 0 }),
    description: `${input.documentType} ${id}`,
    refs: { invoiceId: id, accountId: input.accountId },
    createdBy: input.createdBy ?? null,
    lines,
  };
}

async function bookDocument(
  exec: Executor,
  id: number,
  input: IssueInput,
  totals: { netMinor: number; vatMinor: number; grossMinor: number },
) {
  await postJournal(exec, documentJournal(id, input, totals));
}
