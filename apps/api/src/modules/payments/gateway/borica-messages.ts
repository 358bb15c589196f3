import { toOfficeLang } from '@toll/domain/languages';
import { sofiaOffsetMinutes } from '@toll/domain/sofia-time';
import { gatewayAmount, gatewayTimestamp, TRANSACTION_TYPES } from './borica-protocol';
import type { ReversalRequest, SaleRequest, StatusCheckRequest } from './card-gateway';

/**
 * The unsigned request messages, field by field as the merchant manual P-OM-41-EN v5.0 lists them:
 * Sale §4.1 (Tables 1 and 3), Transaction status check §4.2 (Table 5), Reversal §4.3 (Table 6).
 * Field order does not matter on the wire; what is signed is decided by borica-protocol.
 */
export type MerchantIdentity = {
  terminal: string;
  merchantId: string;
  merchantName: string;
  merchantUrl: string;
  backref: string;
};

type Fields = Record<string, string>;

const ORDER = /^[0-9]{6}$/;
const NONCE = /^[0-9A-F]{32}$/;
const REFERENCE = /^[A-Za-z0-9]{0,16}$/;
const LATIN_NAME = /^[A-Za-z][A-Za-z .'-]{0,44}$/;

function check(value: string, pattern: RegExp, what: string): string {
  if (!pattern.test(value)) throw new RangeError(`${what} ${JSON.stringify(value)} is not valid`);
  return value;
}

/** At most `max` characters (code points), for the manual's length limits of shown texts. */
function cut(text: string, max: number): string {
  const chars = Array.from(text.trim());
  if (chars.length === 0) throw new RangeError('a shown text must not be empty');
  return chars.slice(0, max).join('');
}

/** MERCH_GMT: Sofia's offset from UTC at the moment, "+02" in winter, "+03" in summer (§5.1). */
export function merchantGmt(at: Date): string {
  const hours = sofiaOffsetMinutes(at) / 60;
  return `${hours < 0 ? '-' : '+'}${String(Math.abs(hours)).padStart(2, '0')}`;
}

/**
 * M_INFO (EMV 3DS data): Base64 of JSON with the e-mail and, when given in Latin letters, the
 * cardholder's name (§3.1; the manual wants the name, we do not always know it).
 */
function mInfo(email: string, cardholderName: string | undefined): string | undefined {
  const info: Record<string, string> = {};
  if (email.length > 0 && email.length <= 254) info.email = email;
  if (cardholderName && LATIN_NAME.test(cardholderName.trim()))
    info.cardholderName = cardholderName.trim();
  if (Object.keys(info).length === 0) return undefined;
  return Buffer.from(JSON.stringify(info), 'utf8').toString('base64');
}

/** The merchant's part every sale and reversal carries. */
function merchantFields(merchant: MerchantIdentity, at: Date): Fields {
  return {
    TERMINAL: merchant.terminal,
    MERCHANT: merchant.merchantId,
    MERCH_NAME: cut(merchant.merchantName, 80),
    MERCH_URL: merchant.merchantUrl,
    COUNTRY: 'BG',
    MERCH_GMT: merchantGmt(at),
    ADDENDUM: 'AD,TD',
  };
}

export function saleFields(merchant: MerchantIdentity, request: SaleRequest): Fields {
  const order = check(request.orderCode, ORDER, 'ORDER');
  const reference = check(request.reference ?? '', REFERENCE, 'reference');
  const fields: Fields = {
    ...merchantFields(merchant, request.timestamp),
    TRTYPE: TRANSACTION_TYPES.sale,
    AMOUNT: gatewayAmount(request.amountMinor),
    CURRENCY: request.currency,
    ORDER: order,
    DESC: cut(request.description, 50),
    BACKREF: merchant.backref,
    // The card gateway's pages speak BG and EN: a buyer of another language reads English there.
    LANG: toOfficeLang(request.lang).toUpperCase(),
    'AD.CUST_BOR_ORDER_ID': `${order}${reference}`,
    TIMESTAMP: gatewayTimestamp(request.timestamp),
    NONCE: check(request.nonce, NONCE, 'NONCE'),
  };
  if (request.email.length > 0 && request.email.length <= 80) fields.EMAIL = request.email;
  const info = mInfo(request.email, request.cardholderName);
  if (info) fields.M_INFO = info;
  return fields;
}

export function statusCheckFields(terminal: string, request: StatusCheckRequest): Fields {
  return {
    TERMINAL: terminal,
    TRTYPE: TRANSACTION_TYPES.status,
    ORDER: check(request.orderCode, ORDER, 'ORDER'),
    TRAN_TRTYPE:
      request.originalType === 'reversal' ? TRANSACTION_TYPES.reversal : TRANSACTION_TYPES.sale,
    NONCE: check(request.nonce, NONCE, 'NONCE'),
  };
}

export function reversalFields(merchant: MerchantIdentity, request: ReversalRequest): Fields {
  const order = check(request.orderCode, ORDER, 'ORDER');
  return {
    ...merchantFields(merchant, request.timestamp),
    TRTYPE: TRANSACTION_TYPES.reversal,
    AMOUNT: gatewayAmount(request.amountMinor),
    CURRENCY: request.currency,
    ORDER: order,
    DESC: cut(request.description, 50),
    'AD.CUST_BOR_ORDER_ID': order,
    TIMESTAMP: gatewayTimestamp(request.timestamp),
    RRN: check(request.rrn, /^[0-9A-Za-z]{1,12}$/, 'RRN'),
    INT_REF: check(request.intRef, /^[0-9A-Za-z]{1,32}$/, 'INT_REF'),
    NONCE: check(request.nonce, NONCE, 'NONCE'),
  };
}
