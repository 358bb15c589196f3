import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayReverseSale, planReversal, type ReversalInput } from './sale-reversal';

const paidAt = new Date('2026-11-01T10:00:00Z');
const base: ReversalInput = {
  method: 'CASH',
  paidAt,
  now: new Date('2026-11-02T10:00:00Z'),
  currency: 'EUR',
  items: [
    { id: 'a', state: 'ACTIVE', amountBgn: 1500, amountEur: 767 },
    { id: 'b', state: 'ACTIVE', amountBgn: 3000, amountEur: 1534 },
    { id: 'c', state: 'REVERSED', amountBgn: 1500, amountEur: 767 },
  ],
  itemId: null,
  cardReversed: false,
};

describe('planReversal', () => {
  it('reverses every active item of a whole sale, in the sale currency', () => {
    expect(planReversal(base)).toEqual({
      ok: true,
      itemIds: ['a', 'b'],
      amountMinor: 2301,
      amountBgn: 4500,
      amountEur: 2301,
    });
  });

  it('reverses one item, never twice', () => {
    expect(planReversal({ ...base, itemId: 'b' })).toMatchObject({ ok: true, itemIds: ['b'] });
    expect(planReversal({ ...base, itemId: 'c' })).toEqual({
      ok: false,
      code: 'reversal.alreadyReversed',
    });
    expect(planReversal({ ...base, itemId: 'x' })).toEqual({
      ok: false,
      code: 'reversal.itemNotFound',
    });
    const allGone = base.items.map((i) => ({ ...i, state: 'REVERSED' as const }));
    expect(planReversal({ ...base, items: allGone })).toEqual({
      ok: false,
      code: 'reversal.alreadyReversed',
    });
  });

  it('reverses a sale on a partner’s account item by item, with no card limits', () => {
    const account = { ...base, method: 'ACCOUNT' as const, cardReversed: true };
    const late = { ...account, now: new Date('2027-02-01T10:00:00Z') };
    expect(planReversal({ ...late, itemId: 'a' })).toMatchObject({ ok: true, itemIds: ['a'] });
    expect(planReversal(late)).toMatchObject({ ok: true, itemIds: ['a', 'b'] });
  });

  it('refuses an unpaid sale', () => {
    expect(planReversal({ ...base, paidAt: null })).toEqual({
      ok: false,
      code: 'reversal.notPaid',
    });
  });

  it('allows one card reversal per sale, within 30 days', () => {
    const card = { ...base, method: 'CARD' as const };
    expect(planReversal({ ...card, now: new Date('2026-12-01T10:00:00Z') }).ok).toBe(true);
    expect(planReversal({ ...card, now: new Date('2026-12-01T10:00:01Z') })).toEqual({
      ok: false,
      code: 'reversal.cardWindowPassed',
    });
    expect(planReversal({ ...card, cardReversed: true })).toEqual({
      ok: false,
      code: 'reversal.cardOnce',
    });
    // Cash has no window: paid back from a shift whenever.
    expect(planReversal({ ...base, now: new Date('2027-06-01T00:00:00Z') }).ok).toBe(true);
  });

  it('never returns more than the active items are worth, nor a reversed item', () => {
    const state = fc.constantFrom('ACTIVE', 'REVERSED', 'ACTIVATION_FAILED', 'PENDING');
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            state,
            amountBgn: fc.integer({ min: 1, max: 100_000 }),
            amountEur: fc.integer({ min: 1, max: 50_000 }),
          }),
          { maxLength: 6 },
        ),
        (rows) => {
          const items = rows.map((r, i) => ({ ...r, id: String(i) }));
          const plan = planReversal({ ...base, items });
          const active = items.filter((i) => i.state === 'ACTIVE');
          if (!plan.ok) return active.length === 0;
          return (
            plan.itemIds.every((id) => active.some((i) => i.id === id)) &&
            plan.amountEur === active.reduce((s, i) => s + i.amountEur, 0)
          );
        },
      ),
    );
  });
});

describe('mayReverseSale', () => {
  it('lets a cashier reverse only their own sale of their open shift; an administrator any', () => {
    const sale = { cashierUserId: 7, shiftOpen: true };
    expect(mayReverseSale({ reversesAny: false, userId: 7, sale })).toBe(true);
    expect(mayReverseSale({ reversesAny: false, userId: 8, sale })).toBe(false);
    expect(
      mayReverseSale({ reversesAny: false, userId: 7, sale: { ...sale, shiftOpen: false } }),
    ).toBe(false);
    expect(
      mayReverseSale({
        reversesAny: false,
        userId: 7,
        sale: { cashierUserId: null, shiftOpen: false },
      }),
    ).toBe(false);
    expect(
      mayReverseSale({ reversesAny: true, userId: 8, sale: { ...sale, shiftOpen: false } }),
    ).toBe(true);
  });
});
