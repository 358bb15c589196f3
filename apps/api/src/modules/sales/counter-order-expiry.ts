import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SaleState } from '@toll/domain/sale-states';
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
