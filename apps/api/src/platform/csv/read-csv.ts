import { CsvError, parse } from 'csv-parse/sync';

/**
 * The one CSV reader for uploaded files (csv-parse): UTF-8 with or without a byte-order mark, `,`
 * or `;` (the header line decides), quoted fields that may hold the separator or a line break,
 * cells trimmed, blank lines skipped. Each record carries the line it ends on, for messages that
 * name the line. A file csv-parse cannot read answers the line of the record it could not read (where an unclosed
 * quote opened).
 */
export type CsvRecord = { line: number; cells: string[] };

export type CsvFile =
  { ok: true; header: string[]; records: CsvRecord[] } | { ok: false; malformedAt: number };

export function readCsv(content: string): CsvFile {
  const text = content.replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
  const delimiter = firstLine.includes(';') ? ';' : ',';
  let parsed: { info: { lines: number }; record: string[] }[];
  try {
    parsed = parse(text, {
      delimiter,
      // Windows, Unix and old Mac line ends, even mixed in one file
      record_delimiter: ['\r\n', '\n', '\r'],
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as typeof parsed;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return { ok: false, malformedAt: (error as CsvError & { lines?: number }).lines ?? 1 };
  }
  const [head, ...rest] = parsed;
  return {
    ok: true,
    header: head?.record ?? [],
    records: rest.map(({ info, record }) => ({ line: info.lines, cells: record })),
  };
}

/** The records as objects keyed by the header's names (mapped through `name`), with their line. */
export function recordsByHeader<K extends string>(
  file: { header: string[]; records: CsvRecord[] },
  name: (header: string) => K | string,
): { line: number; record: Partial<Record<K, string>> }[] {
  const keys = file.header.map(name);
  return file.records.map(({ line, cells }) => ({
    line,
    record: Object.fromEntries(keys.map((key, i) => [key, cells[i] ?? ''])) as Partial<
      Record<K, string>
    >,
  }));
}
