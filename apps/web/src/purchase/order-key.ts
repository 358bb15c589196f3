/**
 * The key of the order a cart is about to become (POST /counter-sales `orderKey`): made once per
 * order and kept beside the cart (`cart.office.order`), so a double click, a retry after a lost
 * answer or a second tab on the same cart send the same key and the server makes one sale. The
 * key belongs to what is being sold: a cart changed in any way gets a new key, and a sold cart's
 * key is forgotten.
 */
export type OrderKeyStore = {
  keyFor: (order: unknown) => string;
  forget: () => void;
};

type Stored = { key: string; fingerprint: string };

const fingerprintOf = (order: unknown) => JSON.stringify(order);

export function createOrderKeyStore(
  cartKey: string,
  storage: () => Storage | null = () => window.localStorage,
  newKey: () => string = () => crypto.randomUUID(),
): OrderKeyStore {
  const key = `${cartKey}.order`;
  const read = (): Stored | null => {
    try {
      const raw = storage()?.getItem(key);
      const value = raw ? (JSON.parse(raw) as Partial<Stored>) : null;
      return value && typeof value.key === 'string' && typeof value.fingerprint === 'string'
        ? { key: value.key, fingerprint: value.fingerprint }
        : null;
    } catch {
      return null;
    }
  };
  let memory: Stored | null = null;
  return {
    keyFor(order) {
      const fingerprint = fingerprintOf(order);
      const stored = read() ?? memory;
      if (stored?.fingerprint === fingerprint) return stored.key;
      memory = { key: newKey(), fingerprint };
      try {
        storage()?.setItem(key, JSON.stringify(memory));
      } catch {
        // kept in memory for this page
      }
      return memory.key;
    },
    forget() {
      memory = null;
      try {
        storage()?.removeItem(key);
      } catch {
        // nothing kept
      }
    },
  };
}
