import { describe, expect, it } from 'vitest';
import {
  ACTION_CODES,
  DOUBLE_CHARGE_SIGNALS,
  GATEWAY_RC_CODES,
  NETWORK_CODES,
  normaliseCode,
  paymentCodeCategory,
  paymentCodes,
  paymentMessageKey,
} from './payment-codes';

describe('payment codes', () => {
  it('categorises the action results', () => {
    expect(ACTION_CODES).toEqual({
      '0': 'approved',
      '1': 'verify',
      '2': 'declined',
      '3': 'error',
      '6': 'verify',
      '7': 'declined',
      '8': 'verify',
      '21': 'retry',
    });
  });

  it('never lets a double-charge signal be retried', () => {
    for (const code of DOUBLE_CHARGE_SIGNALS.action)
      expect(paymentCodeCategory('action', code)).toBe('verify');
    for (const code of DOUBLE_CHARGE_SIGNALS.gateway)
      expect(paymentCodeCategory('gateway', code)).toBe('verify');
    expect(DOUBLE_CHARGE_SIGNALS.gateway).toEqual(['-21', '-31', '-32', '-40']);
  });

  it('categorises the gateway RC codes', () => {
    const expected: Record<string, string> = {
      '00': 'approved',
      '01': 'declined',
      '04': 'declined',
      '05': 'declined',
      '06': 'retry',
      '12': 'declined',
      '13': 'error',
      '14': 'declined',
      '17': 'declined',
      '51': 'declined',
      '54': 'declined',
      '55': 'declined',
      '59': 'declined',
      '82': 'verify',
      '88': 'error',
      '89': 'declined',
      '91': 'retry',
      '94': 'verify',
      '96': 'retry',
      '-1': 'error',
      '-3': 'verify',
      '-4': 'retry',
      '-5': 'verify',
      '-16': 'retry',
      '-17': 'error',
      '-19': 'declined',
      '-20': 'retry',
      '-25': 'declined',
      '-30': 'declined',
      '-33': 'verify',
      '-37': 'error',
    };
    for (const [code, category] of Object.entries(expected))
      expect(paymentCodeCategory('gateway', code), code).toBe(category);
    expect(paymentCodes('gateway')).toHaveLength(79);
  });

  it('categorises the card-network codes by range', () => {
    expect(['000', '002', '007'].map((c) => paymentCodeCategory('network', c))).toEqual([
      'approved',
      'approved',
      'approved',
    ]);
    expect(
      ['100', '116', '129', '180', '182', '200', '210', '950'].every(
        (c) => NETWORK_CODES[c] === 'declined',
      ),
    ).toBe(true);
    expect(
      [
        '109',
        '110',
        '113',
        '115',
        '300',
        '309',
        '400',
        '499',
        '504',
        '606',
        '680',
        '700',
        '800',
        '904',
        '916',
        '922',
      ].every((c) => NETWORK_CODES[c] === 'error'),
    ).toBe(true);
    expect(
      ['160', '903', '906', '907', '909', '910', '912', '915', '920'].every(
        (c) => NETWORK_CODES[c] === 'retry',
      ),
    ).toBe(true);
    expect(['911', '913', '923'].every((c) => NETWORK_CODES[c] === 'verify')).toBe(true);
    expect(paymentCodes('network')).toHaveLength(105);
    expect(Object.keys(GATEWAY_RC_CODES)).toContain('-40');
  });

  it('normalises codes as received', () => {
    expect(normaliseCode('gateway', 5)).toBe('05');
    expect(normaliseCode('gateway', ' -21 ')).toBe('-21');
    expect(normaliseCode('network', 7)).toBe('007');
    expect(normaliseCode('network', '16')).toBe('016');
    expect(normaliseCode('action', 0)).toBe('0');
  });

  it('gives message keys, or unknownCode for codes it does not know', () => {
    expect(paymentMessageKey('gateway', '-21')).toBe('gateway.-21');
    expect(paymentMessageKey('gateway', 5)).toBe('gateway.05');
    expect(paymentMessageKey('network', 160)).toBe('network.160');
    expect(paymentMessageKey('action', 21)).toBe('action.21');
    expect(paymentMessageKey('gateway', '-38')).toBe('unknownCode');
    expect(paymentCodeCategory('action', 9)).toBeNull();
  });
});
