import {
  productCatalogueSchema,
  productListSchema,
  productsQuerySchema,
} from '@toll/contract/products';
import type { App } from '../../platform/app-types';
import type { Clock } from '../../platform/clock';
import type { CatalogService } from './service';

const tags = ['Catalogue'];

export function registerCatalogRoutes(app: App, service: CatalogService, clock: Clock) {
  app.get(
    '/products',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary: 'Vignette products on sale, priced by the tariff in force (at `at`, default now)',
        querystring: productsQuerySchema,
        response: { 200: productListSchema },
      },
    },
    (request) =>
      service.products(request.lang, request.query.at ? new Date(request.query.at) : clock.now()),
  );

  app.get(
    '/v2/products',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary:
          'Vignette catalogue grouped by vehicle category and emission class, periods by ascending price',
        querystring: productsQuerySchema,
        response: { 200: productCatalogueSchema },
      },
    },
    (request) =>
      service.catalogue(request.lang, request.query.at ? new Date(request.query.at) : clock.now()),
  );
}
