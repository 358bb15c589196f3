import type { FastifyInstance } from 'fastify';

/** A list of header names as a browser sends it in Access-Control-Request-Headers. */
const HEADER_LIST = /^[A-Za-z0-9-]+(\s*,\s*[A-Za-z0-9-]+)*$/;
const DEFAULT_HEADERS = 'accept, accept-language, content-type, x-request-id';

/**
 * Answers CORS preflights for a public, read-only address open to every origin (the public check
 * API): GET from anywhere, with whatever request headers the browser asks for (echoed when they
 * are a plain list of names), cached by the browser for a day.
 */
export function registerOpenPreflight(app: FastifyInstance, url: string, summary: string) {
  app.options(
    url,
    {
      config: { access: 'public', owner: 'public' },
      schema: { tags: ['Public check API'], summary },
    },
    async (request, reply) => {
      const asked = request.headers['access-control-request-headers'];
      const headers =
        typeof asked === 'string' && asked.length <= 1000 && HEADER_LIST.test(asked.trim())
          ? asked.trim()
          : DEFAULT_HEADERS;
      return reply
        .status(204)
        .header('access-control-allow-origin', '*')
        .header('access-control-allow-methods', 'GET, OPTIONS')
        .header('access-control-allow-headers', headers)
        .header('access-control-max-age', '86400')
        .header('vary', 'Access-Control-Request-Headers')
        .send();
    },
  );
}
