import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import type { Db } from '../../../platform/db/database';
import { createBoricaGateway } from './borica-gateway';
import type { MerchantIdentity } from './borica-messages';
import { createHttpTransport } from './borica-transport';
import type { CardGateway } from './card-gateway';
import { SANDBOX_BASE } from './sandbox/sandbox-page-layout';
import { createInProcessTransport, createSandboxProcessor } from './sandbox/sandbox-processor';

export type CardGatewayDeps = { db: Db; config: Config; clock: Clock };

/** BACKREF: where results come back through the browser (the sales module's route). */
export const paymentReturnUrl = (config: Config) =>
  `${config.publicBaseUrl}/api/payments/borica/return`;

/** The sandbox's cgi_link on this server. */
export const sandboxActionUrl = (config: Config) =>
  `${config.publicBaseUrl}${SANDBOX_BASE}/cgi_link`;

function merchantIdentity(config: Config): MerchantIdentity {
  const gateway = config.paymentGateway;
  return {
    terminal: gateway.terminal,
    merchantId: gateway.merchantId,
    merchantName: gateway.merchantName,
    merchantUrl: config.publicBaseUrl,
    backref: paymentReturnUrl(config),
  };
}

/** The sandbox processor on this server, keyed to the configured terminal. */
export const sandboxProcessor = (deps: CardGatewayDeps) =>
  createSandboxProcessor({
    db: deps.db,
    clock: deps.clock,
    terminal: merchantIdentity(deps.config),
  });

/**
 * The card gateway PAYMENT_GATEWAY chose: BORICA over HTTPS with the configured terminal and
 * keys, or the sandbox on this server (its keys from the database, its answers in process).
 */
export async function createCardGateway(deps: CardGatewayDeps): Promise<CardGateway> {
  const gateway = deps.config.paymentGateway;
  const identity = merchantIdentity(deps.config);
  if (gateway.kind === 'borica')
    return createBoricaGateway({
      kind: 'borica',
      ...identity,
      actionUrl: gateway.url,
      merchantPrivateKeyPem: gateway.privateKeyPem,
      merchantPrivateKeyPassphrase: gateway.privateKeyPassphrase,
      gatewayPublicKeyPem: gateway.gatewayPublicKeyPem,
      transport: createHttpTransport(),
    });
  const processor = sandboxProcessor(deps);
  const keys = await processor.keys();
  return createBoricaGateway({
    kind: 'sandbox',
    ...identity,
    actionUrl: sandboxActionUrl(deps.config),
    merchantPrivateKeyPem: keys.merchant.privateKeyPem,
    gatewayPublicKeyPem: keys.gateway.publicKeyPem,
    transport: createInProcessTransport(processor, deps.config.sandboxLatencyMs),
  });
}

/** Origins the browser may post the payment form to besides the page's own: the gateway's. */
export function gatewayFormOrigins(config: Config): string[] {
  const gateway = config.paymentGateway;
  // The sandbox is served at the public address: a page opened under another name of this server
  // (localhost and 127.0.0.1) may still post the payment form to it.
  return [new URL(gateway.kind === 'borica' ? gateway.url : config.publicBaseUrl).origin];
}
