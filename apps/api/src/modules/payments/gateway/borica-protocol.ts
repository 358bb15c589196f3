import { createSign, createVerify, randomBytes, type KeyLike } from 'node:crypto';

/** A PEM string or a KeyObject (an encrypted merchant key is opened once into a KeyObject). */
export type GatewayKey = KeyLike;

/**
 * The BORICA e-Commerce gateway's "CGI/WWW forms" protocol (merchant manual P-OM-41-EN v5.0, as
 * summarised in FACTS): field sets, the MAC_GENERAL string and its RSA-2048/SHA-256 signature
 * (P_SIGN, 512 upper-case hex characters). The real adapter and our sandbox both speak it through
 * this one module.
 */
export const TRANSACTION_TYPES = {
  sale: '1',
  completion: '21',
  preAuthReversal: '22',
  reversal: '24',
  status: '90',
} as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[keyof typeof TRANSACTION_TYPES];

export const REQUEST_MAC_FIELDS = [
  'TERMINAL',
  'TRTYPE',
  'AMOUNT',
  'CURRENCY',
  'ORDER',
  'TIMESTAMP',
  'NONCE',
] as const;
export const STATUS_REQUEST_MAC_FIELDS = ['TERMINAL', 'TRTYPE', 'ORDER', 'NONCE'] as const;
export const RESPONSE_MAC_FIELDS = [
  'ACTION',
  'RC',
  'APPROVAL',
  'TERMINAL',
  'TRTYPE',
  'AMOUNT',
  'CURRENCY',
  'ORDER',
  'RRN',
  'INT_REF',
  'PARES_STATUS',
  'ECI',
  'TIMESTAMP',
  'NONCE',
] as const;

export type GatewayFields = Record<string, string | undefined>;

/** The signed fields of a message of this type (a status check signs fewer). */
export function requestMacFields(trtype: string): readonly string[] {
  return trtype === TRANSACTION_TYPES.status ? STATUS_REQUEST_MAC_FIELDS : REQUEST_MAC_FIELDS;
}

/**
 * MAC_GENERAL: for each field in order, its length in bytes followed by its value, or "-" for an
 * empty field; then the RFU field, one "-" (manual §4, §5.7, §5.8).
 */
export function macGeneral(
  fields: GatewayFields,
  order: readonly string[],
  withRfu = true,
): string {
  const parts = order.map((name) => {
    const value = fields[name] ?? '';
    return value === '' ? '-' : `${Buffer.byteLength(value, 'utf8')}${value}`;
  });
  return `${parts.join('')}${withRfu ? '-' : ''}`;
}

/**
 * The string a request is signed over. A status check (TRTYPE 90) signs TERMINAL, TRTYPE, ORDER,
 * NONCE and no RFU: manual Table 10 and the examples of Tables 15 and 16
 * ("8V1800001290611423332622CAAA8BF20C5A21A917DCB8401C336"); every other request ends with it.
 */
export function requestMac(fields: GatewayFields): string {
  const trtype = fields.TRTYPE ?? '';
  return macGeneral(fields, requestMacFields(trtype), trtype !== TRANSACTION_TYPES.status);
}

export function signMac(mac: string, privateKey: GatewayKey): string {
  return createSign('sha256').update(mac, 'utf8').sign(privateKey).toString('hex').toUpperCase();
}

export function verifyMac(mac: string, pSign: string | undefined, publicKey: GatewayKey): boolean {
  if (!pSign || !/^[0-9A-Fa-f]+$/.test(pSign) || pSign.length % 2 !== 0) return false;
  try {
    return createVerify('sha256').update(mac, 'utf8').verify(publicKey, Buffer.from(pSign, 'hex'));
  } catch {
    return false;
  }
}

/** Signs a request: adds P_SIGN over its MAC fields. */
export function signRequest(fields: GatewayFields, privateKey: GatewayKey): GatewayFields {
  return { ...fields, P_SIGN: signMac(requestMac(fields), privateKey) };
}

export function verifyRequest(fields: GatewayFields, publicKey: GatewayKey): boolean {
  return verifyMac(requestMac(fields), fields.P_SIGN, publicKey);
}

export function signResponse(fields: GatewayFields, privateKey: GatewayKey): GatewayFields {
  return { ...fields, P_SIGN: signMac(macGeneral(fields, RESPONSE_MAC_FIELDS), privateKey) };
}

export function verifyResponse(fields: GatewayFields, publicKey: GatewayKey): boolean {
  return verifyMac(macGeneral(fields, RESPONSE_MAC_FIELDS), fields.P_SIGN, publicKey);
}

/** The gateway's TIMESTAMP: YYYYMMDDHHMMSS in UTC. */
export function gatewayTimestamp(at: Date): string {
  return at.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

export function parseGatewayTimestamp(value: string | undefined): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value ?? '');
  if (!m) return null;
  const date = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
  return gatewayTimestamp(date) === value ? date : null;
}

/** TIMESTAMP more than 15 minutes away from now is refused by both sides (-17/-20). */
export const TIMESTAMP_TOLERANCE_MS = 15 * 60_000;

export function isTimestampFresh(value: string | undefined, now: Date): boolean {
  const at = parseGatewayTimestamp(value);
  return at !== null && Math.abs(now.getTime() - at.getTime()) <= TIMESTAMP_TOLERANCE_MS;
}

/** NONCE: 32 upper-case hex characters, unique per terminal for 24 hours. */
export function newNonce(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

/** AMOUNT: major units with a dot and two decimals ("49.60"), from integer minor units. */
export function gatewayAmount(minor: number): string {
  if (!Number.isInteger(minor) || minor < 0)
    throw new RangeError(`amount must be whole minor units, got ${minor}`);
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

export function parseGatewayAmount(value: string | undefined): number | null {
  const m = /^(\d{1,10})\.(\d{2})$/.exec(value ?? '');
  return m ? Number(m[1]) * 100 + Number(m[2]) : null;
}
