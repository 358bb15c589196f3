import type { FastifyInstance } from 'fastify';
import { registerSandboxRoutes } from './sandbox/sandbox-routes';
import { sandboxProcessor, type CardGatewayDeps } from './setup';

/** The sandbox's pages and cgi_link, served only when PAYMENT_GATEWAY=sandbox. */
export async function registerCardGatewayRoutes(
  app: FastifyInstance,
  deps: CardGatewayDeps,
): Promise<void> {
  if (deps.config.paymentGateway.kind !== 'sandbox') return;
  await registerSandboxRoutes(app, { processor: sandboxProcessor(deps), clock: deps.clock });
}
