import { queryOptions } from '@tanstack/react-query';
import { saleSchema, type Sale } from '@toll/contract/sales';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';

/** GET /api/sale?trans_id: a sale, its payment and its items, texts in the caller's language. */
export function getSale(lang: Lang, transId: string, signal?: AbortSignal): Promise<Sale> {
  return api.get('/sale', {
    lang,
    query: { trans_id: transId },
    signal,
    parse: (json) => saleSchema.parse(json),
  });
}

export const saleQuery = (lang: Lang, transId: string) =>
  queryOptions({
    queryKey: ['sales', 'sale', lang, transId],
    queryFn: ({ signal }) => getSale(lang, transId, signal),
    staleTime: 0,
  });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a `trans_id` from the address can be a sale's id at all (the API takes UUIDs only). */
export function isTransId(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}
