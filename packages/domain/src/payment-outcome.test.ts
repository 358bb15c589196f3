import { describe, expect, it } from 'vitest';
import { mayPayAgain, paymentOutcome } from './payment-outcome';

describe('payment outcome', () => {
  it('is approved only for ACTION 0 with RC 00', () => {
    expect(paymentOutcome({ action: '0', rc: '00' })).toBe('approved');
    expect(paymentOutcome({ action: 0, rc: 0 })).toBe('approved');
    expect(paymentOutcome({ action: '0', rc: null })).toBe('verify');
    expect(paymentOutcome({ action: '0', rc: '05' })).toBe('verify');
    expect(paymentOutcome({ action: '2', rc: '00' })).toBe('verify');
  });

  it('verifies on every double-charge signal, whatever the other field says', () => {
    expect(paymentOutcome({ action: '1', rc: '00' })).toBe('verify');
    expect(paymentOutcome({ action: '1', rc: '05' })).toBe('verify');
    for (const rc of ['-21', '-31', '-32', '-40'])
      expect(paymentOutcome({ action: '3', rc })).toBe('verify');
    expect(paymentOutcome({ action: '2', rc: '-32' })).toBe('verify');
  });

  it('takes the RC category, then the ACTION category, else error', () => {
    expect(paymentOutcome({ action: '2', rc: '05' })).toBe('declined');
    expect(paymentOutcome({ action: '2', rc: '51' })).toBe('declined');
    expect(paymentOutcome({ action: '3', rc: '-17' })).toBe('error');
    expect(paymentOutcome({ action: '3', rc: '-4' })).toBe('retry');
    expect(paymentOutcome({ action: '21', rc: '' })).toBe('retry');
    expect(paymentOutcome({ action: '7', rc: undefined })).toBe('declined');
    expect(paymentOutcome({ action: '2', rc: '99' })).toBe('declined');
    expect(paymentOutcome({ action: '9', rc: '99' })).toBe('error');
    expect(paymentOutcome({ action: null, rc: null })).toBe('error');
  });

  it('lets the buyer pay again only after a decline or a temporary failure', () => {
    expect(
      ['approved', 'declined', 'retry', 'error', 'verify'].map((c) => mayPayAgain(c as never)),
    ).toEqual([false, true, true, false, false]);
  });
});
