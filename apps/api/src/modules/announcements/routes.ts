import {
  announcementCreateBodySchema,
  announcementExportQuerySchema,
  announcementIdParamSchema,
  announcementListQuerySchema,
  announcementPageSchema,
  announcementRecordSchema,
  announcementStatusBodySchema,
  announcementUpdateBodySchema,
} from '@toll/contract/announcements';
import { sendListExport } from '../../platform/http/list-export';
import type { App } from '../../platform/app-types';
import type { AnnouncementService } from './service';

const tags = ['Announcements'];
const admin = { access: 'announcements' as const, owner: 'agency' as const };

/**
 * The back-office announcements (capability `announcements`). The public GET /announcements
 * (content module) is untouched; the paged list lives at /announcements/manage.
 */
export function registerAnnouncementRoutes(app: App, service: AnnouncementService) {
  app.get(
    '/announcements/manage',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Announcements, paged, sorted and filtered (f_status, f_productType, q over name, messages and link)',
        querystring: announcementListQuerySchema,
        response: { 200: announcementPageSchema },
      },
    },
    (request) => service.list(request.query),
  );

  app.get(
    '/announcements/manage/export',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The current filter and order of the announcements as CSV or XLSX, streamed',
        querystring: announcementExportQuerySchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) =>
      sendListExport(reply, await service.export(request.query, request.lang)),
  );

  app.get(
    '/announcements/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One announcement with both languages and its version',
        params: announcementIdParamSchema,
        response: { 200: announcementRecordSchema },
      },
    },
    (request) => service.get(request.params.id),
  );

  app.post(
    '/announcements',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Post an announcement (active at once)',
        body: announcementCreateBodySchema,
        response: { 201: announcementRecordSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(request.body, request.actor)),
  );

  app.put(
    '/announcements/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change an announcement at the version read (409 announcement.staleVersion)',
        params: announcementIdParamSchema,
        body: announcementUpdateBodySchema,
        response: { 200: announcementRecordSchema },
      },
    },
    (request) => service.update(request.params.id, request.body, request.actor),
  );

  app.post(
    '/announcements/:id/archive',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Archive an announcement (the site no longer shows it)',
        params: announcementIdParamSchema,
        body: announcementStatusBodySchema,
        response: { 200: announcementRecordSchema },
      },
    },
    (request) => service.archive(request.params.id, request.body.version, request.actor),
  );

  app.post(
    '/announcements/:id/restore',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Make an archived announcement active again',
        params: announcementIdParamSchema,
        body: announcementStatusBodySchema,
        response: { 200: announcementRecordSchema },
      },
    },
    (request) => service.restore(request.params.id, request.body.version, request.actor),
  );
}
