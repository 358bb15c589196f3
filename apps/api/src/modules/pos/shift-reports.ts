import ExcelJS from 'exceljs';
import type { Lang } from '@toll/domain/languages';
import { toMajor } from '@toll/domain/money';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import type { ExportColumn } from '../../platform/http/list-export';
import { translator } from '../../platform/i18n';
import type { ShiftItemRow, ShiftRow } from './shift-repo';

/**
 * The shift reports of spec §4 (the "shift report" after closing): the detailed CSV, one row per
 * sold item, and the summary workbook (spec: "xls"; served as a real XLSX), per item kind,
 * product and payment method, with the totals in both currencies.
 */
function labels(lang: Lang) {
  const t = translator(lang, 'exports');
  const catalog = translator(lang, 'catalog');
  const product = (row: ShiftItemRow) =>
    row.kind === 'VIGNETTE' && row.vehicleType && row.period
      ? `${catalog(`vehicleType.${row.vehicleType}`)}, ${catalog(`period.${row.period}`)}`
      : t(`shifts.kinds.${row.kind}`);
  return { t, product };
}

const sofiaTime = formatSofiaDisplay;

export function detailedColumns(lang: Lang): ExportColumn<ShiftItemRow>[] {
  const { t, product } = labels(lang);
  return [
    { header: t('shifts.saleNumber'), value: (r) => r.saleNumber },
    { header: t('shifts.soldAt'), value: (r) => sofiaTime(r.soldAt) },
    { header: t('shifts.paymentMethod'), value: (r) => t(`shifts.methods.${r.paymentMethod}`) },
    {
      header: t('shifts.saleState'),
      value: (r) => t(`shifts.saleStates.${r.saleState}`, { defaultValue: r.saleState }),
    },
    { header: t('shifts.kind'), value: (r) => t(`shifts.kinds.${r.kind}`) },
    { header: t('shifts.product'), value: product },
    {
      header: t('shifts.itemState'),
      value: (r) => t(`shifts.itemStates.${r.itemState}`, { defaultValue: r.itemState }),
    },
    { header: t('shifts.documentNumber'), value: (r) => r.documentNumber },
    { header: t('shifts.country'), value: (r) => r.countryCode },
    { header: t('shifts.plate'), value: (r) => r.plate },
    { header: t('shifts.validFrom'), value: (r) => sofiaTime(r.validFrom) },
    { header: t('shifts.validTo'), value: (r) => sofiaTime(new Date(r.validTo.getTime() - 1000)) },
    { header: t('shifts.currency'), value: (r) => r.currency },
    { header: t('shifts.amountBgn'), value: (r) => toMajor(r.amountBgn).toFixed(2) },
    { header: t('shifts.amountEur'), value: (r) => toMajor(r.amountEur).toFixed(2) },
  ];
}

type SummaryLine = {
  kind: string;
  product: string;
  method: string;
  count: number;
  bgn: number;
  eur: number;
};

/** Issued items grouped by product and payment method (what the cashier hands over). */
export function summaryLines(rows: readonly ShiftItemRow[], lang: Lang): SummaryLine[] {
  const { t, product } = labels(lang);
  const lines = new Map<string, SummaryLine>();
  for (const row of rows) {
    if (row.itemState !== 'ACTIVE') continue;
    const name = product(row);
    const key = `${row.kind}|${name}|${row.paymentMethod}`;
    const line = lines.get(key) ?? {
      kind: t(`shifts.kinds.${row.kind}`),
      product: name,
      method: t(`shifts.methods.${row.paymentMethod}`),
      count: 0,
      bgn: 0,
      eur: 0,
    };
    line.count += 1;
    line.bgn += row.amountBgn;
    line.eur += row.amountEur;
    lines.set(key, line);
  }
  return [...lines.values()].sort(
    (a, b) =>
      a.kind.localeCompare(b.kind) ||
      a.product.localeCompare(b.product) ||
      a.method.localeCompare(b.method),
  );
}

/** Cash paid back from a shift for reversed sales (sale_reversals, migration 0020). */
export type PaidBack = { count: number; bgn: number; eur: number };

export async function summaryWorkbook(
  shift: ShiftRow,
  rows: readonly ShiftItemRow[],
  lang: Lang,
  paidBack: PaidBack = { count: 0, bgn: 0, eur: 0 },
): Promise<Buffer> {
  const { t } = labels(lang);
  const workbook = new ExcelJS.Workbook();
  workbook.created = shift.closedAt ?? shift.openedAt;
  const sheet = workbook.addWorksheet(t('shifts.title').slice(0, 31));
  sheet.columns = [
    { width: 22 },
    { width: 36 },
    { width: 12 },
    { width: 10 },
    { width: 14 },
    { width: 14 },
  ];
  sheet.addRow([t('shifts.title')]).font = { bold: true, size: 14 };
  sheet.addRow([t('shifts.shift'), shift.id]);
  sheet.addRow([t('shifts.pos'), `${shift.posCode} ${shift.posName}`]);
  sheet.addRow([t('shifts.cashier'), shift.cashier]);
  sheet.addRow([t('shifts.start'), sofiaTime(shift.openedAt)]);
  sheet.addRow([t('shifts.end'), shift.closedAt ? sofiaTime(shift.closedAt) : '']);
  sheet.addRow([t('shifts.status'), t(shift.status === 2 ? 'shifts.closed' : 'shifts.open')]);
  sheet.addRow([]);
  const header = sheet.addRow([
    t('shifts.kind'),
    t('shifts.product'),
    t('shifts.paymentMethod'),
    t('shifts.count'),
    t('shifts.amountBgn'),
    t('shifts.amountEur'),
  ]);
  header.font = { bold: true };
  const lines = summaryLines(rows, lang);
  for (const line of lines) {
    const row = sheet.addRow([
      line.kind,
      line.product,
      line.method,
      line.count,
      toMajor(line.bgn),
      toMajor(line.eur),
    ]);
    row.getCell(5).numFmt = '0.00';
    row.getCell(6).numFmt = '0.00';
  }
  const sum = (pick: (line: SummaryLine) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  const total = sheet.addRow([
    t('shifts.total'),
    '',
    '',
    sum((l) => l.count),
    toMajor(sum((l) => l.bgn)),
    toMajor(sum((l) => l.eur)),
  ]);
  total.font = { bold: true };
  total.getCell(5).numFmt = '0.00';
  total.getCell(6).numFmt = '0.00';
  const sales = new Set(rows.map((r) => r.saleNumber)).size;
  sheet.addRow([]);
  sheet.addRow([t('shifts.sales'), sales]);
  sheet.addRow([t('shifts.notIssued'), rows.filter((r) => r.itemState !== 'ACTIVE').length]);
  const back = sheet.addRow([
    t('inquiry.paidBack'),
    '',
    '',
    paidBack.count,
    toMajor(paidBack.bgn),
    toMajor(paidBack.eur),
  ]);
  back.getCell(5).numFmt = '0.00';
  back.getCell(6).numFmt = '0.00';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
