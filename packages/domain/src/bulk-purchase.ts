import { checkCountryCode } from './countries';
import type { ErrorCode } from './error-codes';
import { checkPlate } from './plates';
import { fromSofia } from './sofia-time';
import type { CheckParams } from './validation';

/**
 * The vignette purchase by CSV file (spec §2 "CSV upload for vignette purchase", §3 imported sale
 * rows): one vignette per line — plate, country, product, start — comma or semicolon separated,
 * an optional header line. The start is a Sofia calendar day (YYYY-MM-DD) or day and time
 * (YYYY-MM-DD HH:mm); empty means from the payment. Every line is read and checked, every problem
 * is reported with its line; the purchase rules themselves (overlap, 30 days ahead, tariffs) are
 * the sales module's, applied to the rows this returns.
 */
export const MAX_BULK_ROWS = 500;

export type BulkRow = {
  line: number;
  lpn: string;
  countryCode: string;
  productId: string;
  /** ISO instant of the chosen start, or null: valid from the payment. */
  activationDate: string | null;
};
export type BulkProblem = { line: number; code: ErrorCode; params?: CheckParams };
export type BulkFile = { rows: BulkRow[]; problems: BulkProblem[] };

const HEADER = /^(plate|lpn|рег|номер|registration)/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?$/;

function startOf(text: string): string | null | undefined {
  if (text === '') return null;
  const m = DATE.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute] = m.slice(1).map((v) => (v === undefined ? 0 : Number(v)));
  const probe = new Date(Date.UTC(year!, month! - 1, day!));
  if (probe.getUTCMonth() !== month! - 1 || probe.getUTCDate() !== day!) return undefined;
  if (hour! > 23 || minute! > 59) return undefined;
  return fromSofia({
    year: year!,
    month: month!,
    day: day!,
    hour: hour!,
    minute: minute!,
    second: 0,
  }).toISOString();
}

const unquote = (cell: string) =>
  cell
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();

export function parseBulkCsv(text: string): BulkFile {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const first = lines.find((l) => l.trim() !== '') ?? '';
  const separator = first.includes(';') ? ';' : ',';
  const rows: BulkRow[] = [];
  const problems: BulkProblem[] = [];
  let data = 0;
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const cells = raw.split(separator).map(unquote);
    if (data === 0 && rows.length === 0 && problems.length === 0 && HEADER.test(cells[0] ?? ''))
      return;
    data += 1;
    if (data > MAX_BULK_ROWS) return;
    const [lpn = '', country = '', productId = '', start = ''] = cells;
    if (lpn === '' || country === '' || productId === '') {
      problems.push({ line, code: 'bulk.missingColumn' });
      return;
    }
    const countryCode = country.toUpperCase();
    const before = problems.length;
    for (const check of [checkPlate(lpn), checkCountryCode(countryCode)])
      if (!check.ok)
        problems.push({
          line,
          code: check.code,
          ...(check.params ? { params: check.params } : {}),
        });
    const activationDate = startOf(start);
    if (activationDate === undefined) problems.push({ line, code: 'bulk.badDate' });
    if (productId.length > 40) problems.push({ line, code: 'vignette.notOnSale' });
    if (problems.length === before)
      rows.push({ line, lpn, countryCode, productId, activationDate: activationDate ?? null });
  });
  if (data > MAX_BULK_ROWS)
    problems.unshift({ line: 0, code: 'bulk.tooManyRows', params: { max: MAX_BULK_ROWS } });
  if (data === 0) problems.unshift({ line: 0, code: 'bulk.empty' });
  return { rows, problems };
}
