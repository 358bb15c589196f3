import { generateKeyPairSync } from 'node:crypto';
import {
  gatewayAmount,
  gatewayTimestamp,
  type GatewayFields,
  signRequest,
  signResponse,
  verifyResponse,
} from '../modules/payments/gateway/borica-protocol';
import type {
  CardGateway,
  GatewayResponse,
  ReversalRequest,
  StatusCheckRequest,
} from '../modules/payments/gateway/card-gateway';

/**
 * A card gateway for tests that must craft exact gateway messages: replays, late and
 * out-of-order results, forged signatures, unknown orders. It speaks the real protocol
 * (borica-protocol signs and verifies everything); what the "gateway side" answers to status
 * checks and reversals is decided by the test through `answer`.
 */
const keyPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

export type CraftedGateway = CardGateway & {
  /** A response as the gateway would sign it (or forged with another key). */
  respond(
    fields: {
      ORDER: string;
      AMOUNT: string;
      ACTION: string;
      RC: string;
      NONCE?: string;
    } & GatewayFields,
    options?: { forged?: boolean },
  ): GatewayFields;
  answer: {
    status: (request: StatusCheckRequest) => GatewayFields | Error;
    reverse: (request: ReversalRequest) => GatewayFields | Error;
  };
  calls: { status: StatusCheckRequest[]; reverse: ReversalRequest[] };
};

export function createCraftedGateway(terminal = 'V1800001'): CraftedGateway {
  const merchant = keyPair();
  const gateway = keyPair();
  const intruder = keyPair();
  const calls: CraftedGateway['calls'] = { status: [], reverse: [] };

  const respond: CraftedGateway['respond'] = (fields, options = {}) => {
    const approved = fields.ACTION === '0' && fields.RC === '00';
    const full: GatewayFields = {
      TERMINAL: terminal,
      TRTYPE: '1',
      CURRENCY: 'EUR',
      APPROVAL: approved ? 'S12345' : '',
      RRN: approved ? '612345678901' : '',
      INT_REF: approved ? 'A1B2C3D4E5F60718' : '',
      PARES_STATUS: approved ? 'Y' : '',
      ECI: approved ? '05' : '',
      TIMESTAMP: gatewayTimestamp(new Date()),
      NONCE: 'F'.repeat(32),
      ...fields,
    };
    return signResponse(full, options.forged ? intruder.privateKey : gateway.privateKey);
  };

  const read = (fields: GatewayFields): GatewayResponse => ({
    fields,
    signatureValid: verifyResponse(fields, gateway.publicKey),
  });

  const self: CraftedGateway = {
    kind: 'sandbox',
    terminal,
    saleForm(request) {
      const fields = signRequest(
        {
          TERMINAL: terminal,
          TRTYPE: '1',
          AMOUNT: gatewayAmount(request.amountMinor),
          CURRENCY: request.currency,
          ORDER: request.orderCode,
          DESC: request.description,
          TIMESTAMP: gatewayTimestamp(request.timestamp),
          NONCE: request.nonce,
          EMAIL: request.email,
          LANG: request.lang.toUpperCase(),
        },
        merchant.privateKey,
      );
      return {
        action: '/sandbox/borica/cgi_link',
        method: 'POST',
        fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v ?? ''])),
      };
    },
    readResult: read,
    async statusCheck(request) {
      calls.status.push(request);
      const answer = self.answer.status(request);
      if (answer instanceof Error) throw answer;
      return read(answer);
    },
    async reverse(request) {
      calls.reverse.push(request);
      const answer = self.answer.reverse(request);
      if (answer instanceof Error) throw answer;
      return read(answer);
    },
    respond,
    answer: {
      status: () => new Error('no status answer set'),
      reverse: (request) =>
        respond({
          ORDER: request.orderCode,
          AMOUNT: gatewayAmount(request.amountMinor),
          TRTYPE: '24',
          ACTION: '0',
          RC: '00',
        }),
    },
    calls,
  };
  return self;
}
