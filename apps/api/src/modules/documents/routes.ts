import { documentListSchema, documentParamsSchema, documentQuerySchema } from '@toll/contract/site';
import type { App } from '../../platform/app-types';
import type { DocumentService } from './service';

const tags = ['Documents'];

export function registerDocumentRoutes(app: App, service: DocumentService) {
  app.get(
    '/documents',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary: 'The downloadable documents, titled in the caller language',
        response: { 200: documentListSchema },
      },
    },
    (request) => service.list(request.lang),
  );

  app.get(
    '/documents/:id',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary: 'One document as a PDF (terms, price list, OBU return form) in bg or en',
        params: documentParamsSchema,
        querystring: documentQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const file = await service.pdf(request.params.id, request.query.lang ?? request.lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('cache-control', 'public, max-age=3600')
        .send(file.bytes);
    },
  );
}
