import {
  aggregatedReportSchema,
  reportDeliveryListSchema,
  reportRunSchema,
  reportSubscriptionListSchema,
  reportSubscriptionSchema,
  salesReportPageSchema,
} from '@toll/contract/reports';
import type { Lang } from '@toll/domain/languages';
import { needsDownloadConfirmation } from '@toll/domain/report-rules';
import { saveBlob } from '../../api/client';
import { api, type ApiBody, type ApiFormBody } from '../../api/typed-client';

/** The report screen's calls (spec §7 "Reports" and the back-office reports). */
export type ReportFilterValues = {
  f_partnerId: string;
  f_posId: string;
  f_product: string;
  f_channel: string;
  f_from: string;
  f_to: string;
};
export const EMPTY_FILTERS: ReportFilterValues = {
  f_partnerId: '',
  f_posId: '',
  f_product: '',
  f_channel: '',
  f_from: '',
  f_to: '',
};

/** Only the filters that are set, as query parameters. */
export const filterQuery = (f: ReportFilterValues): Record<string, string> =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v.trim() !== ''));

export const isUnfiltered = (f: ReportFilterValues) => needsDownloadConfirmation(filterQuery(f));

export const aggregatedReport = (lang: Lang, f: ReportFilterValues, grouping: string) =>
  api.get('/reports/aggregated', {
    lang,
    query: { ...filterQuery(f), grouping },
    parse: (json) => aggregatedReportSchema.parse(json),
  });

export const salesReport = (
  lang: Lang,
  toll: boolean,
  f: ReportFilterValues,
  page: number,
  pageSize: number,
) =>
  api.get(toll ? '/reports/toll-sales' : '/reports/sales', {
    lang,
    query: { ...filterQuery(f), page: String(page), pageSize: String(pageSize) },
    parse: (json) => salesReportPageSchema.parse(json),
  });

/** The reports' file downloads (CSV or XLSX). */
export type ReportExportPath =
  '/reports/aggregated/export' | '/reports/sales/export' | '/reports/toll-sales/export';

export async function downloadReport(
  lang: Lang,
  path: ReportExportPath,
  f: ReportFilterValues,
  format: 'csv' | 'xlsx',
  extra: Record<string, string> = {},
) {
  const query = { ...filterQuery(f), ...extra, format, confirmed: 'true' };
  const file = await api.download(path, { lang, query });
  saveBlob(file, `report.${format}`);
}

export const subscriptions = (lang: Lang) =>
  api.get('/reports/subscriptions', {
    lang,
    parse: (json) => reportSubscriptionListSchema.parse(json),
  });

export const subscribe = (lang: Lang, body: ApiFormBody<'/reports/subscriptions', 'post'>) =>
  api.post('/reports/subscriptions', {
    lang,
    body: body as ApiBody<'/reports/subscriptions', 'post'>,
    parse: (json) => reportSubscriptionSchema.parse(json),
  });

export const unsubscribe = (lang: Lang, id: number) =>
  api.delete('/reports/subscriptions/{id}', { params: { id }, lang, parse: () => null });

export const deliveries = (lang: Lang) =>
  api.get('/reports/deliveries', {
    lang,
    parse: (json) => reportDeliveryListSchema.parse(json),
  });

export const runReports = (lang: Lang, date: string) =>
  api.post('/send/reports/bypartnerservice', {
    lang,
    body: date ? { date } : {},
    parse: (json) => reportRunSchema.parse(json),
  });

/** GET /send/reports/accountant (spec §7): the accountants' summary of a period, by e-mail. */
export const sendAccountantReport = (
  lang: Lang,
  query: { from_date: string; to_date: string; email: string; format: 'csv' | 'xlsx' },
) =>
  api.get('/send/reports/accountant', {
    lang,
    query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '')),
    parse: (json) => reportRunSchema.parse(json),
  });

/** POST /send/reports/msts/customers (spec §7): each haulier's MSTS transactions of a period. */
export const sendMstsToCustomers = (lang: Lang, period: { from_date: string; to_date: string }) =>
  api.post('/send/reports/msts/customers', {
    lang,
    body: Object.fromEntries(Object.entries(period).filter(([, v]) => v !== '')),
    parse: (json) => reportRunSchema.parse(json),
  });
