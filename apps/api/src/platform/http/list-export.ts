import { PassThrough, Readable } from 'node:stream';
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

const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV field as RFC 4180 writes it (quoted when it holds a comma, a quote or a line break, its
 * quotes doubled). Written here rather than by csv-stringify: its per-field option handling was a
 * third of an export's CPU (bench/README "list exports").
 */
export function csvField(value: ExportCell): string {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return String(value);
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Rows as CSV text, a line each (ended by a line feed, as csv-stringify writes them). */
function csvLines(rows: readonly (readonly ExportCell[])[]): string {
  let text = '';
  for (const row of rows) text += `${row.map(csvField).join(',')}\n`;
  return text;
}

/**
 * The rows of an export. A source read from the database in chunks also hands them over a chunk
 * at a time (`chunks`): an await per row through every stage cost more than the formatting.
 */
export type ExportRows<R> = AsyncIterable<R> & { chunks?: () => AsyncIterable<readonly R[]> };

/** A source's rows a chunk at a time: its own chunks, or its rows gathered `size` at a time. */
async function* chunksOf<R>(rows: ExportRows<R>, size = 500): AsyncGenerator<readonly R[]> {
  if (rows.chunks) {
    yield* rows.chunks();
    return;
  }
  let batch: R[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * CSV with a byte-order mark (spreadsheet programs then read Cyrillic as UTF-8) and one header
 * row. Rows are written a chunk at a time (per-row stream writes cost more than
 * the formatting), and the stream waits for its reader between chunks.
 */
export function csvExportStream<R>(
  rows: ExportRows<R>,
  columns: readonly ExportColumn<R>[],
): Readable {
  async function* text() {
    yield `\uFEFF${csvLines([columns.map((c) => c.header)])}`;
    for await (const chunk of chunksOf(rows))
      yield csvLines(chunk.map((row) => columns.map((c) => c.value(row))));
  }
  return Readable.from(text(), { objectMode: false });
}

/** XLSX through exceljs's streaming writer: each row is committed (and zipped away) at once. */
export function xlsxExportStream<R>(
  rows: ExportRows<R>,
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
    for await (const chunk of chunksOf(rows)) {
      for (const row of chunk) sheet.addRow(columns.map((c) => c.value(row))).commit();
      // exceljs does not wait for its reader: pause while the reply's buffer is full.
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/** A list export as a service describes it; the route sends it (sendListExport). */
export type ListExport<R> = {
  format: ExportFormat;
  baseName: string;
  sheetName?: string;
  rows: ExportRows<R>;
  columns: readonly ExportColumn<R>[];
};

/** Sends a list export as a download named `<baseName>.<format>`. */
export async function sendListExport<R>(
  reply: FastifyReply,
  options: ListExport<R>,
): Promise<FastifyReply> {
  const { format, baseName, columns } = options;
  // The first chunk is read before the answer starts: a query the database refuses is then an
  // error answer of the §8 shape, not a download that breaks off.
  const rows = await primed(options.rows);
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

/** The same rows, with the first chunk already read (so a failing source fails here). */
async function primed<R>(rows: ExportRows<R>): Promise<ExportRows<R>> {
  const iterator = chunksOf(rows);
  const first = await iterator.next();
  async function* chunks() {
    if (first.done) return;
    yield first.value;
    yield* { [Symbol.asyncIterator]: () => iterator };
  }
  return {
    chunks,
    async *[Symbol.asyncIterator]() {
      for await (const chunk of chunks()) yield* chunk;
    },
  };
}

/**
 * Reads a query in chunks by keyset: `fetch(after, limit)` answers the rows after the last one
 * read (null at first), in the export's order; stops at the first short chunk. The next chunk is
 * asked for while the current one is being written, so the database and the formatting overlap.
 */
export function keysetChunks<R>(
  fetch: (after: R | null, limit: number) => Promise<R[]>,
  chunkSize = 1_000,
): ExportRows<R> {
  async function* chunks(): AsyncGenerator<readonly R[]> {
    let pending = fetch(null, chunkSize);
    for (;;) {
      const chunk = await pending;
      const last = chunk.length === chunkSize ? chunk[chunk.length - 1]! : undefined;
      if (last !== undefined) {
        pending = fetch(last, chunkSize);
        // Read when its turn comes; a reader that stops early must not leave it unhandled.
        pending.catch(() => undefined);
      }
      yield chunk;
      if (last === undefined) return;
    }
  }
  return {
    chunks,
    async *[Symbol.asyncIterator]() {
      for await (const chunk of chunks()) yield* chunk;
    },
  };
}

/** A service's list export, typed by its rows (the columns' `value` functions read them). */
export const listExport = <R>(options: ListExport<R>): ListExport<R> => options;

/** A file a service hands over for download (an imported batch, a workbook); sendDownload sends it. */
export type Download = { contentType: string; fileName: string; body: string | Buffer };

/** Sends a download, never cached on the way. */
export function sendDownload(reply: FastifyReply, file: Download): FastifyReply {
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}
