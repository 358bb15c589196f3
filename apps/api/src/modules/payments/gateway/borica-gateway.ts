import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import {
  reversalFields,
  saleFields,
  statusCheckFields,
  type MerchantIdentity,
} from './borica-messages';
import {
  signRequest,
  TRANSACTION_TYPES,
  verifyResponse,
  type GatewayFields,
} from './borica-protocol';
import type { GatewayTransport } from './borica-transport';
import {
  GatewayUnavailableError,
  type CardGateway,
  type GatewayKind,
  type GatewayResponse,
} from './card-gateway';

export type BoricaGatewayOptions = MerchantIdentity & {
  kind: GatewayKind;
  /** cgi_link: where the browser posts sales and where status checks and reversals go. */
  actionUrl: string;
  merchantPrivateKeyPem: string;
  merchantPrivateKeyPassphrase?: string;
  /** The gateway's public key or certificate, PEM. */
  gatewayPublicKeyPem: string;
  transport: GatewayTransport;
};

/**
 * The card gateway over BORICA's CGI/WWW-forms protocol (merchant manual P-OM-41-EN v5.0). The
 * real gateway and our sandbox are both this adapter; they differ in the URL, the keys and the
 * transport (HTTP, or a call into the sandbox in the same process).
 */
export function createBoricaGateway(options: BoricaGatewayOptions): CardGateway {
  const privateKey = createPrivateKey({
    key: options.merchantPrivateKeyPem,
    passphrase: options.merchantPrivateKeyPassphrase,
  });
  const publicKey = createPublicKey(options.gatewayPublicKeyPem);
  const authentic = (fields: GatewayFields) =>
    fields.TERMINAL === options.terminal && responseSignatureValid(fields, publicKey);

  const call = async (request: Record<string, string>): Promise<GatewayResponse> => {
    const answer = await options.transport(options.actionUrl, signed(request, privateKey));
    if (answer.ACTION === undefined || answer.RC === undefined)
      throw new GatewayUnavailableError('the answer is not a gateway message (no ACTION or RC)');
    return { fields: answer, signatureValid: authentic(answer) && answer.ORDER === request.ORDER };
  };

  return {
    kind: options.kind,
    terminal: options.terminal,
    saleForm: (request) => ({
      action: options.actionUrl,
      method: 'POST',
      fields: signed(saleFields(options, request), privateKey),
    }),
    readResult: (fields) => ({ fields, signatureValid: authentic(fields) }),
    statusCheck: (request) => call(statusCheckFields(options.terminal, request)),
    reverse: (request) => call(reversalFields(options, request)),
  };
}

function signed(fields: Record<string, string>, privateKey: KeyObject): Record<string, string> {
  const all = signRequest(fields, privateKey);
  return Object.fromEntries(
    Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/**
 * P_SIGN over the response fields. A status check for a transaction the gateway does not know
 * answers with CURRENCY "USD" (manual §4.2); a client that has met the gateway leaving CURRENCY
 * empty while signing "USD" (veneliniliev/borica-3ds, src/Response.php, "@see 5.2") is allowed for.
 */
export function responseSignatureValid(fields: GatewayFields, publicKey: KeyObject): boolean {
  if (verifyResponse(fields, publicKey)) return true;
  return (
    fields.TRTYPE === TRANSACTION_TYPES.status &&
    !fields.CURRENCY &&
    verifyResponse({ ...fields, CURRENCY: 'USD' }, publicKey)
  );
}
