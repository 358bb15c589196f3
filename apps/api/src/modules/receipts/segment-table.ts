import type { RoutePassQuoteResponse } from '@toll/contract/route-passes';
import { formatMoney } from '@toll/domain/money-format';
import { PAGE_MARGIN, type Pdf } from '../documents/pdf-document';
import { formatNumber } from '@toll/domain/number-format';
import type { DocumentTexts } from './receipt-format';
import { bottomLimit, slash } from './receipt-pdf-layout';

type Segment = RoutePassQuoteResponse['segments'][number];

/** Column widths in points (483 = the A4 width between the margins). */
const WIDTHS = [22, 50, 132, 132, 62, 85] as const;
const PADDING = 2;

/** A header cell: Bulgarian over the second language (too narrow for both on one line). */
const label = (texts: DocumentTexts, key: string) => {
  const text = texts.both('documents', `receipt.${key}`);
  return text.bg === text.second ? text.bg : `${text.bg}\n${text.second}`;
};

/** Kilometres in the table: one decimal, written the Bulgarian way as the document's numbers. */
const km = (value: number) => formatNumber(value, 'bg', { digits: 1, grouping: false });

function cells(texts: DocumentTexts, segment: Segment, index: number): string[] {
  const partial = segment.partial ? ` (${slash(texts.both('route-pass', 'result.partial'))})` : '';
  return [
    String(index + 1),
    segment.road === 'urban' ? slash(texts.both('route-pass', 'roadName.urban')) : segment.road,
    segment.from,
    segment.to,
    `${km(segment.km)}${partial}`,
    formatMoney(segment.price, 'bg'),
  ];
}

function rowHeight(doc: Pdf, row: readonly string[]): number {
  return (
    Math.max(
      ...row.map((text, i) => doc.heightOfString(text, { width: WIDTHS[i]! - 2 * PADDING })),
    ) +
    2 * PADDING
  );
}

function drawRow(doc: Pdf, row: readonly string[], bold: boolean, shaded: boolean): void {
  doc.font(bold ? 'bold' : 'regular').fontSize(8);
  const height = rowHeight(doc, row);
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
  const top = doc.y;
  if (shaded) {
    const width = WIDTHS.reduce((sum, w) => sum + w, 0);
    doc.rect(PAGE_MARGIN, top, width, height).fillColor('#f1f3f5').fill();
  }
  doc.fillColor('#111');
  let x = PAGE_MARGIN;
  row.forEach((text, i) => {
    const width = WIDTHS[i]! - 2 * PADDING;
    const align = i >= 4 ? 'right' : 'left';
    doc.text(text, x + PADDING, top + PADDING, { width, align });
    x += WIDTHS[i]!;
  });
  doc.x = PAGE_MARGIN;
  doc.y = top + height;
}

/**
 * The segments of the route: number, road, from, to, km and price (in the quote's currency), the
 * header repeated on every page the table runs onto, and the total in both currencies.
 */
export function segmentTable(
  doc: Pdf,
  texts: DocumentTexts,
  quote: RoutePassQuoteResponse,
  total: string,
): void {
  const header = ['segmentNo', 'road', 'from', 'to', 'km', 'price'].map((key) => label(texts, key));
  drawRow(doc, header, true, true);
  quote.segments.forEach((segment, i) => {
    const row = cells(texts, segment, i);
    doc.font('regular').fontSize(8);
    if (doc.y + rowHeight(doc, row) > bottomLimit(doc)) {
      doc.addPage();
      drawRow(doc, header, true, true);
    }
    drawRow(doc, row, false, i % 2 === 1);
  });
  drawRow(doc, ['', label(texts, 'total'), '', '', km(quote.distance.totalKm), total], true, true);
}
