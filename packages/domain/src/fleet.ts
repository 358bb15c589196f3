/**
 * The fleet API and webhooks (issue #36): a toll client's own machines read its contracts,
 * balances, vehicles, tolls, invoices and payments with keys the client manages, and receive
 * signed events when something changes.
 */

/** What a client's key may do: read, or read and make card top-up links. */
export const FLEET_KEY_SCOPES = ['READ', 'READ_TOPUP'] as const;
export type FleetKeyScope = (typeof FLEET_KEY_SCOPES)[number];

/** The events a webhook endpoint may choose. */
export const FLEET_EVENTS = [
  'balance.low',
  'topup.booked',
  'payment.received',
  'toll.daily_summary',
  'invoice.issued',
  'device.status_changed',
  'contract.status_changed',
  'vehicle.changed',
] as const;
export type FleetEvent = (typeof FLEET_EVENTS)[number];
/** The "send test event" button's event, sent to one endpoint whatever it chose. */
export const FLEET_TEST_EVENT = 'webhook.test';

/** Webhook deliveries are retried for this long after the event, then given up. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 3600_000;
/** The waits after the 1st, 2nd, … failed attempt (then the last, repeated, until the window ends). */
const RETRY_WAITS_S = [5, 30, 120, 600, 1_800, 3_600, 7_200, 14_400, 21_600];

/** The wait before the next attempt after `failures` failed ones: 5 s, 30 s, 2 min, … 6 h. */
export function webhookRetryDelayMs(failures: number): number {
  const index = Math.min(Math.max(failures, 1), RETRY_WAITS_S.length) - 1;
  return RETRY_WAITS_S[index]! * 1000;
}

/** An endpoint is disabled after this many deliveries in a row were given up. */
export const WEBHOOK_DISABLE_AFTER_GIVEN_UP = 1;

function ipv4Parts(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const numbers = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN));
  return numbers.every((n) => n >= 0 && n <= 255) ? numbers : null;
}

function privateIpv4([a, b]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b! >= 64 && b! <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a! >= 224
  );
}

/**
 * An address a webhook may not reach in production (SSRF): loopback, private, link-local,
 * carrier-grade NAT, multicast, reserved, unspecified, and IPv6 forms of these (mapped IPv4
 * included). Anything that is not an IP address at all counts as private.
 */
export function isPrivateAddress(address: string): boolean {
  const v4 = ipv4Parts(address);
  if (v4) return privateIpv4(v4);
  const v6 = address
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .split('%')[0]!;
  if (!v6.includes(':')) return true;
  const mapped =
    /^(?:0{0,4}:){0,5}(?:0{0,4}:)?ffff:(\d+\.\d+\.\d+\.\d+)$|^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(
      v6,
    );
  const embedded = mapped?.[1] ?? mapped?.[2];
  if (embedded) return isPrivateAddress(embedded);
  if (/^64:ff9b::/.test(v6)) {
    const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(v6)?.[1];
    return tail ? isPrivateAddress(tail) : false;
  }
  if (v6 === '::' || v6 === '::1' || /^0*:0*:0*:0*:0*:0*:0*:0*1?$/.test(v6)) return true;
  const first = parseInt(v6.split(':')[0] || '0', 16);
  return (
    (first & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (first & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (first & 0xff00) === 0xff00 // multicast
  );
}
