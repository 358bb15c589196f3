import { PAGE_MARGIN, createPdf, type Pdf } from '../documents/pdf-document';
import { drawQr } from './qr-vector';
import type { BothLangs } from './receipt-data';
import type { DocumentTexts } from './receipt-format';

const GREY = '#555';
const RULE = '#dee2e6';
const LABEL_WIDTH = 180;
const GAP = 10;
const QR_SIZE = 104;

export const contentWidth = (doc: Pdf) => doc.page.width - 2 * PAGE_MARGIN;
export const bottomLimit = (doc: Pdf) => doc.page.height - PAGE_MARGIN;

/** "Bulgarian / second language" on one line, or one text when both read the same. */
export const slash = (text: BothLangs) =>
  text.bg === text.second ? text.bg : `${text.bg} / ${text.second}`;

/**
 * A receipt document: title and issuer in its two languages, Bulgarian as the document language.
 * The creation date is the document's issue time, so the same document gives the same bytes.
 */
export function openReceiptPdf(texts: DocumentTexts, title: BothLangs, issuedAt: Date): Pdf {
  return createPdf({
    lang: 'bg',
    title: slash(title),
    issuer: slash(texts.both('documents', 'common.issuer')),
    at: issuedAt,
  });
}

/** Starts a new page when fewer than `height` points are left. */
export function ensureRoom(doc: Pdf, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

/** The document's number, large, with its QR code (vector) on the right. */
export function numberBlock(doc: Pdf, label: BothLangs, number: string): void {
  const top = doc.y;
  const x = PAGE_MARGIN;
  const width = contentWidth(doc) - QR_SIZE - GAP;
  doc.font('bold').fontSize(9).fillColor('#111').text(label.bg, x, top, { width });
  doc.font('regular').fontSize(8).fillColor(GREY).text(label.second, x, doc.y, { width });
  doc.moveDown(0.3);
  doc.font('bold').fontSize(26).fillColor('#111').text(number, x, doc.y, { width });
  drawQr(doc, number, { x: x + contentWidth(doc) - QR_SIZE, y: top - 8, size: QR_SIZE });
  doc.x = x;
  doc.y = Math.max(doc.y, top + QR_SIZE - 8) + 8;
}

/**
 * One row: the label in Bulgarian (bold) over the second language (grey) on the left; the value on
 * the right, the second language's value under the Bulgarian one when they differ. A thin rule
 * under the row.
 */
export function field(doc: Pdf, label: BothLangs, value: string | BothLangs): void {
  ensureRoom(doc, 34);
  const top = doc.y;
  const x = PAGE_MARGIN;
  const valueX = x + LABEL_WIDTH + GAP;
  const valueWidth = contentWidth(doc) - LABEL_WIDTH - GAP;
  doc.font('bold').fontSize(9).fillColor('#111').text(label.bg, x, top, { width: LABEL_WIDTH });
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(GREY)
    .text(label.second, x, doc.y, { width: LABEL_WIDTH });
  const labelBottom = doc.y;
  const values = typeof value === 'string' ? { bg: value, second: value } : value;
  doc.font('regular').fontSize(10.5).fillColor('#111');
  doc.text(values.bg, valueX, top, { width: valueWidth });
  if (values.second !== values.bg)
    doc.fontSize(9).fillColor(GREY).text(values.second, valueX, doc.y, { width: valueWidth });
  const bottom = Math.max(labelBottom, doc.y) + 3;
  doc
    .moveTo(x, bottom)
    .lineTo(x + contentWidth(doc), bottom)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.x = x;
  doc.y = bottom + 4;
  doc.fillColor('#111');
}

export function sectionTitle(doc: Pdf, title: BothLangs): void {
  ensureRoom(doc, 60);
  doc.moveDown(0.6);
  doc.font('bold').fontSize(11.5).fillColor('#1864ab').text(slash(title), PAGE_MARGIN, doc.y);
  doc.moveDown(0.3);
  doc.fillColor('#111');
}

/** Small print: every note in Bulgarian, then every note in the second language. */
export function notes(doc: Pdf, list: readonly BothLangs[]): void {
  const width = contentWidth(doc);
  doc.font('regular').fontSize(7.5).fillColor(GREY);
  // Both languages' notes stay together: measured apart, the second language's alone went over to
  // a page of their own (issue 32).
  const height = (['bg', 'second'] as const).reduce(
    (sum, lang) =>
      sum + 12 + list.reduce((all, note) => all + doc.heightOfString(note[lang], { width }), 0),
    0,
  );
  ensureRoom(doc, height);
  for (const lang of ['bg', 'second'] as const) {
    doc.moveDown(0.5);
    for (const note of list) doc.text(note[lang], PAGE_MARGIN, doc.y, { width });
  }
  doc.fillColor('#111');
}
