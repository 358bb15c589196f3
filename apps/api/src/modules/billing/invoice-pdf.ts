import type { InvoiceDetail } from '@toll/contract/billing';
import { toOfficeLang, type Lang } from '@toll/domain/languages';
import { formatAmount, formatMoney } from '@toll/domain/money-format';
import { parsePlainDate, type PlainDate } from '@toll/domain/plain-date';
import { translator } from '../../platform/i18n';
import { createPdf, heading, smallPrint, toBuffer, type Pdf } from '../documents/pdf-document';

/**
 * An invoice, credit or debit note as a PDF in Bulgarian or English with the fields the VAT Act
 * (ЗДДС чл. 114) requires: document type and 10-digit number, issue date and date of the taxable
 * event, supplier and recipient with their UIC/VAT numbers and addresses, each line's quantity,
 * unit price, taxable amount, VAT rate and VAT, the totals, and for a note the invoice it corrects.
 */
const dmy = (d: PlainDate) =>
  `${String(d.day).padStart(2, '0')}.${String(d.month).padStart(2, '0')}.${d.year}`;
const dateText = (iso: string) => {
  const d = parsePlainDate(iso);
  return d ? dmy(d) : iso;
};

function party(doc: Pdf, title: string, p: InvoiceDetail['recipient'], t: (k: string) => string) {
  doc.font('bold').fontSize(10).text(title);
  doc.font('regular').fontSize(10).text(p.name);
  if (p.eik) doc.text(`${t('billing.pdf.eik')}: ${p.eik}`);
  if (p.vatNumber) doc.text(`${t('billing.pdf.vatNumber')}: ${p.vatNumber}`);
  doc.text(`${t('billing.pdf.address')}: ${p.address}`);
  if (p.responsible) doc.text(`${t('billing.pdf.responsible')}: ${p.responsible}`);
}

/** The gap between the lines table's columns (points). */
export const LINE_COLUMN_GAP = 4;
const FIXED_COLUMNS = { lineNo: 28, quantity: 36, unitPrice: 62, net: 62, vatRate: 34, vat: 58 };

/**
 * The widths of the lines table's columns (№, description, quantity, unit price, net, VAT rate,
 * VAT) within the page's margins: the description takes what the figures leave, so the VAT
 * column ends at the right margin, not at the paper's edge.
 */
export function invoiceLineColumns(usableWidth: number): number[] {
  const f = FIXED_COLUMNS;
  const fixed = f.lineNo + f.quantity + f.unitPrice + f.net + f.vatRate + f.vat;
  const description = Math.floor(usableWidth - fixed - 6 * LINE_COLUMN_GAP);
  return [f.lineNo, description, f.quantity, f.unitPrice, f.net, f.vatRate, f.vat];
}

export async function renderInvoicePdf(invoice: InvoiceDetail, lang: Lang): Promise<Buffer> {
  const t = translator(lang, 'documents');
  const issuer = invoice.issuer[toOfficeLang(lang)];
  const title = `${t(`billing.documentType.${invoice.documentType}`)} № ${invoice.number}`;
  const doc = createPdf({
    lang,
    title,
    issuer: issuer.name,
    at: new Date(`${invoice.issuedOn}T12:00:00Z`),
  });
  doc.text(`${t('billing.pdf.original')}`);
  doc.text(`${t('billing.pdf.issuedOn')}: ${dateText(invoice.issuedOn)}`);
  doc.text(`${t('billing.pdf.taxEventOn')}: ${dateText(invoice.issuedOn)}`);
  if (invoice.relatedInvoiceNumber) {
    const related = invoice.related.find((r) => r.id === invoice.relatedInvoiceId);
    doc.text(
      `${t('billing.pdf.toInvoice')}: № ${invoice.relatedInvoiceNumber}${related ? ` / ${dateText(related.issuedOn)}` : ''}`,
    );
  }
  if (invoice.reason) doc.text(`${t('billing.pdf.reason')}: ${invoice.reason}`);
  doc.moveDown(0.8);
  party(doc, t('billing.pdf.supplier'), issuer, t);
  doc.moveDown(0.6);
  party(doc, t('billing.pdf.recipient'), invoice.recipient, t);

  heading(doc, t('billing.pdf.lines'));
  const cols = invoiceLineColumns(doc.page.width - doc.page.margins.left - doc.page.margins.right);
  const header = [
    '№',
    t('billing.pdf.description'),
    t('billing.pdf.quantity'),
    t('billing.pdf.unitPrice'),
    t('billing.pdf.net'),
    t('billing.pdf.vatRate'),
    t('billing.pdf.vat'),
  ];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let x = doc.page.margins.left;
    let height = 0;
    doc.font(bold ? 'bold' : 'regular').fontSize(8.5);
    cells.forEach((cell, i) => {
      const width = cols[i]!;
      const options = { width, align: i >= 2 ? ('right' as const) : ('left' as const) };
      height = Math.max(height, doc.heightOfString(cell, options));
      doc.text(cell, x, y, options);
      x += width + LINE_COLUMN_GAP;
    });
    doc.x = doc.page.margins.left;
    doc.y = y + height + 4;
  };
  row(header, true);
  for (const line of invoice.lines) {
    row([
      String(line.lineNo),
      lang === 'bg' ? line.descriptionBg : line.descriptionEn,
      String(line.quantity),
      formatAmount(line.unitPriceMinor, lang),
      formatAmount(line.netMinor, lang),
      `${line.vatPercent} %`,
      formatAmount(line.vatMinor, lang),
    ]);
  }
  doc.moveDown(0.8);
  const money = (minor: number) => formatMoney({ minor, currency: invoice.currency }, lang);
  doc.font('regular').fontSize(10.5);
  doc.text(`${t('billing.pdf.taxBase')}: ${money(invoice.netMinor)}`, { align: 'right' });
  doc.text(`${t('billing.pdf.vatTotal')}: ${money(invoice.vatMinor)}`, { align: 'right' });
  doc
    .font('bold')
    .text(`${t('billing.pdf.total')}: ${money(invoice.grossMinor)}`, { align: 'right' });
  doc.font('regular');
  if (invoice.vatMinor === 0) smallPrint(doc, t('billing.pdf.zeroVat'));
  if ('iban' in issuer && issuer.iban) {
    const bank = 'bank' in issuer && issuer.bank ? `, ${String(issuer.bank)}` : '';
    smallPrint(doc, `${t('billing.pdf.payTo')}: IBAN ${String(issuer.iban)}${bank}`);
  }
  if (invoice.status === 'CANCELLED') smallPrint(doc, t('billing.pdf.cancelled'));
  smallPrint(doc, t('billing.pdf.noSignature'));
  return toBuffer(doc);
}
