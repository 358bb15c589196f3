import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createCatalogService } from './modules/catalog/service';
import { registerCatalogRoutes } from './modules/catalog/routes';
import { registerContentRoutes } from './modules/content/routes';
import { createContentService } from './modules/content/service';
import { registerDocumentRoutes } from './modules/documents/routes';
import { createDocumentService } from './modules/documents/service';
import { registerFeatureFlagRoutes } from './modules/feature-flags/routes';
import { createFeatureFlagService } from './modules/feature-flags/service';
import { registerFrontEndErrorRoutes } from './modules/front-end-errors/routes';
import { createFrontEndErrorService } from './modules/front-end-errors/service';
import { createMasterDataService } from './modules/master-data/service';
import { registerMasterDataRoutes } from './modules/master-data/routes';
import { registerSeoRoutes } from './modules/seo/routes';
import { createSeoService } from './modules/seo/service';
import type { App, Deps } from './platform/app-types';
import { sendError, registerErrorHandling } from './platform/http/error-handler';
import { registerHealth } from './platform/http/health';
import { registerOpenApi } from './platform/http/openapi';
import { registerRequestLang } from './platform/http/request-lang';
import { registerSecurity } from './platform/http/security';
import { createSiteRenderer } from './platform/http/site-renderer';
import { isPageRequest, registerWebApp, sendShell, webAppAvailable } from './platform/http/web-app';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export type BuildAppOptions = { logger?: FastifyBaseLogger };

/** Assembles the HTTP application: platform plugins, then each feature module under /api. */
export async function buildApp(deps: Deps, options: BuildAppOptions = {}): Promise<App> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurity(app);
  registerRequestLang(app);
  registerErrorHandling(app);
  await registerOpenApi(app, deps.config.publicBaseUrl);
  registerHealth(app, deps.database);

  const db = deps.database.db;
  const { config, clock } = deps;
  const catalog = createCatalogService(db, config.featureFlags, clock);
  const content = createContentService(db, clock);
  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      registerHealth(typed, deps.database);
      registerMasterDataRoutes(typed, createMasterDataService(db));
      registerCatalogRoutes(typed, catalog, clock);
      registerContentRoutes(typed, content);
      registerDocumentRoutes(typed, createDocumentService(catalog, clock));
      registerFeatureFlagRoutes(
        typed,
        createFeatureFlagService(config.featureFlags, config.featureOverlayPassword),
      );
      registerFrontEndErrorRoutes(typed, createFrontEndErrorService(db));
    },
    { prefix: '/api' },
  );
  registerSeoRoutes(app, createSeoService(content, config.publicBaseUrl));

  const serveWeb = deps.config.serveWeb && webAppAvailable();
  if (serveWeb) await registerWebApp(app);
  const site = serveWeb ? createSiteRenderer(app, config.publicBaseUrl, app.log) : null;
  app.setNotFoundHandler((request, reply) => {
    if (serveWeb && isPageRequest(request)) return sendShell(request, reply, site);
    return sendError(request, reply, 404, [{ code: 'common.routeNotFound' }]);
  });
  return app;
}
