import { z } from 'zod';
import {
  notificationDetailSchema,
  notificationExportQuerySchema,
  notificationIdParamSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationRecordSchema,
} from '@toll/contract/notifications';
import { sendListExport } from '../../platform/http/list-export';
import type { App } from '../../platform/app-types';
import type { NotificationService } from './service';

const tags = ['Notifications'];
const read = { access: 'notifications' as const, owner: 'agency' as const };
const resend = { access: 'notifications.resend' as const, owner: 'agency' as const };

/** Every /notificationReport… call of spec §7, plus the export and the resend of a failed notice. */
export function registerNotificationRoutes(app: App, service: NotificationService) {
  app.get(
    '/notificationReport/notifications/filtered',
    {
      config: read,
      schema: {
        tags,
        summary:
          'The notification log, paged, sorted and filtered (f_status, f_channel, f_messageType, f_kind, f_receiver, f_delictDocumentNumber, f_barcode, f_contractId, f_from, f_to; q)',
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema },
      },
    },
    (request) => service.list(request.query),
  );

  app.get(
    '/notificationReport/notifications/export',
    {
      config: read,
      schema: {
        tags,
        summary: 'The current filter of the notification log as CSV or XLSX, streamed',
        querystring: notificationExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) =>
      sendListExport(reply, await service.export(request.query, request.lang)),
  );

  app.get(
    '/notificationReport/notifications/id/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'One notice with the text that went out',
        params: notificationIdParamSchema,
        response: { 200: notificationDetailSchema },
      },
    },
    (request) => service.get(request.params.id),
  );

  app.get(
    '/notificationReport/notifications/contractId/:id',
    {
      config: read,
      schema: {
        tags,
        summary: "A contract's notices, newest first (the list's paging and filters apply)",
        params: notificationIdParamSchema,
        querystring: notificationListQuerySchema.omit({ f_contractId: true }),
        response: { 200: notificationPageSchema },
      },
    },
    (request) => service.list({ ...request.query, f_contractId: request.params.id }),
  );

  app.post(
    '/notificationReport/notifications/id/:id/resend',
    {
      config: resend,
      schema: {
        tags,
        summary:
          'Send a FAILED or UNDELIVERED notice again (202; 409 notification.notResendable otherwise)',
        params: notificationIdParamSchema,
        body: z.strictObject({}).optional(),
        response: { 202: notificationRecordSchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await service.resend(request.params.id, request.actor)),
  );
}
