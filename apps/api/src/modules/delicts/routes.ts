import {
  delictByDocumentRequestSchema,
  delictListSchema,
  delictNoticeRequestSchema,
  delictNoticeResponseSchema,
  delictPdfQuerySchema,
  delictSearchRequestSchema,
} from '@toll/contract/delicts';
import type { App } from '../../platform/app-types';
import type { Captcha } from '../../platform/captcha';
import type { DelictDocuments } from './delict-documents';
import type { DelictService } from './service';

const tags = ['Delicts'];

/** Downloads of the delict document per address and minute: enough for people, slow for scans. */
export const DELICT_PDF_RATE_LIMIT = 60;

/**
 * The public delict pages' calls (spec §1, §7). Look-ups carry the owner's EGN or EIK, so they
 * are POSTed (never in an address that proxies log) and need a solved captcha, like the other
 * public look-ups.
 */
export function registerDelictRoutes(
  app: App,
  deps: { delicts: DelictService; documents: DelictDocuments; captcha: Captcha },
) {
  const { delicts, documents, captcha } = deps;

  app.post(
    '/delicts/search',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary: "A vehicle's delicts registered against the owner's EGN or EIK (captcha)",
        body: delictSearchRequestSchema,
        response: { 200: delictListSchema },
      },
    },
    async (request) => {
      await captcha.verify(request.body.recaptchaCode);
      return delicts.search(request.body, request.lang);
    },
  );

  app.post(
    '/delicts/by-document',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary: 'A delict by its document number (captcha)',
        body: delictByDocumentRequestSchema,
        response: { 200: delictListSchema },
      },
    },
    async (request) => {
      await captcha.verify(request.body.recaptchaCode);
      return delicts.byDocument(request.body.documentNumber, request.lang);
    },
  );

  app.post(
    '/delicts/notices',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary: 'Mail this address when a new delict of the vehicle and owner is registered',
        body: delictNoticeRequestSchema,
        response: { 200: delictNoticeResponseSchema },
      },
    },
    async (request) => {
      await captcha.verify(request.body.recaptchaCode);
      return delicts.subscribe(request.body, request.lang);
    },
  );

  app.get(
    '/generate-pdf-compensatory-fee',
    {
      config: {
        access: 'public',
        owner: 'public',
        rateLimit: { max: DELICT_PDF_RATE_LIMIT, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary: 'The delict document as a PDF (Bulgarian and English) with its payment state',
        querystring: delictPdfQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const file = await documents.pdfByNumber(request.query.delict_document_number);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(file.bytes);
    },
  );
}
