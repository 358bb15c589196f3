import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test/memory-storage';
import { session } from '../../test/session-fixtures';
import { createSessionRefresher, type RefreshAnswer } from './session-refresher';
import { createSessionStore } from './session-store';

const setup = (answer: () => Promise<RefreshAnswer>) => {
  const store = createSessionStore({ local: memoryStorage(), session: memoryStorage() });
  const requestRefresh = vi.fn((_refreshToken: string) => answer());
  return { store, requestRefresh, renew: createSessionRefresher({ store, requestRefresh }) };
};

describe('session refresher', () => {
  it('refreshes once for every call that failed with the same token, and rotates the tokens', async () => {
    const { store, requestRefresh, renew } = setup(async () => session('t2'));
    store.start(session('t1'), true);
    const outcomes = await Promise.all([renew('t1'), renew('t1'), renew('t1')]);
    expect(outcomes).toEqual(['renewed', 'renewed', 'renewed']);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    expect(requestRefresh).toHaveBeenCalledWith('r-t1');
    expect(store.read()).toMatchObject({ token: 't2', refreshToken: 'r-t2' });
    // A call that failed with the old token later just retries with the new one.
    expect(await renew('t1')).toBe('renewed');
    expect(requestRefresh).toHaveBeenCalledTimes(1);
  });

  it('reports a refused refresh as expired and an unreachable server as unavailable', async () => {
    const refused = setup(async () => 'refused');
    refused.store.start(session('t1'), false);
    expect(await refused.renew('t1')).toBe('expired');

    const down = setup(async () => 'unavailable');
    down.store.start(session('t1'), false);
    expect(await down.renew('t1')).toBe('unavailable');
    expect(down.store.read()?.token).toBe('t1');
  });

  it('does not refresh without a session', async () => {
    const { requestRefresh, renew } = setup(async () => session('t2'));
    expect(await renew('t1')).toBe('expired');
    expect(requestRefresh).not.toHaveBeenCalled();
  });

  it('runs the refresh inside the cross-tab lock and re-reads the tokens there', async () => {
    const store = createSessionStore({ local: memoryStorage(), session: memoryStorage() });
    store.start(session('t1'), true);
    const requestRefresh = vi.fn(async () => session('never'));
    // Another tab rotated the tokens while this one waited for the lock.
    const exclusive = async <T>(task: () => Promise<T>) => {
      store.rotate(session('other-tab'));
      return task();
    };
    const renew = createSessionRefresher({ store, requestRefresh, exclusive });
    expect(await renew('t1')).toBe('renewed');
    expect(requestRefresh).not.toHaveBeenCalled();
    expect(store.read()?.token).toBe('other-tab');
  });
});
