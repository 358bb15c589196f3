import { mstsTransactionInputSchema, type MstsTransactionInput } from '@toll/contract/msts';
import { MAX_MSTS_BATCH, type MstsLineProblem } from '@toll/domain/msts';
import { parseAmount } from '@toll/domain/money';
import { readCsv, recordsByHeader } from '../../platform/csv/read-csv';

/**
 * The MSTS transaction file (CSV, UTF-8, `,` or `;`, a header line naming the columns in any
 * order): transactionId, haulierId, plate, vehicleCountry, tollDomain, entryPoint, entryAt,
 * exitPoint, exitAt (ISO instants with offset), net and vat (major units, up to 2 decimals),
 * currency (BGN or EUR), billed (optional: true/false, 1/0). Quoted fields may hold the
 * separator. Every bad line is reported with its line number and column: all or nothing.
 */
export const MSTS_CSV_COLUMNS = [
  'transactionId',
  'haulierId',
  'plate',
  'vehicleCountry',
  'tollDomain',
  'entryPoint',
  'entryAt',
  'exitPoint',
  'exitAt',
  'net',
  'vat',
  'currency',
] as const;
const OPTIONAL = ['billed'] as const;
const KNOWN = new Map(
  [...MSTS_CSV_COLUMNS, ...OPTIONAL].map((name) => [name.toLowerCase(), name] as const),
);

export type MstsCsvRow = { line: number; input: MstsTransactionInput };

const BILLED: Record<string, boolean> = {
  '': false,
  false: false,
  '0': false,
  true: true,
  '1': true,
};

export function parseMstsCsv(content: string): { rows: MstsCsvRow[]; problems: MstsLineProblem[] } {
  const problems: MstsLineProblem[] = [];
  const rows: MstsCsvRow[] = [];
  const file = readCsv(content);
  if (!file.ok)
    return {
      rows,
      problems: [{ line: file.malformedAt, field: 'line', code: 'msts.csvMalformed' }],
    };
  const header = file.header.map((h) => KNOWN.get(h.toLowerCase()) ?? h);
  const records = recordsByHeader<(typeof MSTS_CSV_COLUMNS)[number] | 'billed'>(
    file,
    (h) => KNOWN.get(h.toLowerCase()) ?? h,
  );
  const missing = MSTS_CSV_COLUMNS.filter((c) => records.length > 0 && !header.includes(c));
  if (missing.length > 0)
    return {
      rows,
      problems: missing.map((field) => ({ line: 1, field, code: 'msts.csvMissingColumn' })),
    };
  if (records.length === 0)
    return { rows, problems: [{ line: 1, field: 'line', code: 'msts.emptyFile' }] };
  if (records.length > MAX_MSTS_BATCH)
    return {
      rows,
      problems: [{ line: MAX_MSTS_BATCH + 2, field: 'line', code: 'msts.tooManyLines' }],
    };
  for (const { line, record } of records) {
    const net = parseAmount(record.net ?? '');
    const vat = parseAmount(record.vat ?? '');
    const billed = BILLED[(record.billed ?? '').toLowerCase()];
    const candidate = {
      transactionId: record.transactionId,
      haulierId: record.haulierId,
      plate: (record.plate ?? '').toUpperCase(),
      vehicleCountry: record.vehicleCountry,
      tollDomain: record.tollDomain,
      entryPoint: record.entryPoint,
      entryAt: record.entryAt,
      exitPoint: record.exitPoint,
      exitAt: record.exitAt,
      netMinor: net ?? -1,
      vatMinor: vat ?? -1,
      currency: (record.currency ?? '').toUpperCase(),
      billed: billed ?? 'invalid',
    };
    const parsed = mstsTransactionInputSchema.safeParse(candidate);
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      for (const field of fields)
        problems.push({
          line,
          field: field === 'netMinor' ? 'net' : field === 'vatMinor' ? 'vat' : field,
          code: 'msts.badValue',
        });
      continue;
    }
    rows.push({ line, input: parsed.data });
  }
  return { rows, problems };
}
