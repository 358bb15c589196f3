import type { FastifyInstance } from 'fastify';
import type { SeoService } from './service';

/** At the site root, where crawlers look for them. */
export function registerSeoRoutes(app: FastifyInstance, service: SeoService) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await service.sitemap()),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(service.robots()),
  );
}
