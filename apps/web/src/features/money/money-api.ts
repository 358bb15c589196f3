import {
  ongoingPaymentsPageSchema,
  ongoingPaymentsReportSchema,
} from '@toll/contract/ongoing-payments';
import { partnerObligationsPageSchema } from '@toll/contract/partner-obligations';
import type { Lang } from '@toll/domain/languages';
import { apiDownload, apiRequest, saveBlob } from '../../api/client';

/** The office's money reports: partner obligations, ongoing payments and their report. */
export const MONEY_KEY = ['money'] as const;

const clean = (query: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''),
  );

export type ObligationsFilter = {
  from: string;
  to: string;
  f_status?: string;
  q?: string;
  page: number;
};

export const loadPartnerObligations = (lang: Lang, f: ObligationsFilter, signal?: AbortSignal) =>
  apiRequest('/sales-partners/obligations', {
    lang,
    signal,
    query: clean({ ...f, page: String(f.page), pageSize: '50' }),
    parse: (json) => partnerObligationsPageSchema.parse(json),
  });

export type PaymentsFilter = {
  from: string;
  to: string;
  f_kind?: string;
  f_state?: string;
  q?: string;
  page: number;
};

export const loadOngoingPayments = (lang: Lang, f: PaymentsFilter, signal?: AbortSignal) =>
  apiRequest('/ongoing-payments', {
    lang,
    signal,
    query: clean({ ...f, page: String(f.page), pageSize: '50' }),
    parse: (json) => ongoingPaymentsPageSchema.parse(json),
  });

export const loadOngoingPaymentsReport = (
  lang: Lang,
  f: { from: string; to: string },
  signal?: AbortSignal,
) =>
  apiRequest('/ongoing-payments/report', {
    lang,
    signal,
    query: f,
    parse: (json) => ongoingPaymentsReportSchema.parse(json),
  });

/** Downloads an export (CSV or XLSX) of one of these lists with its filter. */
export async function downloadMoneyExport(
  lang: Lang,
  path: string,
  baseName: string,
  query: Record<string, string | undefined>,
  format: 'csv' | 'xlsx',
) {
  const { page: _page, ...rest } = query;
  const file = await apiDownload(path, { lang, query: clean({ ...rest, format }) });
  saveBlob(file, `${baseName}.${format}`);
}
