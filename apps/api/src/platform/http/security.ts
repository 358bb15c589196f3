import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

export type SecurityOptions = {
  /** Other origins our pages may post forms to (the card gateway's, with PAYMENT_GATEWAY=borica). */
  formActionOrigins?: string[];
};

/**
 * Security headers on every answer, and the rate limiter that routes opt into with `config.rateLimit`.
 * The policy allows only our own origin for scripts and data; styles may be inline (the UI library
 * sets style attributes); images may be data URLs (icons, QR codes). Helmet's middleware is built
 * once (the Fastify plugin rebuilt it, parsing the policy, on every request: 4 % of a public check).
 */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions = {}) {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'self'"],
        'form-action': ["'self'", ...(options.formActionOrigins ?? [])],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    headers(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
  await app.register(rateLimit, { global: false });
}
