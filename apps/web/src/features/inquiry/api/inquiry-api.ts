import type { ListPage } from '@toll/contract/list-query';
import {
  inquiryFiltersSchema,
  inquiryDetailSchema,
  inquiryPageSchema,
  type InquiryDetail,
  type InquirySale,
  type ReversalBody,
} from '@toll/contract/sales-inquiry';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';
import { listApiQuery, type ListState } from '../../../components/data-table/list-state';

/** The sales inquiry's calls (GET /sales/inquiry…, POST …/reversal). */
export const INQUIRY_KEY = ['sales-inquiry'] as const;

export function listSales(
  lang: Lang,
  state: ListState,
  signal?: AbortSignal,
): Promise<ListPage<InquirySale>> {
  return api.get('/sales/inquiry', {
    lang,
    query: listApiQuery(state),
    signal,
    parse: (json) => inquiryPageSchema.parse(json),
  });
}

export const saleDetail = (lang: Lang, id: string, signal?: AbortSignal) =>
  api.get('/sales/inquiry/{id}', {
    params: { id },
    lang,
    signal,
    parse: (json) => inquiryDetailSchema.parse(json),
  });

export const reverseSale = (lang: Lang, id: string, body: ReversalBody): Promise<InquiryDetail> =>
  api.post('/sales/inquiry/{id}/reversal', {
    params: { id },
    lang,
    body,
    parse: (json) => inquiryDetailSchema.parse(json),
  });

/** GET /sales/inquiry/filters: the partners and cashiers of the caller's scope, to filter by. */
export const inquiryFilterChoices = (lang: Lang, signal?: AbortSignal) =>
  api.get('/sales/inquiry/filters', {
    lang,
    signal,
    parse: (json) => inquiryFiltersSchema.parse(json),
  });
