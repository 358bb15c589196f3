import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { BORICA_PRODUCTION_URL } from './payment-gateway-config';

const dir = mkdtempSync(join(tmpdir(), 'gateway-config-'));
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const gateway = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}
const pem = (key: KeyObject, type: 'pkcs8' | 'spki') =>
  key.export({ type, format: 'pem' }).toString();

const privateFile = file('merchant.key', pem(merchant.privateKey, 'pkcs8'));
const encryptedFile = file(
  'merchant-encrypted.key',
  merchant.privateKey
    .export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'open sesame' })
    .toString(),
);
const publicFile = file('gateway.pem', pem(gateway.publicKey, 'spki'));
const ecFile = file('ec.key', pem(ec.privateKey, 'pkcs8'));

const borica = {
  PAYMENT_GATEWAY: 'borica',
  BORICA_TERMINAL: 'V1800001',
  BORICA_MERCHANT: '1600000001',
  BORICA_MERCHANT_NAME: 'Агенция Пътна инфраструктура',
  BORICA_PRIVATE_KEY_FILE: privateFile,
  BORICA_PUBLIC_KEY_FILE: publicFile,
};

function problems(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected a ConfigError');
}

describe('payment gateway configuration', () => {
  it('defaults to the sandbox with the manual’s example terminal', () => {
    expect(loadConfig({}).paymentGateway).toEqual({
      kind: 'sandbox',
      terminal: 'V1800001',
      merchantId: '1600000001',
      merchantName: 'BG TOLL',
    });
    expect(loadConfig({ BORICA_TERMINAL: 'V9999999' }).paymentGateway).toMatchObject({
      kind: 'sandbox',
      terminal: 'V9999999',
    });
  });

  it('reads BORICA’s terminal, the merchant key and the gateway key from their files', () => {
    const config = loadConfig(borica).paymentGateway;
    expect(config).toMatchObject({
      kind: 'borica',
      url: BORICA_PRODUCTION_URL,
      terminal: 'V1800001',
      merchantId: '1600000001',
      merchantName: 'Агенция Пътна инфраструктура',
      privateKeyPassphrase: undefined,
      gatewayPublicKeyPem: pem(gateway.publicKey, 'spki'),
    });
    const encrypted = loadConfig({
      ...borica,
      BORICA_URL: 'https://3dsgate-dev.borica.bg/cgi-bin/cgi_link',
      BORICA_PRIVATE_KEY_FILE: encryptedFile,
      BORICA_PRIVATE_KEY_PASSPHRASE: 'open sesame',
    }).paymentGateway;
    expect(encrypted).toMatchObject({
      url: 'https://3dsgate-dev.borica.bg/cgi-bin/cgi_link',
      privateKeyPassphrase: 'open sesame',
    });
  });

  it.each([
    [{ PAYMENT_GATEWAY: 'paypal' }, 'PAYMENT_GATEWAY="paypal": must be sandbox or borica'],
    [{ PAYMENT_GATEWAY: 'borica' }, 'BORICA_TERMINAL is required when PAYMENT_GATEWAY=borica'],
    [{ ...borica, BORICA_TERMINAL: '' }, 'BORICA_TERMINAL is required'],
    [{ ...borica, BORICA_MERCHANT: undefined }, 'BORICA_MERCHANT is required'],
    [{ ...borica, BORICA_TERMINAL: 'V18' }, 'BORICA_TERMINAL="V18"'],
    [{ ...borica, BORICA_MERCHANT: '16x' }, 'BORICA_MERCHANT="16x"'],
    [{ ...borica, BORICA_URL: 'ftp:/x' }, 'BORICA_URL="ftp:/x"'],
    [{ ...borica, BORICA_PRIVATE_KEY_FILE: undefined }, 'BORICA_PRIVATE_KEY_FILE is required'],
    [{ ...borica, BORICA_PUBLIC_KEY_FILE: undefined }, 'BORICA_PUBLIC_KEY_FILE is required'],
    [{ ...borica, BORICA_PRIVATE_KEY_FILE: join(dir, 'missing.key') }, 'cannot be read'],
    [{ ...borica, BORICA_PRIVATE_KEY_FILE: publicFile }, 'BORICA_PRIVATE_KEY_FILE: is not an RSA'],
    [{ ...borica, BORICA_PRIVATE_KEY_FILE: ecFile }, 'BORICA_PRIVATE_KEY_FILE: is not an RSA'],
    [{ ...borica, BORICA_PRIVATE_KEY_FILE: encryptedFile }, 'BORICA_PRIVATE_KEY_PASSPHRASE'],
    [
      {
        ...borica,
        BORICA_PRIVATE_KEY_FILE: encryptedFile,
        BORICA_PRIVATE_KEY_PASSPHRASE: 'wrong',
      },
      'BORICA_PRIVATE_KEY_PASSPHRASE: does not open',
    ],
    [{ ...borica, BORICA_PUBLIC_KEY_FILE: ecFile }, 'BORICA_PUBLIC_KEY_FILE='],
  ])('refuses %j naming the variable', (env, fragment) => {
    const defined = Object.fromEntries(
      Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    expect(problems(defined)).toContain(fragment);
  });

  it('never prints the passphrase', () => {
    const message = problems({
      ...borica,
      BORICA_PRIVATE_KEY_FILE: encryptedFile,
      BORICA_PRIVATE_KEY_PASSPHRASE: 'wrong-secret',
    });
    expect(message).not.toContain('wrong-secret');
  });
});
