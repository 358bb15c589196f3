import { createPublicKey } from 'node:crypto';
import { paymentOutcome } from '@toll/domain/payment-outcome';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { obtainKeyPair } from '../../../../platform/secrets';
import { payInSandbox } from '../../../../test/sandbox-browser';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { responseSignatureValid } from '../borica-gateway';
import { newNonce, signRequest } from '../borica-protocol';
import type { CardGateway, GatewayResponse, ReversalRequest } from '../card-gateway';
import { createCardGateway } from '../setup';
import { SANDBOX_KEY_NAMES } from './sandbox-keys';

let t: TestApp;
let gateway: CardGateway;
let order = 300_000;

beforeAll(async () => {
  t = await createTestApp();
  gateway = await createCardGateway({ db: t.database.db, config: t.config, clock: t.clock });
});
afterAll(() => t.close());

async function paidSale(buyer = {}) {
  const form = gateway.saleForm({
    orderCode: String(++order),
    nonce: newNonce(),
    amountMinor: 4960,
    currency: 'EUR',
    description: 'Annual vignette',
    email: 'buyer@example.bg',
    lang: 'en',
    timestamp: t.clock.now(),
  });
  await payInSandbox(t.app, form, buyer);
  const status = await gateway.statusCheck({ orderCode: form.fields.ORDER!, nonce: newNonce() });
  return { orderCode: form.fields.ORDER!, status };
}

const codes = (r: GatewayResponse) => ({
  valid: r.signatureValid,
  action: r.fields.ACTION,
  rc: r.fields.RC,
  category: paymentOutcome({ action: r.fields.ACTION, rc: r.fields.RC }),
});

function reversal(orderCode: string, status: GatewayResponse, amountMinor = 4960): ReversalRequest {
  return {
    orderCode,
    nonce: newNonce(),
    amountMinor,
    currency: 'EUR',
    description: 'Refund: vignette not issued',
    rrn: status.fields.RRN ?? '',
    intRef: status.fields.INT_REF ?? '',
    timestamp: t.clock.now(),
  };
}

describe('status check (TRTYPE 90)', () => {
  it('answers an unknown order with -24 and CURRENCY USD, signed', async () => {
    const answer = await gateway.statusCheck({ orderCode: '999999', nonce: newNonce() });
    expect(codes(answer)).toEqual({ valid: true, action: '3', rc: '-24', category: 'error' });
    expect(answer.fields).toMatchObject({ AMOUNT: '', CURRENCY: 'USD', TRTYPE: '90' });
  });

  it('serves the same signed JSON over HTTP at cgi_link', async () => {
    const fields = signRequest(
      { TERMINAL: 'V1800001', TRTYPE: '90', ORDER: '999999', TRAN_TRTYPE: '1', NONCE: newNonce() },
      (await obtainKeyPair(t.database.db, SANDBOX_KEY_NAMES.merchant)).privateKeyPem,
    ) as Record<string, string>;
    const response = await t.app.inject({
      method: 'POST',
      url: '/sandbox/borica/cgi_link',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const answer = response.json<Record<string, string>>();
    expect(answer).toMatchObject({ ACTION: '3', RC: '-24', NONCE: fields.NONCE });
    const key = createPublicKey(
      (await obtainKeyPair(t.database.db, SANDBOX_KEY_NAMES.gateway)).publicKeyPem,
    );
    expect(responseSignatureValid(answer, key)).toBe(true);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/sandbox/borica/cgi_link',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...fields, ORDER: '999998' }).toString(),
    });
    expect(forged.json()).toMatchObject({ ACTION: '3', RC: '-17' });
  });

  it('forgets sales after 24 hours', async () => {
    const { orderCode, status } = await paidSale();
    expect(codes(status)).toMatchObject({ rc: '00' });
    t.clock.advance(24 * 3_600_000 + 1_000);
    const later = await gateway.statusCheck({ orderCode, nonce: newNonce() });
    expect(codes(later)).toMatchObject({ rc: '-24' });
  });
});

describe('reversal (TRTYPE 24)', () => {
  it('reverses an approved sale once; a second reversal answers -21; its status is asked as TRAN_TRTYPE 24', async () => {
    const { orderCode, status } = await paidSale();
    const first = await gateway.reverse(reversal(orderCode, status, 2000));
    expect(codes(first)).toEqual({ valid: true, action: '0', rc: '00', category: 'approved' });
    expect(first.fields).toMatchObject({
      TRTYPE: '24',
      AMOUNT: '20.00',
      RRN: status.fields.RRN,
      INT_REF: status.fields.INT_REF,
    });
    const second = await gateway.reverse(reversal(orderCode, status, 2000));
    expect(codes(second)).toEqual({ valid: true, action: '3', rc: '-21', category: 'verify' });
    const reversed = await gateway.statusCheck({
      orderCode,
      nonce: newNonce(),
      originalType: 'reversal',
    });
    expect(codes(reversed)).toMatchObject({ valid: true, rc: '00' });
    expect(reversed.fields).toMatchObject({ TRAN_TRTYPE: '24', AMOUNT: '20.00' });
    const sale = await gateway.statusCheck({ orderCode, nonce: newNonce() });
    expect(codes(sale)).toMatchObject({ rc: '00' });
    expect(sale.fields.AMOUNT).toBe('49.60');
  });

  it('refuses more than the sale, wrong references, a failed sale and a stale TIMESTAMP', async () => {
    const { orderCode, status } = await paidSale();
    expect(codes(await gateway.reverse(reversal(orderCode, status, 4961)))).toMatchObject({
      rc: '-10',
    });
    expect(
      codes(await gateway.reverse({ ...reversal(orderCode, status), rrn: '000000000000' })),
    ).toMatchObject({ rc: '-15' });
    expect(
      codes(await gateway.reverse({ ...reversal(orderCode, status), intRef: 'FFFFFFFFFFFFFFFF' })),
    ).toMatchObject({ rc: '-24' });
    const stale = {
      ...reversal(orderCode, status),
      timestamp: new Date(t.clock.now().getTime() - 20 * 60_000),
    };
    expect(codes(await gateway.reverse(stale))).toMatchObject({ rc: '-20' });
    const notReversed = await gateway.statusCheck({
      orderCode,
      nonce: newNonce(),
      originalType: 'reversal',
    });
    expect(codes(notReversed)).toMatchObject({ rc: '-24' });
    expect(codes(await gateway.reverse(reversal(orderCode, status)))).toMatchObject({ rc: '00' });
    const declined = await paidSale({ card: 'other', otherNumber: '4000000000000002' });
    expect(codes(declined.status)).toMatchObject({ rc: '05' });
    expect(
      codes(await gateway.reverse(reversal(declined.orderCode, declined.status))),
    ).toMatchObject({
      rc: '-24',
      category: 'error',
    });
  });
});
