import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { ReadStatus } from '../db/read-replicas';

/**
 * Liveness (the process answers) and readiness (the database answers) for load balancers; with
 * read replicas, readiness also says where reads go (`reads`: replica or primary) and each
 * replica's state: a replica down or lagging does not make the process unready.
 */
export function registerHealth(
  app: FastifyInstance,
  database: Database,
  reads: () => ReadStatus | null = () => null,
) {
  app.get(
    '/healthz',
    { config: { access: 'public', owner: 'public' }, schema: { hide: true } },
    async () => ({
      status: 'ok',
    }),
  );
  app.get(
    '/readyz',
    { config: { access: 'public', owner: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      try {
        await database.ping();
        return { status: 'ready', database: database.kind, ...reads() };
      } catch {
        return reply.status(503).send({ status: 'unavailable', database: database.kind });
      }
    },
  );
}
