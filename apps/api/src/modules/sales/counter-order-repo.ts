import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { SaleState } from '@toll/domain/sale-states';
import { cashierShifts } from '../../db/schema/pos-shifts';
import { saleItems, sales } from '../../db/schema/sales';
import type { Executor } from '../../platform/db/database';

/** Counter orders past their payment deadline (spec §9): expired, their items cancelled. */
export const PAYABLE: SaleState[] = ['AWAITING_PAYMENT', 'PAYMENT_UNKNOWN', 'PAYMENT_FAILED'];

/**
 * Expires the still-payable counter orders that `where` selects (with `sales` columns): the sale
 * becomes EXPIRED and its pending items CANCELLED. Returns the expired sale ids.
 */
export async function expireOrders(tx: Executor, where: SQL, now: Date): Promise<string[]> {
  const expired = await tx
    .update(sales)
    .set({ state: 'EXPIRED', updatedAt: now })
    .where(and(sql`${sales.payBy} is not null`, inArray(sales.state, PAYABLE), where))
    .returning({ id: sales.id });
  const ids = expired.map((row) => row.id);
  if (ids.length > 0)
    await tx
      .update(saleItems)
      .set({ state: 'CANCELLED' })
      .where(and(inArray(saleItems.saleId, ids), eq(saleItems.state, 'PENDING')));
  return ids;
}

/** The counter orders of a shift whose card payment may still be approved before its deadline. */
export async function ordersBeingPaid(tx: Executor, shiftId: number, now: Date) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(sales)
    .where(
      and(
        eq(sales.shiftId, shiftId),
        inArray(sales.state, ['AWAITING_PAYMENT', 'PAYMENT_UNKNOWN']),
        sql`${sales.payBy} > ${now.toISOString()}::timestamptz`,
      ),
    );
  return row?.n ?? 0;
}

/** A sale, locked for the transaction, or undefined. */
export async function lockSale(tx: Executor, saleId: string) {
  const [sale] = await tx.select().from(sales).where(eq(sales.id, saleId)).for('update');
  return sale;
}

/** Whether this shift is open, share-locked so that it cannot close until the transaction ends. */
export async function lockOpenShift(tx: Executor, shiftId: number): Promise<boolean> {
  const [shift] = await tx
    .select({ id: cashierShifts.id })
    .from(cashierShifts)
    .where(and(eq(cashierShifts.id, shiftId), eq(cashierShifts.status, 1)))
    .for('share');
  return shift !== undefined;
}

/** Expires one still-payable counter order (see expireOrders). */
export const expireSale = (tx: Executor, saleId: string, now: Date) =>
  expireOrders(tx, eq(sales.id, saleId), now);

/**
 * Expires up to `limit` counter orders past their deadline and still payable, skipping those
 * another transaction holds. Returns the expired sale ids.
 */
export function expireDueOrders(tx: Executor, now: Date, limit: number): Promise<string[]> {
  const due = tx
    .select({ id: sales.id })
    .from(sales)
    .where(
      and(sql`${sales.payBy} is not null`, lte(sales.payBy, now), inArray(sales.state, PAYABLE)),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  return expireOrders(tx, inArray(sales.id, due), now);
}
