import { countryListSchema } from '@toll/contract/countries';
import {
  countryCodeParamSchema,
  customerTypeParamSchema,
  identificationTypeListSchema,
  MASTER_LISTS,
  masterItemListSchema,
  regionListSchema,
} from '@toll/contract/master-data';
import type { App } from '../../platform/app-types';
import type { MasterDataService } from './service';

const tags = ['Master data'];

export function registerMasterDataRoutes(app: App, service: MasterDataService) {
  app.get(
    '/countries',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary: 'Countries: BG, TR, RO, IR, UA, GR, RS, MK first, then by name',
        response: { 200: countryListSchema },
      },
    },
    (request) => service.countries(request.lang),
  );

  for (const list of MASTER_LISTS) {
    if (list === 'countries') {
      app.get(
        '/v1/c5/master/countries',
        {
          config: { access: 'public', owner: 'public' },
          schema: {
            tags,
            summary: 'Countries (master list)',
            response: { 200: countryListSchema },
          },
        },
        (request) => service.countries(request.lang),
      );
      continue;
    }
    app.get(
      `/v1/c5/master/${list}`,
      {
        config: { access: 'public', owner: 'public' },
        schema: { tags, summary: `Master list: ${list}`, response: { 200: masterItemListSchema } },
      },
      (request) => service.masterList(list, request.lang),
    );
  }

  app.get(
    '/v1/c5/master/regions/:code',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary: 'Regions of a country',
        params: countryCodeParamSchema,
        response: { 200: regionListSchema },
      },
    },
    (request) => service.regions(request.params.code, request.lang),
  );

  app.get(
    '/v1/c5/master/identificationtypes/:id',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary: 'Identification types for a customer type (1 individual, 2 business)',
        params: customerTypeParamSchema,
        response: { 200: identificationTypeListSchema },
      },
    },
    (request) => service.identificationTypes(request.params.id, request.lang),
  );
}
