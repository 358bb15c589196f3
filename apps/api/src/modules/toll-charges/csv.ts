import { tollTransactionSchema, type TollTransactionInput } from '@toll/contract/toll-charges';

/**
 * The toll-transaction file (CSV, comma or semicolon, UTF-8, a header line): transactionId, plate,
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

const AMOUNT = /^\d{1,9}(?:[.,]\d{1,2})?$/;

function toMinor(text: string): number | null {
  if (!AMOUNT.test(text)) return null;
  const [whole, fraction = ''] = text.replace(',', '.').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function parseTollCsv(content: string): {
  rows: TollTransactionInput[];
  errors: CsvLineError[];
} {
  const lines = content.replace(/^\uFEFF/, '').split(/\r?\n/);
  const errors: CsvLineError[] = [];
  const rows: TollTransactionInput[] = [];
  const separator = (lines[0] ?? '').includes(';') ? ';' : ',';
  const header = (lines[0] ?? '').split(separator).map((h) => h.trim());
  if (TOLL_CSV_COLUMNS.some((c, i) => header[i] !== c)) {
    return { rows, errors: [{ line: 1, field: 'header', code: 'tollCharges.badHeader' }] };
  }
  for (let i = 1; i < lines.length; i++) {
    const text = lines[i]!;
    if (text.trim() === '') continue;
    const cells = text.split(separator).map((c) => c.trim());
    if (cells.length !== TOLL_CSV_COLUMNS.length) {
      errors.push({ line: i + 1, field: 'line', code: 'tollCharges.badColumnCount' });
      continue;
    }
    const value = (name: (typeof TOLL_CSV_COLUMNS)[number]) =>
      cells[TOLL_CSV_COLUMNS.indexOf(name)]!;
    const amountMinor = toMinor(value('amount'));
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
          line: i + 1,
          field: String(issue.path[0] === 'amountMinor' ? 'amount' : issue.path[0]),
          code: 'validation.invalidFormat',
        });
      continue;
    }
    if (Date.parse(parsed.data.exitAt) < Date.parse(parsed.data.entryAt)) {
      errors.push({ line: i + 1, field: 'exitAt', code: 'tollCharges.exitBeforeEntry' });
      continue;
    }
    rows.push(parsed.data);
  }
  if (rows.length === 0 && errors.length === 0)
    errors.push({ line: 1, field: 'line', code: 'tollCharges.emptyFile' });
  return { rows, errors };
}
