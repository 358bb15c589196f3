import { describe, expect, it } from 'vitest';
import { PAGE_MARGIN } from '../documents/pdf-document';
import { invoiceLineColumns, LINE_COLUMN_GAP } from './invoice-pdf';

const A4_WIDTH = 595.28;

describe('the invoice PDF’s lines table', () => {
  it('ends its VAT column at the right margin, not at the paper’s edge', () => {
    const usable = A4_WIDTH - 2 * PAGE_MARGIN;
    const cols = invoiceLineColumns(usable);
    expect(cols).toHaveLength(7);
    const right =
      PAGE_MARGIN + cols.reduce((a, b) => a + b, 0) + (cols.length - 1) * LINE_COLUMN_GAP;
    expect(right).toBeLessThanOrEqual(A4_WIDTH - PAGE_MARGIN);
    expect(A4_WIDTH - right).toBeGreaterThanOrEqual(PAGE_MARGIN); // ≈ 2 cm, was 7 pt (2.5 mm)
    expect(cols[1]).toBeGreaterThanOrEqual(150); // the description keeps room to wrap
  });
});
