import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { routeNetworkGeoJsonSchema } from '@toll/contract/route-network';
import {
  calculateRoutePassSchema,
  placeListSchema,
  placesQuerySchema,
  routePassQuoteSchema,
  tollSegmentDetailSchema,
  tollSegmentListSchema,
  tollSegmentParamsSchema,
  tollSegmentQuerySchema,
  tollSegmentsExportQuerySchema,
  tollSegmentsQuerySchema,
} from '@toll/contract/route-passes';
import type { App } from '../../platform/app-types';
import type { RoutePassService } from './service';
import type { TollSegmentService } from './toll-segment-service';

const tags = ['Route passes'];

export function registerRoutePassRoutes(app: App, service: RoutePassService) {
  app.get(
    '/route-network',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary:
          'The toll road network as GeoJSON: Bulgaria outline, toll segments and places (cacheable, ETag)',
        response: { 200: routeNetworkGeoJsonSchema, 304: z.null() },
      },
    },
    (request, reply) => {
      const { body, etag } = service.geojson();
      // Serialised once at start-up and sent as is (the schema above documents it).
      const raw = reply as unknown as FastifyReply;
      raw.header('cache-control', 'public, max-age=3600').header('etag', etag);
      if (request.headers['if-none-match'] === etag) {
        void raw.code(304).send();
        return;
      }
      void raw
        .type('application/json; charset=utf-8')
        .serializer((payload: unknown) => String(payload))
        .send(body);
    },
  );

  app.get(
    '/route-pass/places',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary: 'Towns, junctions and border crossings by name (bg or en, Cyrillic or Latin)',
        querystring: placesQuerySchema,
        response: { 200: placeListSchema },
      },
    },
    (request) => service.places(request.query, request.lang),
  );

  app.post(
    '/route-pass/calculate',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary: 'Plan and price a route pass: 2 to 6 points, shortest or fastest, for a vehicle',
        body: calculateRoutePassSchema,
        response: { 200: routePassQuoteSchema },
      },
    },
    async (request, reply) => {
      const quote = await service.calculate(request.body, request.lang, request.principal !== null);
      // toQuoteResponse is typed by the contract, and the API tests parse every answer with the
      // schema: serialising it plainly saves re-validating a few hundred coordinates per request.
      // Returned, not only sent: an async handler that returns nothing is answered a second time.
      return (reply as unknown as FastifyReply)
        .type('application/json; charset=utf-8')
        .serializer((payload: unknown) => JSON.stringify(payload))
        .send(quote);
    },
  );
}

export function registerTollSegmentRoutes(app: App, segments: TollSegmentService) {
  app.get(
    '/toll-segments',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary: 'Toll segments by id, road number or place',
        querystring: tollSegmentsQuerySchema,
        response: { 200: tollSegmentListSchema },
      },
    },
    (request) => segments.search(request.query, request.lang),
  );

  app.get(
    '/toll-segments/export',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary: 'Chosen toll segments as CSV, priced per segment for its axles and date',
        querystring: tollSegmentsExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await segments.exportCsv(request.query, request.lang);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="toll-segments.csv"')
        .send(csv);
    },
  );

  app.get(
    '/toll-segments/:id',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary: 'One toll segment, with its toll for axles, emission class and date when given',
        params: tollSegmentParamsSchema,
        querystring: tollSegmentQuerySchema,
        response: { 200: tollSegmentDetailSchema },
      },
    },
    (request) => segments.detail(request.params.id, request.query, request.lang),
  );
}
