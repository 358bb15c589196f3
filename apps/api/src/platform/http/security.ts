import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { databaseRateLimitStore } from './rate-limit-store';

/** The public check API: JSON for other programs and other sites, never a page. */
const MACHINE_API_PREFIX = '/check/';

/**
 * The headers of the public check API's JSON answers (OWASP REST Security Cheat Sheet, "Security
 * headers"): nothing in them may load anything or be framed, HTTPS only, no type sniffing. The
 * site's headers that only govern documents (its content policy, opener and agent-cluster
 * isolation, DNS prefetch, the IE and Flash switches) mean nothing on a JSON answer and were
 * two thirds of the bytes of every check; this is the hottest path of the system.
 */
const MACHINE_API_HEADERS: readonly [string, string][] = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'no-referrer'],
];

export type SecurityOptions = {
  /** Other origins our pages may post forms to (the card gateway's, with PAYMENT_GATEWAY=borica). */
  formActionOrigins?: string[];
  /** Other origins images may load from (the map's tile server, MAP_TILE_URL). */
  imageOrigins?: string[];
  /** The store every rate limit counts in (default: this process's memory). */
  rateLimitStore?: ReturnType<typeof databaseRateLimitStore>;
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
        'img-src': ["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? [])],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'self'"],
        'form-action': ["'self'", ...(options.formActionOrigins ?? [])],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith(MACHINE_API_PREFIX)) {
      for (const [name, value] of MACHINE_API_HEADERS) reply.raw.setHeader(name, value);
      done();
      return;
    }
    headers(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
  await app.register(rateLimit, {
    global: false,
    ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
  });
}
