import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createCatalogService } from './modules/catalog/service';
import { registerCatalogRoutes } from './modules/catalog/routes';
import { createMasterDataService } from './modules/master-data/service';
import { registerMasterDataRoutes } from './modules/master-data/routes';
import { registerRoutePassRoutes, registerTollSegmentRoutes } from './modules/route-passes/routes';
import { createRoutePassService, createTariffSource } from './modules/route-passes/service';
import { createTollSegmentService } from './modules/route-passes/toll-segment-service';
import type { App, Deps } from './platform/app-types';
import { sendError, registerErrorHandling } from './platform/http/error-handler';
import { registerHealth } from './platform/http/health';
import { registerOpenApi } from './platform/http/openapi';
import { registerRequestLang } from './platform/http/request-lang';
import { registerSecurity } from './platform/http/security';
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
  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      registerHealth(typed, deps.database);
      registerMasterDataRoutes(typed, createMasterDataService(db));
      registerCatalogRoutes(
        typed,
        createCatalogService(db, deps.config.featureFlags, deps.clock),
        deps.clock,
      );
      const tariffs = createTariffSource(db, deps.clock);
      registerRoutePassRoutes(
        typed,
        createRoutePassService({ flags: deps.config.featureFlags, clock: deps.clock }, tariffs),
      );
      registerTollSegmentRoutes(typed, createTollSegmentService(tariffs));
    },
    { prefix: '/api' },
  );

  const serveWeb = deps.config.serveWeb && webAppAvailable();
  if (serveWeb) await registerWebApp(app);
  app.setNotFoundHandler((request, reply) => {
    if (serveWeb && isPageRequest(request)) return sendShell(request, reply);
    return sendError(request, reply, 404, [{ code: 'common.routeNotFound' }]);
  });
  return app;
}
