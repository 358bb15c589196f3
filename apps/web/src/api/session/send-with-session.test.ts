import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test/memory-storage';
import { session } from '../../test/session-fixtures';
import { sendWithSession } from './send-with-session';
import { createSessionRefresher, type RefreshAnswer } from './session-refresher';
import { createSessionStore } from './session-store';

const status = (code: number) => new Response(code === 200 ? '{}' : null, { status: code });

/** A server that accepts only `valid` as the access token. */
function setup(refreshAnswer: RefreshAnswer, valid = 't2') {
  const store = createSessionStore({ local: memoryStorage(), session: memoryStorage() });
  store.start(session('t1'), false);
  const requestRefresh = vi.fn(async () => refreshAnswer);
  const expire = vi.fn(() => store.clear());
  const deps = { store, renew: createSessionRefresher({ store, requestRefresh }), expire };
  const send = vi.fn(async (token: string | null) => status(token === valid ? 200 : 401));
  return { store, requestRefresh, expire, deps, send };
}

describe('calls with the session', () => {
  it('sends the token, and on a 401 refreshes once and repeats the call with the new token', async () => {
    const t = setup(session('t2'));
    const response = await sendWithSession(t.send, t.deps);
    expect(response).toMatchObject({ status: 200 });
    expect(t.send.mock.calls.map(([token]) => token)).toEqual(['t1', 't2']);
    expect(t.requestRefresh).toHaveBeenCalledTimes(1);
    expect(t.expire).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh is refused, without a second refresh', async () => {
    const t = setup('refused');
    const response = await sendWithSession(t.send, t.deps);
    expect(response).toMatchObject({ status: 401 });
    expect(t.send).toHaveBeenCalledTimes(1);
    expect(t.requestRefresh).toHaveBeenCalledTimes(1);
    expect(t.expire).toHaveBeenCalledTimes(1);
    expect(t.store.read()).toBeNull();
  });

  it('ends the session when the repeated call is refused too (refresh once, then logout)', async () => {
    const t = setup(session('t2'), 'nothing-works');
    const response = await sendWithSession(t.send, t.deps);
    expect(response).toMatchObject({ status: 401 });
    expect(t.send).toHaveBeenCalledTimes(2);
    expect(t.requestRefresh).toHaveBeenCalledTimes(1);
    expect(t.expire).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the server cannot be reached for the refresh', async () => {
    const t = setup('unavailable');
    expect(await sendWithSession(t.send, t.deps)).toBe('unavailable');
    expect(t.expire).not.toHaveBeenCalled();
    expect(t.store.read()?.token).toBe('t1');
  });

  it('leaves a 401 alone for an anonymous visitor', async () => {
    const t = setup(session('t2'));
    t.store.clear();
    const response = await sendWithSession(t.send, t.deps);
    expect(response).toMatchObject({ status: 401 });
    expect(t.send).toHaveBeenCalledWith(null);
    expect(t.requestRefresh).not.toHaveBeenCalled();
    expect(t.expire).not.toHaveBeenCalled();
  });
});
