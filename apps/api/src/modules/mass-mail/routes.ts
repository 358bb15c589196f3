import { z } from 'zod';
import {
  massMailCampaignSchema,
  massMailCreateSchema,
  massMailIdParamSchema,
  massMailListQuerySchema,
  massMailNotSentSchema,
  massMailOptionsQuerySchema,
  massMailOptionsSchema,
  massMailPageSchema,
  massMailRecipientPageSchema,
  massMailRecipientQuerySchema,
  massMailTestResultSchema,
  massMailTestSchema,
} from '@toll/contract/mass-mail';
import type { App } from '../../platform/app-types';
import type { MassMailService } from './service';

const tags = ['Mass mailing'];
const access = { access: 'mass-mailing' as const, owner: 'agency' as const };

/** Mass mailing (spec §2 mass-mailing, §3 Mass mail; admin or concord admin, §6). */
export function registerMassMailRoutes(app: App, service: MassMailService) {
  app.get(
    '/mass-mails',
    {
      config: access,
      schema: {
        tags,
        summary: 'Mass mail campaigns, newest first, with their counts',
        querystring: massMailListQuerySchema,
        response: { 200: massMailPageSchema },
      },
    },
    (request) => service.list(request.query),
  );

  app.post(
    '/mass-mails',
    {
      config: access,
      schema: {
        tags,
        summary:
          'Compose a campaign (DRAFT): subject and message in bg and en, recipients clients, partners or listed e-mails (§5)',
        body: massMailCreateSchema,
        response: { 201: massMailCampaignSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(request.body, request.actor)),
  );

  app.get(
    '/mass-mails/options',
    {
      config: access,
      schema: {
        tags,
        summary: 'Clients or partners to choose as recipients, by name (at most 50)',
        querystring: massMailOptionsQuerySchema,
        response: { 200: massMailOptionsSchema },
      },
    },
    (request) => service.options(request.query.kind, request.query.q),
  );

  app.get(
    '/mass-mails/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'One campaign with its counts',
        params: massMailIdParamSchema,
        response: { 200: massMailCampaignSchema },
      },
    },
    (request) => service.get(request.params.id),
  );

  app.post(
    '/mass-mails/:id/test',
    {
      config: access,
      schema: {
        tags,
        summary: "Queue the test e-mail (bg and en) to the given address or the caller's own (202)",
        params: massMailIdParamSchema,
        body: massMailTestSchema.optional(),
        response: { 202: massMailTestResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await service.sendTest(
            request.params.id,
            request.body?.email,
            request.actor,
            request.lang,
          ),
        ),
  );

  app.post(
    '/mass-mails/:id/send',
    {
      config: access,
      schema: {
        tags,
        summary:
          'Queue every recipient and send through the job queue (202); a second press answers the same campaign and queues nothing',
        params: massMailIdParamSchema,
        body: z.strictObject({}).optional(),
        response: { 202: massMailCampaignSchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await service.send(request.params.id, request.actor)),
  );

  app.get(
    '/mass-mails/:id/recipients',
    {
      config: access,
      schema: {
        tags,
        summary: 'The per-recipient log, paged (f_status, q over the e-mail)',
        params: massMailIdParamSchema,
        querystring: massMailRecipientQuerySchema,
        response: { 200: massMailRecipientPageSchema },
      },
    },
    (request) => service.recipients(request.params.id, request.query),
  );

  app.get(
    '/mass-mails/:id/not-sent',
    {
      config: access,
      schema: {
        tags,
        summary: 'The "not sent to" list (failed or unsubscribed) and the §8 message naming them',
        params: massMailIdParamSchema,
        querystring: massMailRecipientQuerySchema,
        response: { 200: massMailNotSentSchema },
      },
    },
    (request) => service.notSent(request.params.id, request.query, request.lang),
  );
}
