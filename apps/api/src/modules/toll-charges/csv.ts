import { tollTransactionSchema, type TollTransactionInput } from '@toll/contract/toll-charges';
import { parseAmount } from '@toll/domain/money';
import { readCsv } from '../../platform/csv/read-csv';

/**
 * The toll-transaction file (CSV through `readCsv`: comma or semicolon, UTF-8, quoted fields, a
 * header line): transactionId, plate,
 * deviceId, segmentId, entryAt, exitAt, km, category, emissionClass, amount (major units, up to 2
 * decimals), currency. All or nothing: every bad line is reported with its number and the field.
 */
export const TOLL_CSV_COLUMNS = [
  'transactionId',
  'plate',
  'deviceId',
  'segmentId',
  'entryAt',
  'exitAt',
  'km',
  'category',
  'emissionClass',
  'amount',
  'currency',
] as const;

export type CsvLineError = { line: number; field: string; code: string };

export function parseTollCsv(content: string): {
  rows: TollTransactionInput[];
  /** The line of each row, for messages about it. */
  lines: number[];
  errors: CsvLineError[];
} {
  const errors: CsvLineError[] = [];
  const rows: TollTransactionInput[] = [];
  const lines: number[] = [];
  const file = readCsv(content);
  if (!file.ok)
    return {
      rows,
      lines,
      errors: [{ line: file.malformedAt, field: 'line', code: 'tollCharges.badColumnCount' }],
    };
  if (TOLL_CSV_COLUMNS.some((c, i) => file.header[i] !== c)) {
    return { rows, lines, errors: [{ line: 1, field: 'header', code: 'tollCharges.badHeader' }] };
  }
  for (const { line, cells } of file.records) {
    if (cells.length !== TOLL_CSV_COLUMNS.length) {
      errors.push({ line, field: 'line', code: 'tollCharges.badColumnCount' });
      continue;
    }
    const value = (name: (typeof TOLL_CSV_COLUMNS)[number]) =>
      cells[TOLL_CSV_COLUMNS.indexOf(name)]!;
    const amountMinor = parseAmount(value('amount'));
    const candidate = {
      transactionId: value('transactionId'),
      plate: value('plate').toUpperCase(),
      deviceId: value('deviceId') === '' ? undefined : value('deviceId'),
      segmentId: value('segmentId'),
      entryAt: value('entryAt'),
      exitAt: value('exitAt'),
      km: Number(value('km').replace(',', '.')),
      category: value('category'),
      emissionClass: value('emissionClass'),
      amountMinor: amountMinor ?? -1,
      currency: value('currency').toUpperCase(),
    };
    const parsed = tollTransactionSchema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push({
          line,
          field: String(issue.path[0] === 'amountMinor' ? 'amount' : issue.path[0]),
          code: 'validation.invalidFormat',
        });
      continue;
    }
    if (Date.parse(parsed.data.exitAt) < Date.parse(parsed.data.entryAt)) {
      errors.push({ line, field: 'exitAt', code: 'tollCharges.exitBeforeEntry' });
      continue;
    }
    rows.push(parsed.data);
    lines.push(line);
  }
  if (rows.length === 0 && errors.length === 0)
    errors.push({ line: 1, field: 'line', code: 'tollCharges.emptyFile' });
  return { rows, lines, errors };
}
