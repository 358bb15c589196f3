import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS, createTokenService } from './tokens';

describe('access tokens', () => {
  const at = new Date('2026-11-27T08:00:00Z');
  const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);

  it('verifies a token again from memory, still checking its expiry on every call', async () => {
    const tokens = createTokenService('a-secret-of-enough-length-for-hs256-0123456789');
    const token = await tokens.signAccess({ userId: 7, sessionId: 's-1' }, at);
    expect(await tokens.verifyAccess(token, at)).toEqual({ userId: 7, sessionId: 's-1' });
    // the second check is answered from memory: the same claims while valid …
    expect(await tokens.verifyAccess(token, later(ACCESS_TOKEN_SECONDS - 1))).toEqual({
      userId: 7,
      sessionId: 's-1',
    });
    // … and expired exactly when jose says so (exp <= now, in whole seconds)
    expect(await tokens.verifyAccess(token, later(ACCESS_TOKEN_SECONDS))).toBe('expired');
    const fresh = createTokenService('a-secret-of-enough-length-for-hs256-0123456789');
    expect(await fresh.verifyAccess(token, later(ACCESS_TOKEN_SECONDS))).toBe('expired');
    expect(await fresh.verifyAccess(token, later(ACCESS_TOKEN_SECONDS - 1))).toEqual({
      userId: 7,
      sessionId: 's-1',
    });
  });

  it('never remembers a token that failed: a forged or other service’s token stays invalid', async () => {
    const mine = createTokenService('a-secret-of-enough-length-for-hs256-0123456789');
    const theirs = createTokenService('another-secret-of-enough-length-for-hs256-987');
    const token = await theirs.signAccess({ userId: 1, sessionId: 's-2' }, at);
    expect(await mine.verifyAccess(token, at)).toBe('invalid');
    expect(await mine.verifyAccess(token, at)).toBe('invalid');
    const [head, body] = (await mine.signAccess({ userId: 2, sessionId: 's-3' }, at)).split('.');
    expect(await mine.verifyAccess(`${head}.${body}.AAAA`, at)).toBe('invalid');
    // a token that expired before its first check is not remembered either
    const old = await mine.signAccess({ userId: 3, sessionId: 's-4' }, at);
    expect(await mine.verifyAccess(old, later(ACCESS_TOKEN_SECONDS + 5))).toBe('expired');
    expect(await mine.verifyAccess(old, at)).toEqual({ userId: 3, sessionId: 's-4' });
  });
});
