import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  idParamSchema,
  invoiceBankPaymentsSchema,
  invoiceCancelInputSchema,
  invoiceDetailSchema,
  invoiceListQuerySchema,
  invoiceNoteInputSchema,
  invoicePageSchema,
  invoicePayInputSchema,
  invoicePdfQuerySchema,
} from '@toll/contract/billing';
import type { App } from '../../platform/app-types';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { Jobs } from '../../platform/jobs';
import { audit } from '../../platform/audit';
import { AppError } from '../../platform/http/app-error';
import { enqueueInvoiceMail, invoiceRecipientEmail } from './invoice-mail';
import { renderInvoicePdf } from './invoice-pdf';
import { invoiceUbl } from './invoice-ubl';
import {
  bankPaymentsFor,
  cancelInvoice,
  getInvoice,
  issueNote,
  listInvoices,
  payInvoice,
} from './invoices';

/** Invoices and credit/debit notes (flag INVOICES): issue #19 item 5. */
const invoiceTags = ['Invoices'];
const okSchema = z.object({ ok: z.literal(true) });
const issuedSchema = z.object({ id: z.number().int(), number: z.string() });

export function registerInvoiceRoutes(
  app: App,
  { db, clock, jobs }: { db: Db; clock: Clock; jobs?: Jobs },
) {
  const actor = (request: FastifyRequest) => request.principal?.id ?? null;

  app.get(
    '/invoices',
    {
      config: { access: 'invoices', owner: 'agency' },
      schema: {
        tags: invoiceTags,
        summary: 'Invoices and credit/debit notes, paged (q: number, contract or recipient)',
        querystring: invoiceListQuerySchema,
        response: { 200: invoicePageSchema },
      },
    },
    (request) => listInvoices(db, request.query),
  );

  app.get(
    '/invoices/:id',
    {
      config: { access: 'invoices', owner: 'agency' },
      schema: {
        tags: invoiceTags,
        summary: 'A document with its lines, parties and related notes',
        params: idParamSchema,
        response: { 200: invoiceDetailSchema },
      },
    },
    async (request) => {
      const { lang: _lang, ...invoice } = await getInvoice(db, request.params.id);
      return invoice;
    },
  );

  app.get(
    '/invoices/:id/pdf',
    {
      config: { access: 'invoices', owner: 'agency' },
      schema: {
        tags: invoiceTags,
        summary: "The document as a PDF (the customer's language unless lang is given)",
        params: idParamSchema,
        querystring: invoicePdfQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const invoice = await getInvoice(db, request.params.id);
      const pdf = await renderInvoicePdf(invoice, request.query.lang ?? invoice.lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/invoices/:id/ubl',
    {
      config: { access: 'invoices', owner: 'agency' },
      schema: {
        tags: invoiceTags,
        summary:
          "The document as a UBL 2.1 e-invoice (EN 16931, Peppol BIS Billing 3.0; the customer's language unless lang is given)",
        params: idParamSchema,
        querystring: invoicePdfQuerySchema,
        produces: ['application/xml'],
      },
    },
    async (request, reply) => {
      const ubl = await invoiceUbl(db, request.params.id, request.query.lang);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${ubl.fileName}"`)
        .send(ubl.xml);
    },
  );

  for (const [path, type] of [
    ['credit-note', 'CREDIT_NOTE'],
    ['debit-note', 'DEBIT_NOTE'],
  ] as const) {
    app.post(
      `/invoices/:id/${path}`,
      {
        config: { access: 'invoices.write', owner: 'agency' },
        schema: {
          tags: invoiceTags,
          summary: `Correct an issued invoice by a ${type === 'CREDIT_NOTE' ? 'credit' : 'debit'} note (with a reason)`,
          params: idParamSchema,
          body: invoiceNoteInputSchema,
          response: { 201: issuedSchema },
        },
      },
      async (request, reply) => {
        const issued = await db.transaction(async (tx) => {
          const doc = await issueNote(
            tx,
            request.params.id,
            type,
            request.body,
            clock.now(),
            actor(request),
          );
          await audit(tx, request, {
            action: `invoice.${path}`,
            entity: 'invoice',
            entityId: doc.id,
            after: { relatedInvoiceId: request.params.id, ...request.body },
          });
          return doc;
        });
        const detail = await getInvoice(db, issued.id);
        return reply.code(201).send({ id: issued.id, number: detail.number });
      },
    );
  }

  app.post(
    '/invoices/:id/cancel',
    {
      config: { access: 'invoices.write', owner: 'agency' },
      schema: {
        tags: invoiceTags,
        summary:
          'Cancel an issued, unpaid document (confirmed, with a reason); its booking is reversed',
        params: idParamSchema,
        body: invoiceCancelInputSchema,
        response: { 200: okSchema },
      },
    },
    (request) =>
      db.transaction(async (tx) => {
        await cancelInvoice(
          tx,
          request.params.id,
          request.body.reason,
          clock.now(),
          actor(request),
        );
        await audit(tx, request, {
          action: 'invoice.cancel',
          entity: 'invoice',
          entityId: request.params.id,
          after: request.body,
        });
        return { ok: true as const };
      }),
  );

  app.get(
    '/invoices/:id/bank-payments',
    {
      config: { access: 'invoices.pay', owner: 'agency' },
      schema: {
        tags: invoiceTags,
        summary:
          'Bank payments that could pay the document: undistributed money in its currency, those naming it first',
        params: idParamSchema,
        response: { 200: invoiceBankPaymentsSchema },
      },
    },
    (request) => bankPaymentsFor(db, request.params.id),
  );

  app.post(
    '/invoices/:id/pay',
    {
      config: { access: 'invoices.pay', owner: 'agency' },
      schema: {
        tags: invoiceTags,
        summary:
          'Mark a document paid from the prepaid balance (SYSTEM) or by a named bank payment (BANK)',
        params: idParamSchema,
        body: invoicePayInputSchema,
        response: { 200: okSchema },
      },
    },
    (request) =>
      db.transaction(async (tx) => {
        await payInvoice(tx, request.params.id, request.body, clock.now(), actor(request));
        await audit(tx, request, {
          action: 'invoice.pay',
          entity: 'invoice',
          entityId: request.params.id,
          after: request.body,
        });
        return { ok: true as const };
      }),
  );

  app.post(
    '/invoices/:id/send',
    {
      config: { access: 'invoices.write', owner: 'agency' },
      schema: {
        tags: invoiceTags,
        summary: "E-mail the document's PDF to the contract's notification address",
        params: idParamSchema,
        response: { 200: z.object({ to: z.string() }) },
      },
    },
    async (request) => {
      const to = await invoiceRecipientEmail(db, request.params.id);
      if (to === null) {
        await getInvoice(db, request.params.id);
        throw new AppError(409, { code: 'invoice.noEmail' });
      }
      if (!jobs) throw new AppError(503, { code: 'common.serviceUnavailable' });
      await db.transaction(async (tx) => {
        await enqueueInvoiceMail(jobs, tx, { invoiceId: request.params.id, to });
        await audit(tx, request, {
          action: 'invoice.send',
          entity: 'invoice',
          entityId: request.params.id,
          after: { to },
        });
      });
      return { to };
    },
  );
}
