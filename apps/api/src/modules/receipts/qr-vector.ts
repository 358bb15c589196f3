import QRCode from 'qrcode';
import type { Pdf } from '../documents/pdf-document';

export type Rect = { x: number; y: number; width: number; height: number };

/** The QR symbol's modules (true = dark), row by row, error correction M. */
export function qrMatrix(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, col) => Boolean(modules.get(row, col))),
  );
}

/**
 * The dark modules as rectangles inside a square of `size` points at (x, y), with the 4-module
 * quiet zone the standard asks for. Runs of dark modules in a row become one rectangle, so a
 * 21×21 symbol is about a hundred vector rectangles (no raster image in the PDF).
 */
export function qrRectangles(text: string, box: { x: number; y: number; size: number }): Rect[] {
  const matrix = qrMatrix(text);
  const quiet = 4;
  const unit = box.size / (matrix.length + 2 * quiet);
  const rects: Rect[] = [];
  matrix.forEach((row, r) => {
    let c = 0;
    while (c < row.length) {
      if (!row[c]) {
        c += 1;
        continue;
      }
      const start = c;
      while (c < row.length && row[c]) c += 1;
      rects.push({
        x: box.x + (quiet + start) * unit,
        y: box.y + (quiet + r) * unit,
        width: (c - start) * unit,
        height: unit,
      });
    }
  });
  return rects;
}

/** Draws the QR code of `text` as filled vector rectangles. */
export function drawQr(doc: Pdf, text: string, box: { x: number; y: number; size: number }): void {
  doc.save();
  for (const rect of qrRectangles(text, box)) doc.rect(rect.x, rect.y, rect.width, rect.height);
  doc.fillColor('#000').fill();
  doc.restore();
}
