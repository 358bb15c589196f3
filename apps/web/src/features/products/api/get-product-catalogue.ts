import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCatalogue } from '@toll/contract/products';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';
import { useLang } from '../../../i18n/use-lang';
import { parseProductCatalogue } from './parse-product-catalogue';

/** GET /api/v2/products: the vignette catalogue priced now, texts in the given language. */
export function getProductCatalogue(lang: Lang, signal?: AbortSignal): Promise<ProductCatalogue> {
  return api.get('/v2/products', { lang, signal, parse: parseProductCatalogue });
}

/** The query of the catalogue; the server prefetches it when it renders the home page. */
export const productCatalogueQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['products', 'catalogue', lang],
    queryFn: ({ signal }) => getProductCatalogue(lang, signal),
  });

export function useProductCatalogue() {
  const lang = useLang();
  return useQuery({ ...productCatalogueQuery(lang), placeholderData: keepPreviousData });
}
