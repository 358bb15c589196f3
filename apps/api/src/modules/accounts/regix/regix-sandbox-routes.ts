import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock';
import { answerRegixSandbox, type SandboxFailureMode } from './regix-sandbox';

/** Where the sandbox's entry point is served (the path of RegiX's own). */
export const SANDBOX_REGIX_PATH = '/sandbox/regix/RegiXEntryPoint.svc';
export const SANDBOX_REGIX_URL = `http://localhost${SANDBOX_REGIX_PATH}`;

/**
 * The RegiX sandbox as an HTTP endpoint of this server (REGIX_MODE=sandbox): the same SOAP 1.2
 * requests and answers as RegiX's entry point, for a client pointed at it by REGIX_URL. A "no
 * answer" plate keeps the request open until the client gives up (or 60 s).
 */
export async function registerRegixSandboxRoutes(
  app: FastifyInstance,
  deps: { clock: Clock; failure: SandboxFailureMode },
) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/soap+xml', 'text/xml'],
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(SANDBOX_REGIX_PATH, { schema: { hide: true } }, async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      const answer = answerRegixSandbox(body, deps.failure, deps.clock.now());
      if (answer.kind === 'hang') {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 60_000);
          request.raw.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
        });
        return reply.code(504).type('text/plain').send('no answer');
      }
      return reply
        .code(answer.status)
        .type(answer.contentType)
        .header('cache-control', 'no-store')
        .send(answer.body);
    });
  });
}
