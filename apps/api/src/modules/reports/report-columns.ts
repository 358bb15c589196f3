import type { SalesReportRow } from '@toll/contract/reports';
import type { Lang } from '@toll/domain/languages';
import { toMajor } from '@toll/domain/money';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import type { ExportColumn } from '../../platform/http/list-export';
import { translator } from '../../platform/i18n';
import type { AggregatedRow } from './report-repo';

/** Report spreadsheet columns, headed in the caller's (or the partner's) language. */
export function productLabel(lang: Lang) {
  const t = translator(lang, 'exports');
  return (kind: string, product: string) =>
    kind === 'VIGNETTE' ? product : t(`shifts.kinds.${kind}`);
}

export function salesColumns(
  lang: Lang,
  toll: boolean,
  time: (instant: Date) => string = formatSofiaDisplay,
): ExportColumn<SalesReportRow & { soldAtDate: Date }>[] {
  const t = translator(lang, 'exports');
  const product = productLabel(lang);
  return [
    { header: t('reports.saleNumber'), value: (r) => r.saleNumber },
    { header: t('reports.soldAt'), value: (r) => time(r.soldAtDate) },
    { header: t('reports.channel'), value: (r) => t(`reports.channels.${r.channel}`) },
    { header: t('reports.paymentMethod'), value: (r) => t(`shifts.methods.${r.paymentMethod}`) },
    { header: t('reports.partner'), value: (r) => r.partnerName },
    { header: t('reports.pos'), value: (r) => r.posCode },
    ...(toll
      ? [{ header: t('reports.kind'), value: (r: SalesReportRow) => t(`shifts.kinds.${r.kind}`) }]
      : []),
    { header: t('reports.product'), value: (r) => product(r.kind, r.product) },
    { header: t('reports.country'), value: (r) => r.countryCode },
    { header: t('reports.plate'), value: (r) => r.plate },
    { header: t('reports.amountBgn'), value: (r) => toMajor(r.amountBgn).toFixed(2) },
    { header: t('reports.amountEur'), value: (r) => toMajor(r.amountEur).toFixed(2) },
  ];
}

export function aggregatedColumns(lang: Lang): ExportColumn<AggregatedRow>[] {
  const t = translator(lang, 'exports');
  const product = productLabel(lang);
  return [
    { header: t('reports.period'), value: (r) => r.period },
    { header: t('reports.kind'), value: (r) => t(`shifts.kinds.${r.kind}`) },
    { header: t('reports.product'), value: (r) => product(r.kind, r.product) },
    { header: t('reports.items'), value: (r) => r.items },
    { header: t('reports.amountBgn'), value: (r) => toMajor(r.amountBgn).toFixed(2) },
    { header: t('reports.amountEur'), value: (r) => toMajor(r.amountEur).toFixed(2) },
  ];
}
