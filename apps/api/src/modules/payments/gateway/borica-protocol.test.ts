import { generateKeyPairSync } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gatewayAmount,
  gatewayTimestamp,
  isTimestampFresh,
  macGeneral,
  newNonce,
  parseGatewayAmount,
  parseGatewayTimestamp,
  REQUEST_MAC_FIELDS,
  RESPONSE_MAC_FIELDS,
  requestMac,
  signRequest,
  signResponse,
  verifyRequest,
  verifyResponse,
} from './borica-protocol';

const merchant = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const gateway = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

const sale = {
  TERMINAL: 'V1800001',
  TRTYPE: '1',
  AMOUNT: '9.00',
  CURRENCY: 'EUR',
  ORDER: '154744',
  TIMESTAMP: '20261121104512',
  NONCE: 'FC8AC36A9FDADCB6127D273CD15DAEC3',
};

describe('MAC_GENERAL', () => {
  it('is each field as byte length and value, "-" for an empty one, then a final "-"', () => {
    expect(macGeneral(sale, REQUEST_MAC_FIELDS)).toBe(
      '8V1800001114' +
        '9.00' +
        '3EUR6154744' +
        '1420261121104512' +
        '32FC8AC36A9FDADCB6127D273CD15DAEC3-',
    );
    expect(macGeneral({ TERMINAL: 'V1', ORDER: '' }, ['TERMINAL', 'ORDER', 'NONCE'])).toBe(
      '2V1---',
    );
    expect(macGeneral({ A: 'Пътна' }, ['A'])).toBe('10Пътна-');
  });

  it('matches the manual’s examples: a sale, a status check without RFU, a response', () => {
    // P-OM-41-EN v5.0 §6.1 (Table 13), §6.2 (Table 15) and Table 14's response check string.
    expect(
      requestMac({
        TERMINAL: 'V1800001',
        TRTYPE: '1',
        AMOUNT: '1.00',
        CURRENCY: 'BGN',
        ORDER: '145659',
        TIMESTAMP: '20201013115715',
        NONCE: 'FC8AC36A9FDADCB6127D273CD15DAEC3',
        DESC: 'Детайли плащане.',
      }),
    ).toBe('8V18000011141.003BGN6145659142020101311571532FC8AC36A9FDADCB6127D273CD15DAEC3-');
    expect(
      requestMac({
        TERMINAL: 'V1800001',
        TRTYPE: '90',
        ORDER: '114233',
        TRAN_TRTYPE: '1',
        NONCE: '622CAAA8BF20C5A21A917DCB8401C336',
      }),
    ).toBe('8V1800001290611423332622CAAA8BF20C5A21A917DCB8401C336');
    expect(
      macGeneral(
        {
          ACTION: '0',
          RC: '00',
          APPROVAL: 'S19527',
          TERMINAL: 'V1800001',
          TRTYPE: '1',
          AMOUNT: '1.00',
          CURRENCY: 'BGN',
          ORDER: '170403',
          RRN: '028701253242',
          INT_REF: 'B7A68A9F37E8586E',
          PARES_STATUS: '',
          ECI: '',
          TIMESTAMP: '20201013140707',
          NONCE: '22EA51788AFE61A9D814B771A8FA6379',
        },
        RESPONSE_MAC_FIELDS,
      ),
    ).toBe(
      '102006S195278V18000011141.003BGN61704031202870125324216B7A68A9F37E8586E--' +
        '14202010131407073222EA51788AFE61A9D814B771A8FA6379-',
    );
  });
});

describe('signatures', () => {
  it('signs requests as 512 upper-case hex characters that only the key pair verifies', () => {
    const signed = signRequest(sale, merchant.privateKey);
    expect(signed.P_SIGN).toMatch(/^[0-9A-F]{512}$/);
    expect(verifyRequest(signed, merchant.publicKey)).toBe(true);
    expect(verifyRequest(signed, gateway.publicKey)).toBe(false);
    expect(verifyRequest({ ...signed, AMOUNT: '0.01' }, merchant.publicKey)).toBe(false);
    expect(verifyRequest({ ...signed, P_SIGN: 'zz' }, merchant.publicKey)).toBe(false);
    expect(verifyRequest({ ...sale }, merchant.publicKey)).toBe(false);
  });

  it('signs a status check over its own four fields', () => {
    const status = signRequest(
      { TERMINAL: 'V1800001', TRTYPE: '90', ORDER: '154744', NONCE: newNonce(), TRAN_TRTYPE: '1' },
      merchant.privateKey,
    );
    expect(verifyRequest({ ...status, AMOUNT: '1.00' }, merchant.publicKey)).toBe(true);
    expect(verifyRequest({ ...status, ORDER: '154745' }, merchant.publicKey)).toBe(false);
  });

  it('verifies any tampering of a signed response field', () => {
    const response = {
      ACTION: '0',
      RC: '00',
      APPROVAL: 'S12345',
      ...sale,
      RRN: '032500000001',
      INT_REF: 'A1B2',
      PARES_STATUS: 'Y',
      ECI: '05',
    };
    const signed = signResponse(response, gateway.privateKey);
    expect(verifyResponse(signed, gateway.publicKey)).toBe(true);
    fc.assert(
      fc.property(
        fc.constantFrom('ACTION', 'RC', 'AMOUNT', 'ORDER', 'NONCE', 'TIMESTAMP'),
        fc.string({ minLength: 1, maxLength: 6 }),
        (field, value) => {
          fc.pre(value !== (signed as Record<string, string>)[field]);
          expect(verifyResponse({ ...signed, [field]: value }, gateway.publicKey)).toBe(false);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('field formats', () => {
  it('writes amounts from minor units and reads them back exactly', () => {
    expect(gatewayAmount(4960)).toBe('49.60');
    expect(gatewayAmount(5)).toBe('0.05');
    expect(() => gatewayAmount(1.5)).toThrow();
    expect(parseGatewayAmount('49.60')).toBe(4960);
    expect(parseGatewayAmount('49.6')).toBeNull();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        (minor) => parseGatewayAmount(gatewayAmount(minor)) === minor,
      ),
    );
  });

  it('keeps timestamps in UTC and refuses ones more than 15 minutes off', () => {
    const now = new Date('2026-11-21T10:45:12Z');
    expect(gatewayTimestamp(now)).toBe('20261121104512');
    expect(parseGatewayTimestamp('20261121104512')?.toISOString()).toBe('2026-11-21T10:45:12.000Z');
    expect(parseGatewayTimestamp('20261321104512')).toBeNull();
    expect(isTimestampFresh('20261121110012', now)).toBe(true);
    expect(isTimestampFresh('20261121110013', now)).toBe(false);
    expect(isTimestampFresh('20261121103012', now)).toBe(true);
    expect(isTimestampFresh(undefined, now)).toBe(false);
    expect(newNonce()).toMatch(/^[0-9A-F]{32}$/);
  });
});
