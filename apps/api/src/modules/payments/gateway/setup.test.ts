import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newNonce, verifyRequest } from './borica-protocol';
import { createCardGateway } from './setup';

const dir = mkdtempSync(join(tmpdir(), 'gateway-setup-'));
const merchant = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const gatewayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
writeFileSync(join(dir, 'merchant.key'), merchant.privateKey);
writeFileSync(
  join(dir, 'gateway.pem'),
  gatewayKeys.publicKey.export({ type: 'spki', format: 'pem' }),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      PAYMENT_GATEWAY: 'borica',
      BORICA_URL: 'https://3dsgate-dev.borica.bg/cgi-bin/cgi_link',
      BORICA_TERMINAL: 'V1800001',
      BORICA_MERCHANT: '1600000001',
      BORICA_MERCHANT_NAME: 'BG TOLL',
      BORICA_PRIVATE_KEY_FILE: join(dir, 'merchant.key'),
      BORICA_PUBLIC_KEY_FILE: join(dir, 'gateway.pem'),
    },
  });
});
afterAll(() => t.close());

describe('with PAYMENT_GATEWAY=borica', () => {
  it('sends browsers to BORICA with our terminal, our key and our return URL', async () => {
    const gateway = await createCardGateway({
      db: t.database.db,
      config: t.config,
      clock: t.clock,
    });
    expect(gateway).toMatchObject({ kind: 'borica', terminal: 'V1800001' });
    const form = gateway.saleForm({
      orderCode: '000123',
      nonce: newNonce(),
      amountMinor: 767,
      currency: 'EUR',
      description: 'Weekly vignette',
      email: 'buyer@example.bg',
      lang: 'bg',
      timestamp: t.clock.now(),
    });
    expect(form.action).toBe('https://3dsgate-dev.borica.bg/cgi-bin/cgi_link');
    expect(form.fields.BACKREF).toBe('https://toll.test/api/payments/borica/return');
    expect(verifyRequest(form.fields, merchant.publicKey)).toBe(true);
  });

  it('lets our pages post forms to BORICA and serves no sandbox', async () => {
    const health = await t.app.inject({ url: '/healthz' });
    expect(health.headers['content-security-policy']).toContain(
      "form-action 'self' https://3dsgate-dev.borica.bg",
    );
    const sandbox = await t.app.inject({ method: 'POST', url: '/sandbox/borica/cgi_link' });
    expect(sandbox.statusCode).toBe(404);
  });
});
