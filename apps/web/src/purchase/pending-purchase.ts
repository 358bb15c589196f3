/**
 * The payment a browser has sent to the card gateway and not yet seen settled: its sale and the
 * cart items it pays for. The result pages remove exactly those items from the cart once the sale
 * is settled; the cart warns against paying again while the result is still being checked.
 */
export type PendingPurchase = {
  transId: string;
  orderNumber: string;
  itemIds: readonly string[];
  startedAt: string;
};

/** Kept beside the cart it belongs to: `cart.site.pending`, `cart.office.pending`. */
export const pendingPurchaseKey = (cartKey: string) => `${cartKey}.pending`;

export function parsePendingPurchase(raw: string | null): PendingPurchase | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingPurchase> | null;
    if (
      !value ||
      typeof value.transId !== 'string' ||
      typeof value.orderNumber !== 'string' ||
      !Array.isArray(value.itemIds) ||
      !value.itemIds.every((id) => typeof id === 'string')
    )
      return null;
    return {
      transId: value.transId,
      orderNumber: value.orderNumber,
      itemIds: value.itemIds,
      startedAt: typeof value.startedAt === 'string' ? value.startedAt : '',
    };
  } catch {
    return null;
  }
}

export type PendingPurchaseStore = {
  read: () => PendingPurchase | null;
  write: (purchase: PendingPurchase) => void;
  clear: () => void;
};

export function createPendingPurchaseStore(
  cartKey: string,
  storage: () => Storage | null = () => window.localStorage,
): PendingPurchaseStore {
  const key = pendingPurchaseKey(cartKey);
  const attempt = (action: (target: Storage) => void) => {
    try {
      const target = storage();
      if (target) action(target);
    } catch {
      // storage switched off: nothing is remembered
    }
  };
  return {
    read: () => {
      try {
        return parsePendingPurchase(storage()?.getItem(key) ?? null);
      } catch {
        return null;
      }
    },
    write: (purchase) => attempt((target) => target.setItem(key, JSON.stringify(purchase))),
    clear: () => attempt((target) => target.removeItem(key)),
  };
}
