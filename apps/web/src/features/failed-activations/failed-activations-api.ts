import {
  activationRefundSchema,
  activationRetrySchema,
  failedActivationListSchema,
} from '@toll/contract/sales';
import type { Lang } from '@toll/domain/languages';
import { apiRequest } from '../../api/client';

/** GET /sales/failed-activations and the retry and refund of one item. */
export const FAILED_ACTIVATIONS_KEY = ['failed-activations'] as const;

export const listFailedActivations = (lang: Lang, signal?: AbortSignal) =>
  apiRequest('/sales/failed-activations', {
    lang,
    query: { limit: '500' },
    signal,
    parse: (json) => failedActivationListSchema.parse(json),
  });

export const retryActivation = (lang: Lang, itemId: string) =>
  apiRequest(`/sales/failed-activations/${itemId}/retry`, {
    lang,
    method: 'POST',
    body: {},
    parse: (json) => activationRetrySchema.parse(json),
  });

export const refundActivation = (lang: Lang, itemId: string) =>
  apiRequest(`/sales/failed-activations/${itemId}/refund`, {
    lang,
    method: 'POST',
    body: {},
    parse: (json) => activationRefundSchema.parse(json),
  });
