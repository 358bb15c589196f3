import { describe, expect, it } from 'vitest';
import { profileRoute, safeReturnPath, sessionState, tokenStorage } from './session';

describe('session', () => {
  it('is logged in with an id and a token, invalid with an id only', () => {
    expect(sessionState({ id: 1, token: 'jwt' })).toBe('logged-in');
    expect(sessionState({ id: 1, token: '' })).toBe('invalid');
    expect(sessionState({ id: 1 })).toBe('invalid');
    expect(sessionState({ token: 'jwt' })).toBe('anonymous');
    expect(sessionState({ id: '', token: 'jwt' })).toBe('anonymous');
    expect(sessionState(null)).toBe('anonymous');
  });

  it('stores the token by "remember me"', () => {
    expect(tokenStorage(true)).toBe('local');
    expect(tokenStorage(false)).toBe('session');
  });

  it('sends customers to toll settings and others to order history', () => {
    expect(profileRoute({ customerId: 'C1' })).toBe('account/toll-settings');
    expect(profileRoute({ customerId: null })).toBe('account/orderHistory');
    expect(profileRoute({})).toBe('account/orderHistory');
  });

  it('remembers only same-site return paths', () => {
    expect(safeReturnPath('/bg/account')).toBe('/bg/account');
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil')).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});
