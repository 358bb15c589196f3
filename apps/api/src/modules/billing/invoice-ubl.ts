import type { InvoiceDetail, InvoiceParty } from '@toll/contract/billing';
import { toOfficeLang, type Lang } from '@toll/domain/languages';
import { translator } from '../../platform/i18n';
import type { Executor } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { getInvoices, invoiceRecipientEmails } from './invoices';

/**
 * An invoice, credit or debit note as a UBL 2.1 document of EN 16931 in its Peppol BIS Billing
 * 3.0 profile (the e-invoice beside the PDF): an invoice is `Invoice` with type code 380, a debit
 * note `Invoice` 383 and a credit note `CreditNote` 381, both notes naming the corrected invoice
 * (`BillingReference`, BG-3). The content the Bulgarian VAT Act asks (ЗДДС чл. 114) is there as
 * the standard's terms: the 10-digit number (BT-1), issue date and date of the taxable event
 * (BT-2, BT-7), seller and buyer with UIC (BT-30, BT-47) and VAT number (BT-31, BT-48) and
 * postal address, the lines with quantity, unit price, net amount and VAT rate, the VAT breakdown
 * per category and rate (BG-23: base and VAT), the reason a 0 % line carries no VAT (category E
 * with BT-120) and, on an invoice or debit note, the operator's IBAN with the document's number
 * as the payment reference (BT-83): the reference the bank matching recognises.
 *
 * `invoiceUbl(exec, id)` is the call other modules use (the fleet API too); `renderInvoiceUbl`
 * is the pure builder over a document's detail. Elements are written in the order of the UBL 2.1
 * schema and an empty value leaves its element out (Peppol rule R008).
 */

export const UBL_CUSTOMIZATION_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const UBL_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** Peppol electronic address scheme (EAS) of a Bulgarian VAT number, and of an e-mail address. */
const EAS_BG_VAT = '9926';
const EAS_EMAIL = 'EM';

export type UblDocument = { fileName: string; xml: string };

type Issuer = InvoiceParty & { iban?: string | null; bank?: string | null };
export type UblInput = InvoiceDetail & {
  /** The buyer's e-mail (its electronic address when it has no VAT number). */
  buyerEmail?: string | null;
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
// characters XML 1.0 does not allow (C0 controls other than tab, line feed, carriage return)
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
/** Text as XML character data: characters XML cannot carry dropped, the five special ones escaped. */
export const xmlText = (value: string) =>
  value.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** An element, or nothing when its content is empty. */
function el(name: string, content: string | null | undefined, attrs?: Record<string, string>) {
  if (content === null || content === undefined || content === '') return '';
  const a = attrs
    ? Object.entries(attrs)
        .map(([k, v]) => ` ${k}="${xmlText(v)}"`)
        .join('')
    : '';
  return `<${name}${a}>${content}</${name}>`;
}
const text = (name: string, value: string | null | undefined, attrs?: Record<string, string>) =>
  el(name, value === null || value === undefined ? value : xmlText(value.trim()), attrs);

/** Minor units as a decimal amount with two places ("-12.34"). */
export function ublAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export type PostalAddress = {
  street: string;
  city: string;
  postalCode: string;
  countryCode: string;
};

/**
 * A recipient's address as kept on the document: "<country code>, <postal code> <city>, <street>"
 * (`recipientParty`); an issuer's as configured: "<country>, <city> <postal code>, <street>".
 * A part that cannot be told apart stays in the street, with the country given.
 */
export function splitAddress(address: string, fallbackCountry: string): PostalAddress {
  const parts = address.split(', ');
  const first = parts[0]?.trim() ?? '';
  const countryCode = /^[A-Z]{2}$/.test(first) ? first : fallbackCountry;
  const rest = parts.length >= 3 ? parts.slice(1) : parts;
  if (parts.length < 3) return { street: address.trim(), city: '', postalCode: '', countryCode };
  const place = rest[0]!.trim();
  const street = rest.slice(1).join(', ').trim();
  const postal = /(?:^|\s)(\d{4,5})(?:\s|$)/.exec(place);
  const postalCode = postal ? postal[1]! : '';
  const city = postal ? place.replace(postal[0], ' ').replace(/\s+/g, ' ').trim() : place;
  return { street, city, postalCode, countryCode };
}

function addressXml(a: PostalAddress) {
  return el(
    'cac:PostalAddress',
    text('cbc:StreetName', a.street) +
      text('cbc:CityName', a.city) +
      text('cbc:PostalZone', a.postalCode) +
      el('cac:Country', text('cbc:IdentificationCode', a.countryCode)),
  );
}

const VAT_SCHEME = '<cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme>';

function partyXml(p: InvoiceParty, countryFallback: string, email: string | null | undefined) {
  const address = splitAddress(p.address, countryFallback);
  const endpoint = p.vatNumber
    ? text('cbc:EndpointID', p.vatNumber, { schemeID: EAS_BG_VAT })
    : email
      ? text('cbc:EndpointID', email, { schemeID: EAS_EMAIL })
      : '';
  return el(
    'cac:Party',
    endpoint +
      (p.eik ? el('cac:PartyIdentification', text('cbc:ID', p.eik)) : '') +
      el('cac:PartyName', text('cbc:Name', p.name)) +
      addressXml(address) +
      (p.vatNumber
        ? el('cac:PartyTaxScheme', text('cbc:CompanyID', p.vatNumber) + VAT_SCHEME)
        : '') +
      el(
        'cac:PartyLegalEntity',
        text('cbc:RegistrationName', p.name) + text('cbc:CompanyID', p.eik),
      ) +
      (email ? el('cac:Contact', text('cbc:ElectronicMail', email)) : ''),
  );
}

/** The VAT category of a rate: S (standard) above 0 %, E (exempt, with its reason) at 0 %. */
export const vatCategory = (percent: number) => (percent > 0 ? 'S' : 'E');

type Breakdown = { category: string; percent: number; taxableMinor: number; taxMinor: number };

/** The VAT breakdown (BG-23): per category and rate the lines' net amounts and their VAT. */
export function vatBreakdown(lines: InvoiceDetail['lines']): Breakdown[] {
  const byRate = new Map<string, Breakdown>();
  for (const line of lines) {
    const category = vatCategory(line.vatPercent);
    const key = `${category}:${line.vatPercent}`;
    const row = byRate.get(key) ?? {
      category,
      percent: line.vatPercent,
      taxableMinor: 0,
      taxMinor: 0,
    };
    row.taxableMinor += line.netMinor;
    row.taxMinor += line.vatMinor;
    byRate.set(key, row);
  }
  return [...byRate.values()].sort((a, b) => b.percent - a.percent);
}

export function renderInvoiceUbl(invoice: UblInput, language: Lang): string {
  // invoices speak the office's languages: Bulgarian, or English for everyone else
  const lang = toOfficeLang(language);
  const t = translator(lang, 'documents');
  const credit = invoice.documentType === 'CREDIT_NOTE';
  const root = credit ? 'CreditNote' : 'Invoice';
  const cur = { currencyID: invoice.currency };
  const money = (name: string, minor: number) => el(name, ublAmount(minor), cur);
  const issuer = invoice.issuer[lang] as Issuer;
  const issuerCountry = issuer.vatNumber?.slice(0, 2).match(/^[A-Z]{2}$/)?.[0] ?? 'BG';
  const related = invoice.related.find((r) => r.id === invoice.relatedInvoiceId);
  const breakdown = vatBreakdown(invoice.lines);
  const typeCode = credit ? '381' : invoice.documentType === 'DEBIT_NOTE' ? '383' : '380';
  const notes = [invoice.reason, invoice.status === 'CANCELLED' ? t('billing.pdf.cancelled') : null]
    .filter((n): n is string => !!n)
    .map((n) => text('cbc:Note', n))
    .join('');

  const header =
    text('cbc:CustomizationID', UBL_CUSTOMIZATION_ID) +
    text('cbc:ProfileID', UBL_PROFILE_ID) +
    text('cbc:ID', invoice.number) +
    text('cbc:IssueDate', invoice.issuedOn) +
    // the CreditNote schema puts the tax point date before the type code, Invoice after the note
    (credit
      ? text('cbc:TaxPointDate', invoice.issuedOn) +
        text('cbc:CreditNoteTypeCode', typeCode) +
        notes
      : text('cbc:InvoiceTypeCode', typeCode) +
        notes +
        text('cbc:TaxPointDate', invoice.issuedOn)) +
    text('cbc:DocumentCurrencyCode', invoice.currency) +
    text('cbc:BuyerReference', invoice.accountNumber) +
    (invoice.relatedInvoiceNumber
      ? el(
          'cac:BillingReference',
          el(
            'cac:InvoiceDocumentReference',
            text('cbc:ID', invoice.relatedInvoiceNumber) +
              text('cbc:IssueDate', related?.issuedOn ?? null),
          ),
        )
      : '');

  const parties =
    el('cac:AccountingSupplierParty', partyXml(issuer, issuerCountry, null)) +
    el('cac:AccountingCustomerParty', partyXml(invoice.recipient, 'BG', invoice.buyerEmail));

  const iban = issuer.iban?.replace(/\s/g, '') ?? '';
  const payment =
    !credit && iban
      ? el(
          'cac:PaymentMeans',
          text('cbc:PaymentMeansCode', invoice.currency === 'EUR' ? '58' : '30') +
            text('cbc:PaymentID', invoice.number) +
            el('cac:PayeeFinancialAccount', text('cbc:ID', iban) + text('cbc:Name', issuer.name)),
        )
      : '';
  const terms = el(
    'cac:PaymentTerms',
    text(
      'cbc:Note',
      credit
        ? t('billing.ubl.creditTerms', { account: invoice.accountNumber })
        : t('billing.ubl.paymentTerms', { number: invoice.number }),
    ),
  );

  const zeroReason = t('billing.ubl.zeroVatReason');
  const taxCategory = (tag: string, category: string, percent: number, withReason: boolean) =>
    el(
      tag,
      text('cbc:ID', category) +
        text('cbc:Percent', String(percent)) +
        (withReason && category === 'E' ? text('cbc:TaxExemptionReason', zeroReason) : '') +
        VAT_SCHEME,
    );
  const taxTotal = el(
    'cac:TaxTotal',
    money('cbc:TaxAmount', invoice.vatMinor) +
      breakdown
        .map((b) =>
          el(
            'cac:TaxSubtotal',
            money('cbc:TaxableAmount', b.taxableMinor) +
              money('cbc:TaxAmount', b.taxMinor) +
              taxCategory('cac:TaxCategory', b.category, b.percent, true),
          ),
        )
        .join(''),
  );
  const totals = el(
    'cac:LegalMonetaryTotal',
    money('cbc:LineExtensionAmount', invoice.netMinor) +
      money('cbc:TaxExclusiveAmount', invoice.netMinor) +
      money('cbc:TaxInclusiveAmount', invoice.grossMinor) +
      money('cbc:PayableAmount', invoice.grossMinor),
  );
  const lineTag = credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine';
  const quantityTag = credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity';
  const lines = invoice.lines
    .map((line) =>
      el(
        lineTag,
        text('cbc:ID', String(line.lineNo)) +
          el(quantityTag, String(line.quantity), { unitCode: 'C62' }) +
          money('cbc:LineExtensionAmount', line.netMinor) +
          el(
            'cac:Item',
            text('cbc:Name', lang === 'bg' ? line.descriptionBg : line.descriptionEn) +
              taxCategory(
                'cac:ClassifiedTaxCategory',
                vatCategory(line.vatPercent),
                line.vatPercent,
                false,
              ),
          ) +
          el('cac:Price', money('cbc:PriceAmount', line.unitPriceMinor)),
      ),
    )
    .join('');

  const ns = credit
    ? 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2'
    : 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<${root} xmlns="${ns}" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">` +
    header +
    parties +
    payment +
    terms +
    taxTotal +
    totals +
    lines +
    `</${root}>\n`
  );
}

/**
 * A document as its UBL e-invoice, in the customer's language unless `lang` is given (the
 * module's entry point for other modules: the HTTP route, the invoice mail, the fleet API);
 * 404 `invoice.notFound` for an unknown id.
 */
export async function invoiceUbl(
  exec: Executor,
  invoiceId: number,
  lang?: Lang,
): Promise<UblDocument & { lang: Lang }> {
  const [ubl] = await invoiceUbls(exec, [invoiceId], lang);
  if (!ubl) throw notFound('invoice.notFound');
  return ubl;
}

/**
 * Many documents as UBL, read set-based (`getInvoices`: five statements for the lot; a month's
 * invoices for a download or an export), in the order of `ids`; unknown ids are left out.
 */
export async function invoiceUbls(
  exec: Executor,
  ids: readonly number[],
  lang?: Lang,
): Promise<(UblDocument & { id: number; lang: Lang })[]> {
  const invoices = await getInvoices(exec, ids);
  const emails = await invoiceRecipientEmails(
    exec,
    invoices.filter((i) => !i.recipient.vatNumber).map((i) => i.id),
  );
  return invoices.map((invoice) => {
    const chosen = lang ?? invoice.lang;
    return {
      id: invoice.id,
      fileName: `${invoice.number}.xml`,
      xml: renderInvoiceUbl({ ...invoice, buyerEmail: emails.get(invoice.id) ?? null }, chosen),
      lang: chosen,
    };
  });
}
