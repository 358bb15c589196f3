import {
  bulkCheckResponseSchema,
  bulkPurchaseResponseSchema,
  type BulkCheckResponse,
  type BulkPurchaseResponse,
} from '@toll/contract/bulk-purchase';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../api/typed-client';

/** POST /api/bulk-purchases/check: a verdict per line of the file. */
export const checkBulkFile = (lang: Lang, csv: string): Promise<BulkCheckResponse> =>
  api.post('/bulk-purchases/check', {
    lang,
    body: { csv },
    parse: (json) => bulkCheckResponseSchema.parse(json),
  });

/** POST /api/bulk-purchases: the whole file in one payment, or nothing. */
export const buyBulkFile = (
  lang: Lang,
  body: {
    csv: string;
    paymentMethod: 'CARD' | 'CASH';
    posId?: number;
    email: string;
    consents: { terms: true; noRefund: true };
  },
): Promise<BulkPurchaseResponse> =>
  api.post('/bulk-purchases', {
    lang,
    body,
    parse: (json) => bulkPurchaseResponseSchema.parse(json),
  });
