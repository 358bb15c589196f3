import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test/memory-storage';
import { demoUser, session } from '../../test/session-fixtures';
import { createSessionStore, SESSION_KEY } from './session-store';

const setup = () => {
  const local = memoryStorage();
  const tab = memoryStorage();
  return { local, tab, store: createSessionStore({ local, session: tab }) };
};

describe('session store', () => {
  it('keeps a remembered session in local storage and another in session storage', () => {
    const { local, tab, store } = setup();
    store.start(session('a'), true);
    expect(local.getItem(SESSION_KEY)).toContain('"token":"a"');
    expect(tab.getItem(SESSION_KEY)).toBeNull();

    store.start(session('b'), false);
    expect(tab.getItem(SESSION_KEY)).toContain('"token":"b"');
    expect(local.getItem(SESSION_KEY)).toBeNull();
    expect(store.read()?.token).toBe('b');
  });

  it('rotates tokens in the storage the session lives in, and not after a logout', () => {
    const { local, tab, store } = setup();
    store.start(session('a'), true);
    store.rotate(session('a2'));
    expect(JSON.parse(local.getItem(SESSION_KEY) ?? '{}')).toMatchObject({ token: 'a2' });
    expect(tab.getItem(SESSION_KEY)).toBeNull();

    store.clear();
    store.rotate(session('a3'));
    expect(store.read()).toBeNull();
    expect(local.getItem(SESSION_KEY)).toBeNull();
  });

  it('returns the same object while nothing changed, and tells listeners about changes', () => {
    const { store } = setup();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.start(session('a'), false);
    expect(store.read()).toBe(store.read());
    store.setUser({ ...demoUser, firstName: 'Петър' });
    expect(store.read()?.user.firstName).toBe('Петър');
    expect(store.read()?.token).toBe('a');
    store.clear();
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    store.start(session('b'), false);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('clears a stored user without a token (spec §4) and anything unreadable', () => {
    const { local, tab, store } = setup();
    local.setItem(SESSION_KEY, JSON.stringify({ user: demoUser, refreshToken: 'r' }));
    expect(store.read()).toBeNull();
    expect(local.getItem(SESSION_KEY)).toBeNull();

    tab.setItem(SESSION_KEY, '{not json');
    expect(store.read()).toBeNull();
    expect(tab.getItem(SESSION_KEY)).toBeNull();
  });

  it('remembers why a session ended until the next one starts', () => {
    const { store } = setup();
    store.start(session('a'), false);
    store.clear('sessionExpired');
    expect(store.endedBy()).toBe('sessionExpired');
    store.start(session('b'), false);
    expect(store.endedBy()).toBeNull();
    store.clear();
    expect(store.endedBy()).toBeNull();
  });

  it('works without storage (blocked by the browser)', () => {
    const store = createSessionStore({ local: null, session: null });
    store.start(session('a'), true);
    expect(store.read()).toBeNull();
  });
});
