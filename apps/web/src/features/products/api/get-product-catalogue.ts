import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductCatalogue } from '@toll/contract/products';
import type { Lang } from '@toll/domain/languages';
import { apiRequest } from '../../../api/client';
import { useLang } from '../../../i18n/use-lang';

/**
 * GET /api/v2/products: the vignette catalogue priced now, texts in the given language, validated
 * with the contract's schema. The schema (and zod with it) is fetched alongside the request rather
 * than bundled into the home page, so it costs no extra round trip and no start-up time.
 */
export function getProductCatalogue(lang: Lang, signal?: AbortSignal): Promise<ProductCatalogue> {
  const schema = import('@toll/contract/products').then((module) => module.productCatalogueSchema);
  schema.catch(() => undefined); // a failed load surfaces through `parse` below, not as unhandled
  return apiRequest('/v2/products', {
    lang,
    signal,
    parse: async (json) => (await schema).parse(json),
  });
}

export function useProductCatalogue() {
  const lang = useLang();
  return useQuery({
    queryKey: ['products', 'catalogue', lang],
    queryFn: ({ signal }) => getProductCatalogue(lang, signal),
    placeholderData: keepPreviousData,
  });
}
