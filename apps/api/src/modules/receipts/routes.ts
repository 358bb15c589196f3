import { routePassPdfQuerySchema, vignettePdfQuerySchema } from '@toll/contract/sales';
import type { FastifyReply } from 'fastify';
import type { App } from '../../platform/app-types';
import type { PdfFile } from './receipt-data';
import type { ReceiptService } from './service';

const tags = ['Receipts'];

/** A download: the status line changes with time, so nothing is cached on the way. */
function sendPdf(reply: FastifyReply, file: PdfFile) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex')
    .send(file.bytes);
}

/**
 * The PDFs of spec §7. Public like a receipt link: the random id is the secret, and an unknown
 * id answers 404 whether or not it ever existed.
 */
export function registerReceiptRoutes(app: App, service: ReceiptService) {
  app.get(
    '/generatePdf',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary: 'An issued e-vignette as a PDF (Bulgarian and English), file named after its id',
        querystring: vignettePdfQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => sendPdf(reply, await service.vignettePdf(request.query.vignette_id)),
  );

  app.get(
    '/generate-pdf-route-pass',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary: 'An issued route pass as a PDF with its route map and segments',
        querystring: routePassPdfQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) =>
      sendPdf(reply, await service.routePassPdf(request.query.route_pass_id)),
  );
}
