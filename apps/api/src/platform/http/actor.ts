import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../actor';

const ACTOR = Symbol('actor');

// Module augmentation needs an interface.
declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** The caller as services and the audit log see it (platform/actor.ts). */
    readonly actor: Actor;
    [ACTOR]: Actor | null;
  }
}

/** The request's actor from its principal (set by access control), language, address and id. */
function actorOf(request: FastifyRequest): Actor {
  const principal = request.principal;
  return {
    userId: principal?.id ?? null,
    roles: principal?.roles ?? [],
    partnerId: principal?.partnerId ?? null,
    posIds: principal?.posIds ?? [],
    customerId: principal?.customerId ?? null,
    ip: request.ip,
    requestId: String(request.id),
    lang: request.lang,
  };
}

/**
 * `request.actor`: built once, the first time a handler (or the refusal record) asks for it,
 * which is after access control has resolved the principal; requests that never ask pay nothing.
 */
export function registerActor(app: FastifyInstance) {
  app.decorateRequest(ACTOR, null);
  app.decorateRequest('actor', {
    getter(this: FastifyRequest) {
      return (this[ACTOR] ??= actorOf(this));
    },
  });
}
