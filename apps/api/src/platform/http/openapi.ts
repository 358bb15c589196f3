import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the zod schemas of every route; the browsable docs live at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, publicBaseUrl: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Bulgarian road toll and e-vignette platform API',
        description:
          'Every error answers `{status, message, errors:[{code, message, field?}], requestId}` with texts in the ' +
          'language chosen by the `browser-language` query parameter or Accept-Language (bg default, en).',
        version: '0.1.0',
      },
      servers: [{ url: publicBaseUrl }],
      components: {
        securitySchemes: {
          // the fleet API's key (issue #36), made by the client in the customer portal
          fleetApiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Api-Key',
            description:
              'A fleet API key (`fleet_…`) of the client, made in the customer portal (Account → Fleet API). ' +
              '`Authorization: ApiKey fleet_…` works too.',
          },
        },
      },
      tags: [
        {
          name: 'Fleet API v1',
          description:
            "A toll client's own machines: contracts and balances, vehicles and devices, toll " +
            'transactions, invoices, payments and card top-up links, with a key the client manages. ' +
            'Webhooks (registered in the portal) are signed per Standard Webhooks.',
        },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
