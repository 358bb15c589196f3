import {
  announcementListSchema,
  announcementsQuerySchema,
  newsArticleSchema,
  newsListQuerySchema,
  newsPageSchema,
  newsSlugParamsSchema,
  publicPartnerListSchema,
} from '@toll/contract/content';
import type { App } from '../../platform/app-types';
import type { ContentService } from './service';

const tags = ['Site content'];

export function registerContentRoutes(app: App, service: ContentService) {
  app.get(
    '/news',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary: 'Published news, newest first, one page at a time',
        querystring: newsListQuerySchema,
        response: { 200: newsPageSchema },
      },
    },
    (request) => service.newsPage(request.lang, request.query.page),
  );

  app.get(
    '/news/:slug',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary: 'One published news article',
        params: newsSlugParamsSchema,
        response: { 200: newsArticleSchema },
      },
    },
    (request) => service.newsArticle(request.lang, request.params.slug),
  );

  app.get(
    '/announcements',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary: 'Announcements by status (the site shows the active ones)',
        querystring: announcementsQuerySchema,
        response: { 200: announcementListSchema },
      },
    },
    (request) => service.announcements(request.lang, request.query.status),
  );

  app.get(
    '/partners/public',
    {
      config: { access: 'public', owner: 'public' },
      schema: {
        tags,
        summary: 'Active sale partners and commissioners: the fields the public site lists',
        response: { 200: publicPartnerListSchema },
      },
    },
    (request) => service.partners(request.lang),
  );
}
