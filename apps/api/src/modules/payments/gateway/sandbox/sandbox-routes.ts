import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Clock } from '../../../../platform/clock';
import type { BrowserStep, CardInput, TestOutcome } from './sandbox-context';
import { AUTO_SUBMIT_SCRIPT, SANDBOX_BASE } from './sandbox-page-layout';
import { renderStep } from './sandbox-pages';
import type { SandboxProcessor } from './sandbox-processor';

export type SandboxRouteDeps = { processor: SandboxProcessor; clock: Clock };

type Fields = Record<string, string>;

/** A form body as fields (a repeated name keeps its first value). */
function formFields(body: unknown): Fields {
  const fields: Fields = {};
  if (typeof body !== 'object' || body === null) return fields;
  for (const [name, value] of Object.entries(body)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') fields[name] = first;
  }
  return fields;
}

const CARDS = ['visa', 'mastercard', 'other'] as const;
const OUTCOMES = ['card', 'duplicate', 'timeout', 'close'] as const;
const oneOf = <T extends string>(options: readonly T[], value: string | undefined, fallback: T) =>
  options.find((option) => option === value) ?? fallback;

function cardInput(f: Fields): CardInput & { cancel: boolean } {
  return {
    card: oneOf(CARDS, f.card, 'visa'),
    otherNumber: f.otherNumber ?? '',
    expiry: f.expiry ?? '',
    cvc: f.cvc ?? '',
    holder: f.holder ?? '',
    outcome: oneOf<TestOutcome>(OUTCOMES, f.outcome, 'card'),
    cancel: f.do === 'cancel',
  };
}

/**
 * The sandbox's own policy for its pages: the global one (scripts only from us, no inline
 * script), plus form-action to the terminal's BACKREF, where the result form goes.
 */
export function sandboxPageCsp(backref: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action 'self' ${new URL(backref).origin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The sandbox gateway at /sandbox/borica/ (outside /api: it stands for BORICA's server).
 * POST cgi_link takes all transaction types as BORICA's does: TRTYPE 1 from the browser opens the
 * card page, 90 and 24 from a server get JSON. Then the card page, the 3-D Secure page, and the
 * result posted back through the browser by a small script of ours (the CSP forbids inline ones).
 */
export async function registerSandboxRoutes(app: FastifyInstance, deps: SandboxRouteDeps) {
  const { processor, clock } = deps;
  const csp = sandboxPageCsp(processor.terminal.backref);
  const send = (reply: FastifyReply, step: BrowserStep) => {
    const rendered = renderStep(step, clock.now());
    return reply
      .code(rendered.status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', csp)
      .header('cache-control', 'no-store')
      .send(rendered.html);
  };
  await app.register(
    async (scope) => {
      await scope.register(formbody);
      const hide = { schema: { hide: true } };
      scope.post('/cgi_link', hide, async (request, reply) => {
        const fields = formFields(request.body);
        if (fields.TRTYPE === '1') return send(reply, await processor.startSale(fields));
        const answer = await processor.handleServerRequest(fields);
        return reply
          .type('application/json; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(JSON.stringify(answer));
      });
      scope.post('/card', hide, async (request, reply) => {
        const fields = formFields(request.body);
        return send(reply, await processor.submitCard(fields.id ?? '', cardInput(fields)));
      });
      scope.post('/3ds', hide, async (request, reply) => {
        const fields = formFields(request.body);
        const input = { otp: fields.otp ?? '', cancel: fields.do === 'cancel' };
        return send(reply, await processor.submitOtp(fields.id ?? '', input));
      });
      scope.get('/auto-submit.js', hide, async (_request, reply) =>
        reply
          .type('text/javascript; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .send(AUTO_SUBMIT_SCRIPT),
      );
      scope.get('/gateway-public-key.pem', hide, async (_request, reply) =>
        reply.type('application/x-pem-file').send((await processor.keys()).gateway.publicKeyPem),
      );
    },
    { prefix: SANDBOX_BASE },
  );
}
