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

export function parseSerialCsv(text: string): ReceivedSerials {
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
  const delimiter = firstLine.includes(';') ? ';' : ',';
  let records: { info: { lines: number }; record: Record<string, string> }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter,
      trim: true,
      skip_empty_lines: true,
      info: true,
      columns: (header: string[]) =>
        header.map((h) => HEADER_NAMES[h.toLowerCase().replace(/[\s_-]/g, '')] ?? h),
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError)
      throw new AppError(400, {
        code: 'device.csvInvalid',
        params: { line: (error as CsvError & { lines?: number }).lines ?? 0, reason: error.code },
        field: 'csv',
      });
    throw error;
  }
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
