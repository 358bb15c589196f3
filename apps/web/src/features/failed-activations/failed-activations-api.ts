import {
  activationRefundSchema,
  activationRetrySchema,
  failedActivationListSchema,
} from '@toll/contract/sales';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../api/typed-client';
import type { ListDefaults } from '../../components/data-table/list-state';

/** GET /sales/failed-activations and the retry and refund of one item. */
export const FAILED_ACTIVATIONS_KEY = ['failed-activations'] as const;

/** The list comes whole (at most 500, newest first): the office pages and sorts it in the browser. */
export const FAILED_ACTIVATIONS_LIST_DEFAULTS: ListDefaults = {
  sort: 'failedAt',
  order: 'desc',
  sortable: ['failedAt', 'saleNumber', 'lpn', 'amountEur'],
  filters: ['refund'],
};

export const listFailedActivations = (lang: Lang, signal?: AbortSignal) =>
  api.get('/sales/failed-activations', {
    lang,
    query: { limit: '500' },
    signal,
    parse: (json) => failedActivationListSchema.parse(json),
  });

export const retryActivation = (lang: Lang, itemId: string) =>
  api.post('/sales/failed-activations/{itemId}/retry', {
    params: { itemId },
    lang,
    body: {},
    parse: (json) => activationRetrySchema.parse(json),
  });

export const refundActivation = (lang: Lang, itemId: string) =>
  api.post('/sales/failed-activations/{itemId}/refund', {
    params: { itemId },
    lang,
    body: {},
    parse: (json) => activationRefundSchema.parse(json),
  });
