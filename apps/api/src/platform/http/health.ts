import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/** Liveness (the process answers) and readiness (the database answers) for load balancers. */
export function registerHealth(app: FastifyInstance, database: Database) {
  app.get('/healthz', { config: { access: 'public' }, schema: { hide: true } }, async () => ({
    status: 'ok',
  }));
  app.get(
    '/readyz',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      try {
        await database.ping();
        return { status: 'ready', database: database.kind };
      } catch {
        return reply.status(503).send({ status: 'unavailable', database: database.kind });
      }
    },
  );
}
