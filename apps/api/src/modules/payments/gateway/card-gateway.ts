import type { Lang } from '@toll/domain/languages';
import type { GatewayFields } from './borica-protocol';

/**
 * The card gateway as the sales module sees it. Two implementations, chosen by configuration
 * (PAYMENT_GATEWAY): the real BORICA adapter, and the sandbox that our own server serves under
 * /sandbox/borica/ and that speaks exactly the same signed protocol. Both sign requests with the
 * merchant key and verify every response with the gateway's public key.
 */
export type GatewayKind = 'sandbox' | 'borica';

/** A sale (TRTYPE 1) the browser is sent to pay. */
export type SaleRequest = {
  /** ORDER: 6 digits, unique per terminal for 24 hours. */
  orderCode: string;
  nonce: string;
  amountMinor: number;
  currency: 'EUR' | 'BGN';
  /** DESC: shown to the buyer on the gateway's page (max 50 characters). */
  description: string;
  email: string;
  lang: Lang;
  timestamp: Date;
  /**
   * Optional: up to 16 Latin letters or digits appended to ORDER in AD.CUST_BOR_ORDER_ID, which the
   * acquirer's financial files carry (e.g. the sale number, for reconciliation).
   */
  reference?: string;
  /** Optional: the cardholder's name in Latin letters (max 45) for EMV 3DS (M_INFO). */
  cardholderName?: string;
};

/** The auto-submitted form that takes the browser to the gateway. */
export type BrowserForm = { action: string; method: 'POST'; fields: Record<string, string> };

/** A response from the gateway (browser-posted result, status check or reversal answer). */
export type GatewayResponse = {
  fields: GatewayFields;
  /**
   * The response is authentic and ours: P_SIGN verifies over the response MAC fields with the
   * gateway's public key, TERMINAL is our terminal and, for server-to-server answers, ORDER is the
   * order asked about. False otherwise: act on nothing in `fields`.
   */
  signatureValid: boolean;
};

export type StatusCheckRequest = {
  orderCode: string;
  nonce: string;
  /**
   * TRAN_TRTYPE: the transaction asked about, the sale (default, 1) or its reversal (24; the
   * manual asks for the reversal's own status this way).
   */
  originalType?: 'sale' | 'reversal';
};

export type ReversalRequest = {
  orderCode: string;
  nonce: string;
  amountMinor: number;
  currency: 'EUR' | 'BGN';
  description: string;
  rrn: string;
  intRef: string;
  timestamp: Date;
};

/** The gateway could not be reached or answered something that is not a gateway message. */
export class GatewayUnavailableError extends Error {
  override name = 'GatewayUnavailableError';
}

export type CardGateway = {
  readonly kind: GatewayKind;
  readonly terminal: string;
  /** The signed TRTYPE 1 form, posted by the browser to the gateway. */
  saleForm(request: SaleRequest): BrowserForm;
  /** Verifies a result the browser posted back to our return URL (BACKREF). */
  readResult(fields: GatewayFields): GatewayResponse;
  /** TRTYPE 90, server to server. Throws GatewayUnavailableError when unreachable. */
  statusCheck(request: StatusCheckRequest): Promise<GatewayResponse>;
  /** TRTYPE 24, server to server. Throws GatewayUnavailableError when unreachable. */
  reverse(request: ReversalRequest): Promise<GatewayResponse>;
};
