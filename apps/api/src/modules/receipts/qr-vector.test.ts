import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrMatrix, qrRectangles } from './qr-vector';

/** Paints the rectangles back onto a module grid (with the 4-module quiet zone taken off). */
function paint(rects: ReturnType<typeof qrRectangles>, size: number, box: number): boolean[][] {
  const unit = box / (size + 8);
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const rect of rects) {
    const row = Math.round(rect.y / unit) - 4;
    const first = Math.round(rect.x / unit) - 4;
    const count = Math.round(rect.width / unit);
    expect(rect.height).toBeCloseTo(unit, 9);
    for (let c = first; c < first + count; c += 1) {
      expect(grid[row]![c], `module ${row},${c} drawn twice`).toBe(false);
      grid[row]![c] = true;
    }
  }
  return grid;
}

describe('QR code as vector rectangles', () => {
  it.each(['26032500000017', '00000000000000', '99999999999999', '00000042'])(
    'draws exactly the modules of QRCode.create(%s)',
    (number) => {
      const { modules } = QRCode.create(number, { errorCorrectionLevel: 'M' });
      const expected = Array.from({ length: modules.size }, (_, r) =>
        Array.from({ length: modules.size }, (_, c) => Boolean(modules.get(r, c))),
      );
      expect(qrMatrix(number)).toEqual(expected);
      const rects = qrRectangles(number, { x: 0, y: 0, size: 116 });
      expect(paint(rects, modules.size, 116)).toEqual(expected);
    },
  );

  it('merges runs and keeps the symbol and its quiet zone inside the box', () => {
    const box = { x: 400, y: 100, size: 100 };
    const rects = qrRectangles('26032500000017', box);
    const dark = qrMatrix('26032500000017').flat().filter(Boolean).length;
    expect(rects.length).toBeLessThan(dark);
    const unit = box.size / (21 + 8);
    for (const r of rects) {
      expect(r.x).toBeGreaterThanOrEqual(box.x + 4 * unit - 1e-9);
      expect(r.y).toBeGreaterThanOrEqual(box.y + 4 * unit - 1e-9);
      expect(r.x + r.width).toBeLessThanOrEqual(box.x + box.size - 4 * unit + 1e-9);
      expect(r.y + r.height).toBeLessThanOrEqual(box.y + box.size - 4 * unit + 1e-9);
    }
  });
});
