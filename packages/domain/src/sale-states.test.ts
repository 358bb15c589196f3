import { describe, expect, it } from 'vitest';
import { PAYMENT_CATEGORIES } from './payment-codes';
import {
  activatedSaleState,
  attemptStateFor,
  decideOnResult,
  isPayable,
  isSalePending,
  isSettled,
  resultPageFor,
  SALE_STATES,
  unpaidSaleState,
} from './sale-states';

describe('sale states', () => {
  it('activates only on the first approval and never after settlement', () => {
    for (const state of SALE_STATES) {
      for (const category of PAYMENT_CATEGORIES) {
        const decision = decideOnResult(state, category);
        if (isSettled(state) || state === 'EXPIRED')
          expect(decision).toBe(category === 'approved' ? 'reverse' : 'ignore');
        else expect(decision).toBe(category === 'approved' ? 'activate' : 'record');
      }
    }
  });

  it('a declined or failed sale can still be approved later (the 15-minute window)', () => {
    expect(decideOnResult('PAYMENT_FAILED', 'approved')).toBe('activate');
    expect(decideOnResult('PAYMENT_UNKNOWN', 'approved')).toBe('activate');
  });

  it('refuses a late approval of an expired counter order: the money goes back', () => {
    expect(decideOnResult('EXPIRED', 'approved')).toBe('reverse');
    expect(decideOnResult('EXPIRED', 'declined')).toBe('ignore');
    expect(resultPageFor('EXPIRED')).toBe('failed-transaction');
    expect(isPayable('EXPIRED')).toBe(false);
    expect(isPayable('PAYMENT_FAILED')).toBe(true);
    expect(isPayable('ACTIVATED')).toBe(false);
  });

  it('maps categories to attempt and sale states', () => {
    expect(attemptStateFor('approved')).toBe('APPROVED');
    expect(attemptStateFor('verify')).toBe('UNKNOWN');
    expect(attemptStateFor('declined')).toBe('FAILED');
    expect(attemptStateFor('retry')).toBe('FAILED');
    expect(attemptStateFor('error')).toBe('FAILED');
    expect(unpaidSaleState('verify')).toBe('PAYMENT_UNKNOWN');
    expect(unpaidSaleState('declined')).toBe('PAYMENT_FAILED');
  });

  it('names the activation outcome', () => {
    expect(activatedSaleState(2, 0)).toBe('ACTIVATED');
    expect(activatedSaleState(1, 1)).toBe('PARTIALLY_ACTIVATED');
    expect(activatedSaleState(0, 2)).toBe('ACTIVATION_FAILED');
  });

  it('sends the buyer to the page that fits', () => {
    expect(resultPageFor('ACTIVATED')).toBe('success');
    expect(resultPageFor('AWAITING_PAYMENT')).toBe('success');
    expect(resultPageFor('PAYMENT_UNKNOWN')).toBe('success');
    expect(resultPageFor('PAYMENT_FAILED')).toBe('failed-transaction');
    expect(resultPageFor('PARTIALLY_ACTIVATED')).toBe('failed-activation');
    expect(resultPageFor('ACTIVATION_FAILED')).toBe('failed-activation');
    expect(SALE_STATES.filter(isSalePending)).toEqual(['AWAITING_PAYMENT', 'PAYMENT_UNKNOWN']);
  });
});
