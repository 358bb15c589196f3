import {
  delictPaymentPageSchema,
  officeDelictDetailSchema,
  officeDelictPageSchema,
} from '@toll/contract/office-delicts';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../api/typed-client';
import {
  listApiQuery,
  type ListDefaults,
  type ListState,
} from '../../components/data-table/list-state';

export const OFFICE_DELICTS_KEY = ['office-delicts'] as const;

export const DELICT_LIST_DEFAULTS: ListDefaults = {
  pageSize: 20,
  sort: 'passageAt',
  order: 'desc',
  sortable: ['passageAt', 'documentNumber', 'status', 'plate', 'amount'],
  filters: ['plate', 'documentNumber', 'status'],
};

export const searchDelicts = (lang: Lang, state: ListState, signal?: AbortSignal) =>
  api.get('/office/delicts', {
    lang,
    signal,
    query: listApiQuery(state),
    parse: (json) => officeDelictPageSchema.parse(json),
  });

export const delictDetail = (lang: Lang, documentNumber: string) =>
  api.get('/office/delicts/{documentNumber}', {
    params: { documentNumber },
    lang,
    parse: (json) => officeDelictDetailSchema.parse(json),
  });

export const DELICT_PAYMENT_LIST_DEFAULTS: ListDefaults = {
  sort: 'paidAt',
  order: 'desc',
  sortable: ['paidAt', 'documentNumber', 'plate', 'amount'],
  filters: ['plate', 'documentNumber'],
};

export const searchDelictPayments = (lang: Lang, state: ListState, signal?: AbortSignal) =>
  api.get('/office/delict-payments', {
    lang,
    signal,
    query: listApiQuery(state),
    parse: (json) => delictPaymentPageSchema.parse(json),
  });
