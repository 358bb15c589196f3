import type { FastifyInstance } from 'fastify';
import { resolveLang, type Lang } from '@toll/domain/languages';

// Module augmentation needs an interface.
declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    lang: Lang;
  }
}

/**
 * The caller's language for messages (spec §7): the `browser-language` query parameter, else
 * Accept-Language, else Bulgarian.
 */
export function registerRequestLang(app: FastifyInstance) {
  app.decorateRequest('lang', 'bg');
  // A callback hook, not an async one: this runs on every request (no promise per request).
  app.addHook('onRequest', (request, _reply, done) => {
    const query = request.query as Record<string, unknown> | undefined;
    const explicit =
      typeof query?.['browser-language'] === 'string' ? query['browser-language'] : undefined;
    request.lang = resolveLang(explicit, request.headers['accept-language']);
    done();
  });
}
