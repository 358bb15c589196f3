import { describe, expect, it } from 'vitest';
import { createOrderKeyStore } from './order-key';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

describe('the order key of a counter cart', () => {
  it('is the same for the same order, in another tab too, and new for a changed order', () => {
    const storage = memoryStorage();
    let n = 0;
    const next = () => `key-${(n += 1)}`;
    const tab = createOrderKeyStore('cart.office', () => storage, next);
    const other = createOrderKeyStore('cart.office', () => storage, next);
    const order = { posId: 1, vignettes: [{ lpn: 'CA1234AA' }] };
    expect(tab.keyFor(order)).toBe('key-1');
    expect(tab.keyFor({ ...order })).toBe('key-1');
    expect(other.keyFor(order)).toBe('key-1');
    expect(tab.keyFor({ ...order, posId: 2 })).toBe('key-2');
    tab.forget();
    expect(other.keyFor({ ...order, posId: 2 })).toBe('key-3');
  });

  it('works without storage for the page’s life', () => {
    const broken = () => {
      throw new Error('storage off');
    };
    const store = createOrderKeyStore('cart.office', broken, () => 'only');
    expect(store.keyFor({ a: 1 })).toBe('only');
    expect(store.keyFor({ a: 1 })).toBe('only');
  });
});
