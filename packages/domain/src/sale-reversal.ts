import type { ItemState } from './sale-states';

/**
 * Reversal of a sale or of one item from the back-office inquiry (spec §2 inquiry, §5 "Sales can
 * be reversed", FACTS card gateway): only issued items (ACTIVE) go back, each once; a card payment
 * is reversed at the gateway once per sale and within 30 days of the sale, so a card sale allows
 * one reversal in all (a whole sale, or one item, or the automatic refund of failed items took
 * it); a cash sale is paid back from a shift, item by item if need be; a reseller's sale on the
 * partner's account (ACCOUNT) is credited back to the partner's obligation, item by item too.
 */
export const CARD_REVERSAL_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

export type ReversibleItem = {
  id: string;
  state: ItemState;
  amountBgn: number;
  amountEur: number;
};

export type ReversalInput = {
  method: 'CARD' | 'CASH' | 'ACCOUNT';
  /** When the sale was paid (settled); null: never paid. */
  paidAt: Date | null;
  now: Date;
  currency: 'BGN' | 'EUR';
  items: readonly ReversibleItem[];
  /** One item, or the whole sale (null). */
  itemId: string | null;
  /** The sale's card payment has been reversed at the gateway already (for any reason). */
  cardReversed: boolean;
};

export type ReversalCode =
  | 'reversal.notPaid'
  | 'reversal.itemNotFound'
  | 'reversal.alreadyReversed'
  | 'reversal.cardWindowPassed'
  | 'reversal.cardOnce';

export type ReversalPlan =
  | {
      ok: true;
      itemIds: string[];
      amountMinor: number;
      amountBgn: number;
      amountEur: number;
    }
  | { ok: false; code: ReversalCode };

export function planReversal(input: ReversalInput): ReversalPlan {
  if (!input.paidAt) return { ok: false, code: 'reversal.notPaid' };
  let chosen: readonly ReversibleItem[];
  if (input.itemId !== null) {
    const item = input.items.find((i) => i.id === input.itemId);
    if (!item) return { ok: false, code: 'reversal.itemNotFound' };
    if (item.state === 'REVERSED') return { ok: false, code: 'reversal.alreadyReversed' };
    if (item.state !== 'ACTIVE') return { ok: false, code: 'reversal.notPaid' };
    chosen = [item];
  } else {
    chosen = input.items.filter((i) => i.state === 'ACTIVE');
    if (chosen.length === 0)
      return {
        ok: false,
        code: input.items.some((i) => i.state === 'REVERSED')
          ? 'reversal.alreadyReversed'
          : 'reversal.notPaid',
      };
  }
  if (input.method === 'CARD') {
    if (input.cardReversed) return { ok: false, code: 'reversal.cardOnce' };
    if (input.now.getTime() - input.paidAt.getTime() > CARD_REVERSAL_DAYS * DAY_MS)
      return { ok: false, code: 'reversal.cardWindowPassed' };
  }
  const amountBgn = chosen.reduce((sum, i) => sum + i.amountBgn, 0);
  const amountEur = chosen.reduce((sum, i) => sum + i.amountEur, 0);
  return {
    ok: true,
    itemIds: chosen.map((i) => i.id),
    amountMinor: input.currency === 'EUR' ? amountEur : amountBgn,
    amountBgn,
    amountEur,
  };
}

/**
 * Who may reverse a sale (decision; spec §6 names none): a partner administrator and above
 * (`inquiry.reverse`) any sale of their scope; a cashier only their own sale of their shift that
 * is still open (a mistake put right at the counter, paid back from the same till). Anything
 * older goes to the partner administrator.
 */
export function mayReverseSale(input: {
  reversesAny: boolean;
  userId: number;
  sale: { cashierUserId: number | null; shiftOpen: boolean };
}): boolean {
  if (input.reversesAny) return true;
  return input.sale.cashierUserId === input.userId && input.sale.shiftOpen;
}
