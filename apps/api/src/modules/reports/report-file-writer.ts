import type { Lang } from '@toll/domain/languages';
import { toMajor } from '@toll/domain/money';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import {
  csvExportStream,
  xlsxExportStream,
  type ExportColumn,
  type ExportFormat,
} from '../../platform/http/list-export';

/** Writes a report's rows as one CSV or XLSX file in memory (scheduled reports are small files). */
export async function writeReportFile<R>(
  format: ExportFormat,
  sheet: string,
  rows: readonly R[],
  columns: readonly ExportColumn<R>[],
): Promise<Buffer> {
  const source = (async function* () {
    yield* rows;
  })();
  const stream =
    format === 'csv' ? csvExportStream(source, columns) : xlsxExportStream(source, columns, sheet);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export const reportMoney = (minor: unknown) => toMajor(Number(minor)).toFixed(2);

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An instant as the partner reads it: in its time zone (spec §9: Europe/Sofia or UTC),
 * dd.MM.yyyy HH:mm:ss, with "UTC" after it when that is the zone.
 */
export function zonedTime(timeZone: string): (instant: Date) => string {
  if (timeZone !== 'UTC') return formatSofiaDisplay;
  return (d) =>
    `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} UTC`;
}

export type ReportFileRequest = {
  /** null only for the accountant's report (the whole platform). */
  partnerId: number | null;
  commissionBp: number;
  from: string;
  to: string;
  format: ExportFormat;
  lang: Lang;
  /** The partner's time zone: its calendar days bound the period, its clock shows the times. */
  timeZone: string;
};
