import { CsvError, parse } from 'csv-parse/sync';
import { checkSerial, firstDuplicateSerial, normaliseSerial } from '@toll/domain/devices';
import { AppError } from '../../platform/http/app-error';

/**
 * A vendor's delivery file: a header line naming the columns (`serialNumber`, optional `sim` and
 * `warrantyEnd` as YYYY-MM-DD; `,` or `;` separated), then one device per line. The whole file is
 * checked before anything is written: a bad or repeated serial refuses the file with its line.
 */
export type ReceivedSerials = {
  serials: string[];
  sims: (string | null)[];
  warrantyEnds: (string | null)[];
  lines: number[];
};

const HEADER_NAMES: Record<string, 'serial' | 'sim' | 'warrantyEnd'> = {
  serialnumber: 'serial',
  serial: 'serial',
  sim: 'sim',
  warrantyend: 'warrantyEnd',
};

type CsvRecord = { info: { lines: number }; record: Record<string, string> };

const columnNames = (header: readonly string[]) =>
  header.map((h) => HEADER_NAMES[h.toLowerCase().replace(/[\s_-]/g, '')] ?? h);

function csvInvalid(line: number, reason: string): AppError {
  return new AppError(400, { code: 'device.csvInvalid', params: { line, reason }, field: 'csv' });
}

/**
 * Any CSV (quoted fields, line breaks inside quotes): csv-parse. Exported for the test that
 * compares the two readings.
 */
export function parseQuoted(text: string, delimiter: string): CsvRecord[] {
  try {
    return parse(text, {
      bom: true,
      delimiter,
      trim: true,
      skip_empty_lines: true,
      info: true,
      columns: columnNames,
    }) as unknown as CsvRecord[];
  } catch (error) {
    if (error instanceof CsvError)
      throw csvInvalid((error as CsvError & { lines?: number }).lines ?? 0, error.code);
    throw error;
  }
}

/**
 * A file with no quote character (what vendors' systems write): each line is a record, split on
 * the delimiter, with csv-parse's answers for the same options (fields trimmed, blank lines
 * skipped, a record of another length refused with its line; serial-csv.test.ts compares them).
 * A 50,000-line file takes tens of milliseconds here, over a second through csv-parse.
 */
export function parsePlain(text: string, delimiter: string): CsvRecord[] {
  const lines = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).split(/\r\n|\n|\r/);
  const records: CsvRecord[] = [];
  let columns: string[] | null = null;
  for (let i = 0; i < lines.length; i += 1) {
    const raw = lines[i]!;
    if (raw.trim() === '') continue;
    const fields = raw.split(delimiter).map((f) => f.trim());
    if (columns === null) {
      columns = columnNames(fields);
      continue;
    }
    if (fields.length !== columns.length) throw csvInvalid(i + 1, 'CSV_RECORD_INCONSISTENT_COLUMNS'); // prettier-ignore
    const record: Record<string, string> = {};
    for (let c = 0; c < columns.length; c += 1) record[columns[c]!] = fields[c]!;
    records.push({ info: { lines: i + 1 }, record });
  }
  return records;
}

export function parseSerialCsv(text: string): ReceivedSerials {
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
  const delimiter = firstLine.includes(';') ? ';' : ',';
  const records = text.includes('"') ? parseQuoted(text, delimiter) : parsePlain(text, delimiter);
  const result: ReceivedSerials = { serials: [], sims: [], warrantyEnds: [], lines: [] };
  if (records.length > 0 && !('serial' in records[0]!.record))
    throw new AppError(400, { code: 'device.csvSerialColumn', field: 'csv' });
  for (const { info, record } of records) {
    const serial = normaliseSerial(record.serial ?? '');
    if (!checkSerial(serial).ok)
      throw new AppError(400, {
        code: 'device.csvBadSerial',
        params: { line: info.lines },
        field: 'csv',
      });
    const warranty = record.warrantyEnd?.trim() || null;
    if (warranty !== null && !isDate(warranty))
      throw new AppError(400, {
        code: 'device.csvBadDate',
        params: { line: info.lines },
        field: 'csv',
      });
    result.serials.push(serial);
    result.sims.push(record.sim?.trim().slice(0, 40) || null);
    result.warrantyEnds.push(warranty);
    result.lines.push(info.lines);
  }
  if (result.serials.length === 0)
    throw new AppError(400, { code: 'device.csvEmpty', field: 'csv' });
  const twice = firstDuplicateSerial(
    result.serials.map((serial, i) => ({ serial, line: result.lines[i]! })),
  );
  if (twice) throw new AppError(400, { code: 'device.serialTwice', params: twice, field: 'csv' });
  return result;
}

function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}
