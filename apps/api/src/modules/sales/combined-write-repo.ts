import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import {
  gatewayMessages,
  paymentAttempts,
  saleItems,
  sales,
  vignettes,
} from '../../db/schema/sales';
import { queryRows, type Executor } from '../../platform/db/database';
import { storableJson } from '../../platform/storable';
import type { NewSaleItem } from './repo';

/*
 * Writes of the purchase path that used to be two or three statements, each one statement with
 * data-modifying CTEs: fewer round trips to PostgreSQL per purchase (bench/README.md).
 */

/** The new order's sale (its number from the database) and its first payment attempt. */
export type InsertedOrder = {
  saleId: string;
  saleNumber: number;
  attemptId: string;
  orderCode: string;
  nonce: string;
};

/**
 * Inserts a sale, its items and its first payment attempt in one statement (one round trip
 * instead of three): the ids are made here, so no insert waits for another's answer. The
 * foreign keys are checked at the end of the statement, when all three rows exist.
 */
export async function insertOrder(
  db: Executor,
  order: {
    sale: Omit<typeof sales.$inferInsert, 'id'>;
    items: Omit<NewSaleItem, 'saleId'>[];
    attempt: Omit<typeof paymentAttempts.$inferInsert, 'id' | 'saleId' | 'orderCode'> & {
      orderCode: SQL<string>;
    };
  },
): Promise<InsertedOrder> {
  const saleId = randomUUID();
  const attemptId = randomUUID();
  const saleInsert = db
    .insert(sales)
    .values({ ...order.sale, id: saleId })
    .returning({ number: sales.number });
  const attemptInsert = db
    .insert(paymentAttempts)
    .values({ ...order.attempt, id: attemptId, saleId })
    .returning({ orderCode: paymentAttempts.orderCode, nonce: paymentAttempts.nonce });
  const items =
    order.items.length > 0
      ? sql`, i as (${db
          .insert(saleItems)
          .values(order.items.map((item) => ({ ...item, saleId })))
          .getSQL()})`
      : sql``;
  const [row] = await queryRows<{ number: string | number; orderCode: string; nonce: string }>(
    db,
    sql`with s as (${saleInsert.getSQL()})${items}, a as (${attemptInsert.getSQL()})
      select s.number, a.order_code as "orderCode", a.nonce from s, a`,
  );
  return {
    saleId,
    saleNumber: Number(row!.number),
    attemptId,
    orderCode: row!.orderCode,
    nonce: row!.nonce,
  };
}

/**
 * Issues a vignette for a sale item and marks the item ACTIVE in one statement, unless the
 * vignette would overlap an active one of the same vehicle (the exclusion constraint decides,
 * waiting for a racing transaction to finish) or the item has one already (its unique index):
 * then nothing changes and the answer is false.
 */
export async function issueVignetteForItem(
  db: Executor,
  values: PgInsertValue<typeof vignettes> & { saleItemId: string },
  item: Partial<typeof saleItems.$inferInsert>,
): Promise<{ id: string; number: string } | null> {
  const insert = db
    .insert(vignettes)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: vignettes.id, number: vignettes.number });
  const update = db
    .update(saleItems)
    .set(item)
    .where(and(eq(saleItems.id, values.saleItemId), sql`exists (select 1 from v)`));
  // the issued vignette's id and number come back with the item's update (the sale's answer)
  const rows = await queryRows<{ id: string; number: string }>(
    db,
    sql`with v as (${insert.getSQL()}), u as (${update.getSQL()})
        select id, number from v`,
  );
  return rows[0] ?? null;
}

export type GatewayMessage = typeof gatewayMessages.$inferInsert;

/** Logs a gateway message and records its answer on the attempt, in one statement. */
export async function updateAttemptAndLog(
  db: Executor,
  id: string,
  message: GatewayMessage,
  values: Partial<typeof paymentAttempts.$inferInsert>,
) {
  const log = db
    .insert(gatewayMessages)
    .values({ ...message, fields: storableJson(message.fields) });
  const update = db.update(paymentAttempts).set(values).where(eq(paymentAttempts.id, id));
  await db.execute(sql`with m as (${log.getSQL()}) ${update.getSQL()}`);
}
