import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Lang } from '@toll/domain/languages';

const require = createRequire(import.meta.url);

/** DejaVu Sans covers Cyrillic; pdfkit embeds the subset of glyphs a document uses. */
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

export type Pdf = PDFKit.PDFDocument;

export const PAGE_MARGIN = 56;
const BLUE = '#1864ab';

/** An A4 document with the embedded fonts, its title in the metadata and in a heading. */
export function createPdf(options: { lang: Lang; title: string; issuer: string; at: Date }): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    lang: options.lang,
    displayTitle: true,
    info: { Title: options.title, Author: options.issuer, CreationDate: options.at },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.font('bold').fontSize(9).fillColor(BLUE).text(options.issuer);
  doc.moveDown(1.2);
  doc.font('bold').fontSize(18).fillColor('#111').text(options.title);
  doc.moveDown(0.6);
  doc.font('regular').fontSize(10.5).fillColor('#111');
  return doc;
}

export function heading(doc: Pdf, text: string): void {
  doc.moveDown(0.8);
  doc.font('bold').fontSize(12.5).fillColor(BLUE).text(text);
  doc.moveDown(0.3);
  doc.font('regular').fontSize(10.5).fillColor('#111');
}

export function paragraph(doc: Pdf, text: string): void {
  doc.font('regular').fontSize(10.5).fillColor('#111').text(text, { align: 'left' });
  doc.moveDown(0.5);
}

export function smallPrint(doc: Pdf, text: string): void {
  doc.moveDown(0.6);
  doc.font('regular').fontSize(8.5).fillColor('#555').text(text);
  doc.fillColor('#111');
}

/** Ends the document and collects its bytes. */
export function toBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
