import {
  ongoingPaymentsPageSchema,
  ongoingPaymentsReportSchema,
} from '@toll/contract/ongoing-payments';
import { partnerObligationsPageSchema } from '@toll/contract/partner-obligations';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../api/typed-client';
import { listPeriod, periodApiQuery, type Period } from '../../components/data-table/list-period';
import type { ListDefaults, ListState } from '../../components/data-table/list-state';
import { thisMonth } from './money-period';

/** The office's money reports: partner obligations, ongoing payments and their report. */
export const MONEY_KEY = ['money'] as const;

/** The period a money screen opens with (this month so far), computed when the screen renders. */
export const moneyPeriod = (): Period => thisMonth();

export const OBLIGATIONS_LIST_DEFAULTS: ListDefaults = { filters: ['from', 'to', 'status'] };

export const loadPartnerObligations = (lang: Lang, state: ListState, signal?: AbortSignal) =>
  api.get('/sales-partners/obligations', {
    lang,
    signal,
    query: periodApiQuery(state, moneyPeriod()),
    parse: (json) => partnerObligationsPageSchema.parse(json),
  });

export const PAYMENTS_LIST_DEFAULTS: ListDefaults = { filters: ['from', 'to', 'kind', 'state'] };

export const loadOngoingPayments = (lang: Lang, state: ListState, signal?: AbortSignal) =>
  api.get('/ongoing-payments', {
    lang,
    signal,
    query: periodApiQuery(state, moneyPeriod()),
    parse: (json) => ongoingPaymentsPageSchema.parse(json),
  });

export const PAYMENTS_REPORT_LIST_DEFAULTS: ListDefaults = {
  filters: ['from', 'to'],
  sortable: ['day', 'kind', 'count', 'amountMinor'],
  sort: 'day',
};

export const loadOngoingPaymentsReport = (lang: Lang, period: Period, signal?: AbortSignal) =>
  api.get('/ongoing-payments/report', {
    lang,
    signal,
    query: period,
    parse: (json) => ongoingPaymentsReportSchema.parse(json),
  });

export const reportPeriod = (state: ListState) => listPeriod(state, moneyPeriod());
