import { describe, expect, it } from 'vitest';
import { classifyError, isUnavailable, moneyParams } from './error-handler';

// A database out of reach or out of connections is the service being unavailable (503), also when
// the driver's error is wrapped by the query builder; anything unknown stays an internal error.
describe('classifyError', () => {
  it('answers 503 for a pool that found no connection in time, through the wrappers', () => {
    const pool = new Error('timeout exceeded when trying to connect');
    const wrapped = new Error('Failed query: select 1', { cause: pool });
    expect(isUnavailable(wrapped)).toBe(true);
    expect(classifyError(wrapped)).toMatchObject({
      status: 503,
      details: [{ code: 'common.serviceUnavailable' }],
    });
  });

  it('answers 503 for a refused connection and 500 for anything unknown', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(classifyError(new Error('x', { cause: refused })).status).toBe(503);
    expect(classifyError(new Error('boom'))).toMatchObject({
      status: 500,
      details: [{ code: 'common.internal' }],
    });
  });
});

describe('money in error parameters', () => {
  it('fills {{x}} from xMinor and the currency, in the reader’s language', () => {
    expect(moneyParams({ amountMinor: 123_456, currency: 'EUR', n: 3 }, 'bg')).toEqual({
      amountMinor: 123_456,
      amount: '1 234,56 €',
      currency: 'EUR',
      n: 3,
    });
    expect(moneyParams({ amountMinor: 50_000, currency: 'EUR' }, 'en')?.amount).toBe('€500.00');
    // without a currency nothing is guessed
    expect(moneyParams({ amountMinor: 5 }, 'en')).toEqual({ amountMinor: 5 });
  });
});
