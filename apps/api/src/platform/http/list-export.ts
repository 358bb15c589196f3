import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

/**
 * Exports of back-office lists (spec §2 data tables: CSV and XLSX of the current filter), streamed:
 * rows come from an async iterator (a repository reading the database in chunks) and leave as they
 * are written, so no export holds its whole result in memory. Column headers are already in the
 * caller's language (the list's catalogue keys, `exports.json`).
 */
export type ExportFormat = 'csv' | 'xlsx';
export type ExportCell = string | number | boolean | Date | null;
export type ExportColumn<R> = {
  header: string;
  value: (row: R) => ExportCell;
  /** XLSX column width in characters. */
  width?: number;
};

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function csvCell(value: ExportCell): string | number {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/**
 * CSV with a byte-order mark (spreadsheet programs then read Cyrillic as UTF-8) and one header
 * row. Rows are written by csv-stringify a batch at a time (per-row stream writes cost more than
 * the formatting), and the stream waits for its reader between batches.
 */
export function csvExportStream<R>(
  rows: AsyncIterable<R>,
  columns: readonly ExportColumn<R>[],
  batchSize = 500,
): Readable {
  async function* text() {
    yield `\uFEFF${stringify([columns.map((c) => c.header)])}`;
    let batch: (string | number)[][] = [];
    for await (const row of rows) {
      batch.push(columns.map((c) => csvCell(c.value(row))));
      if (batch.length === batchSize) {
        yield stringify(batch);
        batch = [];
      }
    }
    if (batch.length > 0) yield stringify(batch);
  }
  return Readable.from(text(), { objectMode: false });
}

/** XLSX through exceljs's streaming writer: each row is committed (and zipped away) at once. */
export function xlsxExportStream<R>(
  rows: AsyncIterable<R>,
  columns: readonly ExportColumn<R>[],
  sheetName: string,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width ?? 18,
  }));
  void (async () => {
    for await (const row of rows) {
      sheet.addRow(columns.map((c) => c.value(row))).commit();
      // exceljs does not wait for its reader: pause while the reply's buffer is full.
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/** Sends a list export as a download named `<baseName>.<format>`. */
export function sendListExport<R>(
  reply: FastifyReply,
  options: {
    format: ExportFormat;
    baseName: string;
    sheetName?: string;
    rows: AsyncIterable<R>;
    columns: readonly ExportColumn<R>[];
  },
): FastifyReply {
  const { format, baseName, rows, columns } = options;
  const body =
    format === 'csv'
      ? csvExportStream(rows, columns)
      : xlsxExportStream(rows, columns, options.sheetName ?? baseName);
  return reply
    .type(CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${baseName}.${format}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * Reads a query in chunks by keyset: `fetch(after, limit)` answers the rows after the last one
 * read (null at first), in the export's order; stops at the first short chunk.
 */
export async function* keysetChunks<R>(
  fetch: (after: R | null, limit: number) => Promise<R[]>,
  chunkSize = 1_000,
): AsyncGenerator<R> {
  let after: R | null = null;
  for (;;) {
    const chunk = await fetch(after, chunkSize);
    yield* chunk;
    if (chunk.length < chunkSize) return;
    after = chunk[chunk.length - 1]!;
  }
}
