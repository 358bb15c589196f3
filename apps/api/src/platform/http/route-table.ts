import type { FastifyInstance, FastifySchema } from 'fastify';

/** One route as registered: its method, address, schema (zod or JSON Schema) and declared access. */
export type RegisteredRoute = {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  access: string | undefined;
};

declare module 'fastify' {
  // Module augmentation needs interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/**
 * Keeps every route the application registers (API, public check, gateway sandbox, docs, SEO),
 * HEAD aside, on the instance: tests that must cover every route (the fuzz test) walk this list,
 * so a route added later is covered without naming it. Register before any route.
 */
export function registerRouteTable(app: FastifyInstance) {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        routes.push({
          method,
          url: route.url,
          schema: route.schema,
          access: route.config?.access,
        });
  });
}
