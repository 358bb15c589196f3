import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createBoricaGateway } from './borica-gateway';
import { signResponse, verifyRequest, type GatewayFields } from './borica-protocol';
import type { GatewayTransport } from './borica-transport';
import { GatewayUnavailableError, type SaleRequest } from './card-gateway';

const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const merchant = pair();
const gatewayKeys = pair();
const stranger = pair();

const calls: Array<{ url: string; fields: Record<string, string> }> = [];
let answer: (fields: Record<string, string>) => Record<string, string> = () => ({});
const transport: GatewayTransport = async (url, fields) => {
  calls.push({ url, fields });
  return answer(fields);
};

const gateway = createBoricaGateway({
  kind: 'borica',
  terminal: 'V1800001',
  merchantId: '1600000001',
  merchantName: 'BG TOLL',
  merchantUrl: 'https://toll.test',
  backref: 'https://toll.test/api/payments/borica/return',
  actionUrl: 'https://3dsgate-dev.borica.bg/cgi-bin/cgi_link',
  merchantPrivateKeyPem: merchant.privateKey,
  gatewayPublicKeyPem: gatewayKeys.publicKey,
  transport,
});

const sale: SaleRequest = {
  orderCode: '154744',
  nonce: 'FC8AC36A9FDADCB6127D273CD15DAEC3',
  amountMinor: 4960,
  currency: 'EUR',
  description: 'Годишна винетка CA1234AB',
  email: 'buyer@example.bg',
  lang: 'en',
  timestamp: new Date('2026-11-21T10:45:12Z'),
  reference: 'S1042',
  cardholderName: 'IVAN PETROV',
};

const signedAnswer = (fields: GatewayFields, key = gatewayKeys.privateKey) =>
  signResponse(
    {
      ACTION: '0',
      RC: '00',
      APPROVAL: 'S12345',
      TERMINAL: 'V1800001',
      TRTYPE: '1',
      AMOUNT: '49.60',
      CURRENCY: 'EUR',
      ORDER: '154744',
      RRN: '632512345678',
      INT_REF: 'A1B2C3D4E5F60718',
      PARES_STATUS: 'Y',
      ECI: '05',
      TIMESTAMP: '20261121104600',
      NONCE: sale.nonce,
      ...fields,
    },
    key,
  ) as Record<string, string>;

describe('sale form', () => {
  it('has every field of a TRTYPE 1 request, signed with the merchant key', () => {
    const form = gateway.saleForm(sale);
    expect(form).toMatchObject({ action: 'https://3dsgate-dev.borica.bg/cgi-bin/cgi_link' });
    expect(form.method).toBe('POST');
    expect(form.fields).toEqual({
      TRTYPE: '1',
      AMOUNT: '49.60',
      CURRENCY: 'EUR',
      ORDER: '154744',
      DESC: 'Годишна винетка CA1234AB',
      MERCHANT: '1600000001',
      MERCH_NAME: 'BG TOLL',
      MERCH_URL: 'https://toll.test',
      BACKREF: 'https://toll.test/api/payments/borica/return',
      TERMINAL: 'V1800001',
      EMAIL: 'buyer@example.bg',
      COUNTRY: 'BG',
      MERCH_GMT: '+02',
      LANG: 'EN',
      ADDENDUM: 'AD,TD',
      'AD.CUST_BOR_ORDER_ID': '154744S1042',
      M_INFO: expect.any(String),
      TIMESTAMP: '20261121104512',
      NONCE: 'FC8AC36A9FDADCB6127D273CD15DAEC3',
      P_SIGN: expect.stringMatching(/^[0-9A-F]{512}$/),
    });
    expect(JSON.parse(Buffer.from(form.fields.M_INFO!, 'base64').toString())).toEqual({
      email: 'buyer@example.bg',
      cardholderName: 'IVAN PETROV',
    });
    expect(verifyRequest(form.fields, merchant.publicKey)).toBe(true);
    expect(verifyRequest({ ...form.fields, AMOUNT: '0.01' }, merchant.publicKey)).toBe(false);
  });

  it('uses summer time in MERCH_GMT, cuts DESC to 50 characters and refuses a bad ORDER', () => {
    const summer = gateway.saleForm({
      ...sale,
      lang: 'bg',
      timestamp: new Date('2026-07-01T09:00:00Z'),
      description: 'В'.repeat(60),
      cardholderName: 'Иван Петров',
      reference: undefined,
    }).fields;
    expect(summer).toMatchObject({ MERCH_GMT: '+03', LANG: 'BG' });
    expect(summer['AD.CUST_BOR_ORDER_ID']).toBe('154744');
    expect(Array.from(summer.DESC!)).toHaveLength(50);
    expect(JSON.parse(Buffer.from(summer.M_INFO!, 'base64').toString())).toEqual({
      email: 'buyer@example.bg',
    });
    expect(() => gateway.saleForm({ ...sale, orderCode: '12345' })).toThrow(RangeError);
    expect(() => gateway.saleForm({ ...sale, reference: 'S-1;2' })).toThrow(RangeError);
    expect(() => gateway.saleForm({ ...sale, amountMinor: 49.5 })).toThrow(RangeError);
  });
});

describe('results posted back by the browser', () => {
  it('trusts a response signed by the gateway for our terminal only', () => {
    expect(gateway.readResult(signedAnswer({})).signatureValid).toBe(true);
    const tampered = { ...signedAnswer({ ACTION: '2', RC: '05' }), ACTION: '0', RC: '00' };
    expect(gateway.readResult(tampered).signatureValid).toBe(false);
    const { P_SIGN: _dropped, ...unsigned } = signedAnswer({});
    expect(gateway.readResult(unsigned).signatureValid).toBe(false);
    expect(gateway.readResult(signedAnswer({}, stranger.privateKey)).signatureValid).toBe(false);
    expect(gateway.readResult(signedAnswer({ TERMINAL: 'V1800002' })).signatureValid).toBe(false);
  });
});

describe('server-to-server calls', () => {
  it('asks for the status of a sale or of its reversal with four signed fields', async () => {
    answer = (fields) =>
      signedAnswer({ TRTYPE: '90', NONCE: fields.NONCE, TRAN_TRTYPE: fields.TRAN_TRTYPE });
    const nonce = 'B1A1B57F8D66EF6B604690BF7141B53C';
    const status = await gateway.statusCheck({ orderCode: '154744', nonce });
    expect(status.signatureValid).toBe(true);
    const request = calls.at(-1)!;
    expect(request.url).toBe('https://3dsgate-dev.borica.bg/cgi-bin/cgi_link');
    expect(request.fields).toEqual({
      TERMINAL: 'V1800001',
      TRTYPE: '90',
      ORDER: '154744',
      TRAN_TRTYPE: '1',
      NONCE: nonce,
      P_SIGN: expect.stringMatching(/^[0-9A-F]{512}$/),
    });
    expect(verifyRequest(request.fields, merchant.publicKey)).toBe(true);
    await gateway.statusCheck({ orderCode: '154744', nonce, originalType: 'reversal' });
    expect(calls.at(-1)!.fields.TRAN_TRTYPE).toBe('24');
  });

  it('accepts the "not found" answer signed over CURRENCY USD, and nothing about another order', async () => {
    answer = () => ({
      ...signedAnswer({ ACTION: '3', RC: '-24', TRTYPE: '90', AMOUNT: '', CURRENCY: 'USD' }),
      CURRENCY: '',
    });
    const nonce = '622CAAA8BF20C5A21A917DCB8401C336';
    expect((await gateway.statusCheck({ orderCode: '154744', nonce })).signatureValid).toBe(true);
    answer = () => signedAnswer({ TRTYPE: '90', ORDER: '999999' });
    expect((await gateway.statusCheck({ orderCode: '154744', nonce })).signatureValid).toBe(false);
  });

  it('sends a reversal with RRN and INT_REF, and calls a non-gateway answer unavailable', async () => {
    answer = (fields) => signedAnswer({ TRTYPE: '24', AMOUNT: fields.AMOUNT, NONCE: fields.NONCE });
    const reversal = await gateway.reverse({
      orderCode: '154744',
      nonce: '7D51498A3C22B86DD57EFB699A175714',
      amountMinor: 2000,
      currency: 'EUR',
      description: 'Връщане',
      rrn: '632512345678',
      intRef: 'A1B2C3D4E5F60718',
      timestamp: new Date('2026-11-21T11:00:00Z'),
    });
    expect(reversal).toMatchObject({ signatureValid: true, fields: { AMOUNT: '20.00' } });
    const sent = calls.at(-1)!.fields;
    expect(sent).toMatchObject({
      TRTYPE: '24',
      AMOUNT: '20.00',
      RRN: '632512345678',
      INT_REF: 'A1B2C3D4E5F60718',
      MERCHANT: '1600000001',
      'AD.CUST_BOR_ORDER_ID': '154744',
      TIMESTAMP: '20261121110000',
    });
    expect(verifyRequest(sent, merchant.publicKey)).toBe(true);
    answer = () => ({ hello: 'world' });
    await expect(
      gateway.statusCheck({ orderCode: '154744', nonce: '7D51498A3C22B86DD57EFB699A175715' }),
    ).rejects.toBeInstanceOf(GatewayUnavailableError);
  });
});
