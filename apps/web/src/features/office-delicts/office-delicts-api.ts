import {
  delictPaymentPageSchema,
  officeDelictDetailSchema,
  officeDelictPageSchema,
} from '@toll/contract/office-delicts';
import type { Lang } from '@toll/domain/languages';
import { apiRequest } from '../../api/client';

const setOnly = (q: Record<string, string>) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v.trim() !== ''));

export const searchDelicts = (lang: Lang, query: Record<string, string>) =>
  apiRequest('/office/delicts', {
    lang,
    query: setOnly(query),
    parse: (json) => officeDelictPageSchema.parse(json),
  });

export const delictDetail = (lang: Lang, documentNumber: string) =>
  apiRequest(`/office/delicts/${encodeURIComponent(documentNumber)}`, {
    lang,
    parse: (json) => officeDelictDetailSchema.parse(json),
  });

export const searchDelictPayments = (lang: Lang, query: Record<string, string>) =>
  apiRequest('/office/delict-payments', {
    lang,
    query: setOnly(query),
    parse: (json) => delictPaymentPageSchema.parse(json),
  });
