import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** BORICA's production address (merchant manual P-OM-41-EN v5.0 §2.2). */
export const BORICA_PRODUCTION_URL = 'https://3dsgate.borica.bg/cgi-bin/cgi_link';
/** BORICA's development (test) address, for test terminals and their keys. */
export const BORICA_DEVELOPMENT_URL = 'https://3dsgate-dev.borica.bg/cgi-bin/cgi_link';

/** The sandbox's terminal unless BORICA_TERMINAL and friends say otherwise (the manual's examples). */
const SANDBOX_DEFAULTS = {
  terminal: 'V1800001',
  merchantId: '1600000001',
  merchantName: 'BG TOLL',
};

type Terminal = { terminal: string; merchantId: string; merchantName: string };

/**
 * Which card gateway takes payments. The sandbox (default) is served by this server and makes
 * its own keys; BORICA needs the terminal, the merchant's private key and the gateway's public key
 * (or certificate), read and checked at start-up.
 */
export type PaymentGatewayConfig =
  | ({ kind: 'sandbox' } & Terminal)
  | ({
      kind: 'borica';
      url: string;
      privateKeyPem: string;
      privateKeyPassphrase: string | undefined;
      /** SPKI PEM, also when the file held the gateway's certificate. */
      gatewayPublicKeyPem: string;
    } & Terminal);

export type PaymentGatewayEnv = {
  PAYMENT_GATEWAY?: string;
  BORICA_URL?: string;
  BORICA_TERMINAL?: string;
  BORICA_MERCHANT?: string;
  BORICA_MERCHANT_NAME?: string;
  BORICA_PRIVATE_KEY_FILE?: string;
  BORICA_PRIVATE_KEY_PASSPHRASE?: string;
  BORICA_PUBLIC_KEY_FILE?: string;
};

export type PaymentGatewayParse =
  { ok: true; gateway: PaymentGatewayConfig } | { ok: false; problems: string[] };

const show = (name: keyof PaymentGatewayEnv, env: PaymentGatewayEnv) =>
  `${name}=${JSON.stringify(env[name])}`;

/** Reads the PAYMENT_GATEWAY and BORICA_* variables; every problem names its variable. */
export function parsePaymentGateway(env: PaymentGatewayEnv): PaymentGatewayParse {
  const kind = env.PAYMENT_GATEWAY ?? 'sandbox';
  if (kind !== 'sandbox' && kind !== 'borica')
    return { ok: false, problems: [`${show('PAYMENT_GATEWAY', env)}: must be sandbox or borica`] };
  const problems: string[] = [];
  const terminal = readTerminal(env, kind, problems);
  if (kind === 'sandbox')
    return problems.length ? { ok: false, problems } : { ok: true, gateway: { kind, ...terminal } };
  const url = env.BORICA_URL ?? BORICA_PRODUCTION_URL;
  if (!/^https?:\/\/[^\s]+$/.test(url) || !URL.canParse(url))
    problems.push(
      `${show('BORICA_URL', env)}: must be an absolute URL such as ${BORICA_PRODUCTION_URL}`,
    );
  const privateKeyPem = readPrivateKey(env, problems);
  const gatewayPublicKeyPem = readPublicKey(env, problems);
  if (problems.length || privateKeyPem === null || gatewayPublicKeyPem === null)
    return { ok: false, problems };
  return {
    ok: true,
    gateway: {
      kind,
      url,
      ...terminal,
      privateKeyPem,
      privateKeyPassphrase: env.BORICA_PRIVATE_KEY_PASSPHRASE,
      gatewayPublicKeyPem,
    },
  };
}

function readTerminal(env: PaymentGatewayEnv, kind: string, problems: string[]): Terminal {
  const required = kind === 'borica';
  const pick = (name: keyof PaymentGatewayEnv, fallback: string, test: RegExp, rule: string) => {
    const value = env[name];
    if (value === undefined) {
      if (required) problems.push(`${name} is required when PAYMENT_GATEWAY=borica (${rule})`);
      return fallback;
    }
    if (!test.test(value)) problems.push(`${show(name, env)}: must be ${rule}`);
    return value;
  };
  return {
    terminal: pick(
      'BORICA_TERMINAL',
      SANDBOX_DEFAULTS.terminal,
      /^[A-Z0-9]{8}$/,
      'the 8-character terminal id (TID), e.g. V1800001',
    ),
    merchantId: pick(
      'BORICA_MERCHANT',
      SANDBOX_DEFAULTS.merchantId,
      /^[0-9]{10,15}$/,
      'the merchant id (MID) of 10 to 15 digits',
    ),
    merchantName: pick(
      'BORICA_MERCHANT_NAME',
      SANDBOX_DEFAULTS.merchantName,
      /^[^\s].{0,79}$/u,
      'the merchant name shown to buyers, 1 to 80 characters',
    ),
  };
}

function readFile(env: PaymentGatewayEnv, name: keyof PaymentGatewayEnv, problems: string[]) {
  const path = env[name];
  if (path === undefined) {
    problems.push(`${name} is required when PAYMENT_GATEWAY=borica (a PEM file)`);
    return null;
  }
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    problems.push(`${show(name, env)}: cannot be read (${(error as Error).message})`);
    return null;
  }
}

function readPrivateKey(env: PaymentGatewayEnv, problems: string[]): string | null {
  const pem = readFile(env, 'BORICA_PRIVATE_KEY_FILE', problems);
  if (pem === null) return null;
  try {
    const key = createPrivateKey({ key: pem, passphrase: env.BORICA_PRIVATE_KEY_PASSPHRASE });
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not an RSA key');
    return pem;
  } catch (error) {
    const encrypted = /ENCRYPTED/.test(pem);
    const name = encrypted ? 'BORICA_PRIVATE_KEY_PASSPHRASE' : 'BORICA_PRIVATE_KEY_FILE';
    const detail = encrypted
      ? 'does not open the encrypted private key'
      : 'is not an RSA private key in PEM';
    problems.push(`${name}: ${detail} (${(error as Error).message})`);
    return null;
  }
}

function readPublicKey(env: PaymentGatewayEnv, problems: string[]): string | null {
  const pem = readFile(env, 'BORICA_PUBLIC_KEY_FILE', problems);
  if (pem === null) return null;
  try {
    const key = createPublicKey(pem);
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not an RSA key');
    return key.export({ type: 'spki', format: 'pem' }).toString();
  } catch (error) {
    problems.push(
      `${show('BORICA_PUBLIC_KEY_FILE', env)}: is not the gateway's RSA public key or certificate in PEM (${(error as Error).message})`,
    );
    return null;
  }
}
