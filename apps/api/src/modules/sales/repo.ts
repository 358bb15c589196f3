import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { delicts } from '../../db/schema/delicts';
import { countries } from '../../db/schema/master-data';
import {
  gatewayMessages,
  paymentAttempts,
  paymentReversals,
  routePasses,
  saleItems,
  sales,
  vignettes,
} from '../../db/schema/sales';
import type { Executor } from '../../platform/db/database';
import { namedQuery } from '../../platform/db/wire';
import { storableJson } from '../../platform/storable';

export type SaleRow = typeof sales.$inferSelect;
export type SaleItemRow = typeof saleItems.$inferSelect;
export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type ReversalRow = typeof paymentReversals.$inferSelect;
export type VignetteRow = typeof vignettes.$inferSelect;
export type NewSaleItem = typeof saleItems.$inferInsert;

export async function listCountryCodes(db: Executor): Promise<string[]> {
  const rows = await db.select({ code: countries.code }).from(countries);
  return rows.map((row) => row.code);
}

/**
 * Active vignettes of these vehicles that end after `after`, and the vignettes of counter orders
 * still being paid within their 30 minutes (spec §9): such an order holds its vehicle's window
 * until it is paid or expires. Windows end exclusively (`validUntil`).
 */
export async function activeWindows(
  db: Executor,
  vehicles: readonly { countryCode: string; plate: string }[],
  after: Date,
) {
  if (vehicles.length === 0) return [];
  // One statement (one round trip), prepared once per connection (every sale asks it; planned
  // anew each time it cost more than its run): the issued vignettes and the held ones, looked up
  // vehicle by vehicle (a plan that does not depend on the values or on the tables' statistics:
  // the plate index of each table; the vehicles as JSON, whose row estimate does not depend on
  // the values either, so the plan is made once). The vignette's status is returned, not
  // filtered on: filtered, the planner preferred the no-overlap index (partial on ACTIVE), which
  // cannot seek by plate.
  const found = await namedQuery<{
    country_code: string;
    plate: string;
    valid_from: Date;
    valid_until: Date;
    holds: boolean;
  }>(
    db,
    'sales_active_windows',
    `with w as (select distinct * from jsonb_to_recordset($1::jsonb) as w(country_code text, plate text))
     select x.* from w cross join lateral (
       select v.country_code, v.plate, v.valid_from, v.valid_until, v.status = 'ACTIVE' as holds
         from vignettes v
         where v.country_code = w.country_code and v.plate = w.plate and v.valid_until > $2
       union all
       select i.country_code, i.plate, i.valid_from, i.valid_to + interval '1 second', true
         from sale_items i join sales s on s.id = i.sale_id
         where i.plate = w.plate and i.country_code = w.country_code and i.kind = 'VIGNETTE'
           and i.state = 'PENDING' and s.state = any($3::text[]) and s.pay_by > $2
           and i.valid_to > $2) x`,
    [
      JSON.stringify(vehicles.map((v) => ({ country_code: v.countryCode, plate: v.plate }))),
      after.toISOString(),
      HOLDING_STATES,
    ],
  );
  const rows = found.filter((r) => r.holds);
  return rows.map((r) => ({
    countryCode: r.country_code,
    plate: r.plate,
    validFrom: new Date(r.valid_from),
    validUntil: new Date(r.valid_until),
  }));
}

/**
 * A counter order holds its vehicles while its card payment may still be approved; a declined one
 * (PAYMENT_FAILED) frees them at once, so the cashier can sell again (pay again, or in cash).
 */
export const HOLDING_STATES: string[] = ['AWAITING_PAYMENT', 'PAYMENT_UNKNOWN'];

/** The next ORDER: 6 digits from a cycling sequence (the constraint guards the 24 hours). */
export const nextOrderCode = () => sql<string>`lpad(nextval('payment_order_seq')::text, 6, '0')`;

/**
 * A document number made by the database: the given YYMMDD prefix and the next serial of the one
 * sequence every kind draws from (migration 0013; `document_numbers` keeps numbers unique across
 * kinds).
 */
export const numberFromSequence = (prefix: string) =>
  sql<string>`${prefix} || lpad(nextval('document_number_seq')::text, 8, '0')`;

export async function findSale(db: Executor, id: string) {
  const [row] = await db.select().from(sales).where(eq(sales.id, id));
  return row ?? null;
}

/**
 * Claims the attempts whose status check is due (oldest first, at most `limit`): their due time is
 * cleared in the same statement, so two sweeps never claim one attempt. Skips rows another
 * transaction holds (a result being recorded right now).
 */
export async function claimDueStatusChecks(db: Executor, at: Date, limit: number) {
  const due = db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(sql`${paymentAttempts.statusCheckAt} <= ${at.toISOString()}::timestamptz`)
    .orderBy(asc(paymentAttempts.statusCheckAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(paymentAttempts)
    .set({ statusCheckAt: null })
    .where(inArray(paymentAttempts.id, due))
    .returning({ id: paymentAttempts.id });
}

/**
 * After a restart: every attempt made before `before` that still waits for its answer is due for a
 * status check at `at` (an approval whose return died with the previous process is found now, not
 * at the end of the gateway's window; an answer "still in progress" is not final: the sale waits
 * as PAYMENT_UNKNOWN for the buyer's result or the final check). Returns how many were brought
 * forward.
 */
export async function bringStatusChecksForward(db: Executor, before: Date, at: Date) {
  const rows = await db
    .update(paymentAttempts)
    .set({ statusCheckAt: at })
    .where(
      sql`${paymentAttempts.final} = false
          and ${paymentAttempts.statusCheckAt} > ${at.toISOString()}::timestamptz
          and ${paymentAttempts.createdAt} < ${before.toISOString()}::timestamptz`,
    )
    .returning({ id: paymentAttempts.id });
  return rows.length;
}

export async function findAttempt(db: Executor, id: string) {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
  return row ?? null;
}

/**
 * Locks the attempt a gateway message answers, with its sale (FOR UPDATE locks both rows): by
 * terminal and NONCE when the gateway echoes ours, else the attempt with this ORDER whose 24 hours
 * hold `at`. One statement, inside the caller's transaction.
 */
export async function lockAttemptFor(
  db: Executor,
  terminal: string,
  orderCode: string,
  nonce: string | undefined,
  at: Date,
) {
  const instant = at.toISOString();
  const [row] = await db
    .select({ sale: sales, attempt: paymentAttempts })
    .from(paymentAttempts)
    .innerJoin(sales, eq(sales.id, paymentAttempts.saleId))
    .where(
      and(
        eq(paymentAttempts.terminal, terminal),
        eq(paymentAttempts.orderCode, orderCode),
        or(
          eq(paymentAttempts.nonce, nonce ?? ''),
          and(
            sql`${paymentAttempts.createdAt} <= ${instant}::timestamptz`,
            sql`${paymentAttempts.orderReusableAt} > ${instant}::timestamptz`,
          ),
        ),
      ),
    )
    .orderBy(sql`${paymentAttempts.nonce} = ${nonce ?? ''} desc`, desc(paymentAttempts.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function updateAttempt(
  db: Executor,
  id: string,
  values: Partial<typeof paymentAttempts.$inferInsert>,
) {
  await db.update(paymentAttempts).set(values).where(eq(paymentAttempts.id, id));
}

export async function updateSale(
  db: Executor,
  id: string,
  values: Partial<typeof sales.$inferInsert>,
) {
  await db.update(sales).set(values).where(eq(sales.id, id));
}

export async function saleItemsOf(db: Executor, saleId: string) {
  return db
    .select()
    .from(saleItems)
    .where(eq(saleItems.saleId, saleId))
    .orderBy(asc(saleItems.position));
}

export async function updateItem(
  db: Executor,
  id: string,
  values: Partial<typeof saleItems.$inferInsert>,
) {
  await db.update(saleItems).set(values).where(eq(saleItems.id, id));
}

export async function insertRoutePass(db: Executor, values: PgInsertValue<typeof routePasses>) {
  const [row] = await db.insert(routePasses).values(values).returning();
  return row!;
}

export async function vignettesOfSale(db: Executor, itemIds: readonly string[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({ id: vignettes.id, number: vignettes.number, saleItemId: vignettes.saleItemId })
    .from(vignettes)
    .where(inArray(vignettes.saleItemId, [...itemIds]));
}

export async function routePassesOfSale(db: Executor, itemIds: readonly string[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({ id: routePasses.id, number: routePasses.number, saleItemId: routePasses.saleItemId })
    .from(routePasses)
    .where(inArray(routePasses.saleItemId, [...itemIds]));
}

/** The delicts that items of a sale pay (document number and type, by item id). */
export async function delictsOfSale(db: Executor, itemIds: readonly string[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({
      saleItemId: saleItems.id,
      documentNumber: delicts.documentNumber,
      delictType: delicts.delictType,
    })
    .from(saleItems)
    .innerJoin(delicts, eq(delicts.id, saleItems.delictId))
    .where(inArray(saleItems.id, [...itemIds]));
}

/**
 * A sale's items in order, each with the document it was issued as (vignette, route pass) or the
 * delict it pays: one statement for the sale's view instead of four.
 */
export async function saleItemsWithDocuments(db: Executor, saleId: string) {
  return (
    db
      .select({
        item: saleItems,
        vignetteId: vignettes.id,
        vignetteNumber: vignettes.number,
        routePassId: routePasses.id,
        routePassNumber: routePasses.number,
        delictDocumentNumber: delicts.documentNumber,
        delictType: delicts.delictType,
      })
      .from(saleItems)
      // a plate correction names the vignette it corrected
      .leftJoin(
        vignettes,
        or(eq(vignettes.saleItemId, saleItems.id), eq(vignettes.id, saleItems.vignetteId)),
      )
      .leftJoin(routePasses, eq(routePasses.saleItemId, saleItems.id))
      .leftJoin(delicts, eq(delicts.id, saleItems.delictId))
      .where(eq(saleItems.saleId, saleId))
      .orderBy(asc(saleItems.position))
  );
}

export async function latestAttempt(db: Executor, saleId: string) {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.saleId, saleId))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  return row ?? null;
}

export async function reversalsOfSale(db: Executor, saleId: string) {
  return db.select().from(paymentReversals).where(eq(paymentReversals.saleId, saleId));
}

/** Creates the one reversal an attempt may have; false when it already exists. */
export async function insertReversal(db: Executor, values: typeof paymentReversals.$inferInsert) {
  const rows = await db.insert(paymentReversals).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function lockReversal(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(paymentReversals)
    .where(eq(paymentReversals.id, id))
    .for('update');
  return row ?? null;
}

export async function updateReversal(
  db: Executor,
  id: string,
  values: Partial<typeof paymentReversals.$inferInsert>,
) {
  await db.update(paymentReversals).set(values).where(eq(paymentReversals.id, id));
}

export async function logGatewayMessage(db: Executor, values: typeof gatewayMessages.$inferInsert) {
  await db.insert(gatewayMessages).values({ ...values, fields: storableJson(values.fields) });
}

export async function salesOfUser(
  db: Executor,
  userId: number,
  options: { activeAfter: Date | null; offset: number; limit: number },
) {
  const activeFilter = options.activeAfter
    ? sql`exists (select 1 from ${saleItems} si
        left join ${vignettes} v on v.sale_item_id = si.id
        left join ${routePasses} rp on rp.sale_item_id = si.id
        where si.sale_id = ${sales.id}
          and (v.valid_until > ${options.activeAfter.toISOString()}::timestamptz
            or rp.valid_until > ${options.activeAfter.toISOString()}::timestamptz))`
    : undefined;
  const where = and(eq(sales.userId, userId), activeFilter);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sales)
    .where(where);
  const rows = await db
    .select({ id: sales.id })
    .from(sales)
    .where(where)
    .orderBy(desc(sales.createdAt), desc(sales.number))
    .offset(options.offset)
    .limit(options.limit);
  return { total: count?.n ?? 0, ids: rows.map((row) => row.id) };
}

/** Items whose activation failed after payment, newest first (the back-office list). */
export async function failedActivations(db: Executor, limit: number) {
  return db
    .select({
      item: saleItems,
      saleNumber: sales.number,
      email: sales.email,
      currency: sales.currency,
      settledAt: sales.settledAt,
      refundState: paymentReversals.state,
    })
    .from(saleItems)
    .innerJoin(sales, eq(sales.id, saleItems.saleId))
    .leftJoin(
      paymentReversals,
      and(eq(paymentReversals.saleId, sales.id), eq(paymentReversals.reason, 'ACTIVATION_FAILED')),
    )
    .where(eq(saleItems.state, 'ACTIVATION_FAILED'))
    .orderBy(desc(sales.settledAt))
    .limit(limit);
}

export async function routePassOfUser(db: Executor, id: string, userId: number) {
  const [row] = await db
    .select({ pass: routePasses, saleId: saleItems.saleId })
    .from(routePasses)
    .innerJoin(saleItems, eq(saleItems.id, routePasses.saleItemId))
    .where(and(eq(routePasses.id, id), eq(routePasses.userId, userId)));
  return row ?? null;
}

/** A route pass with the id of the sale it was sold in. */
export async function routePassWithSale(db: Executor, id: string) {
  const [row] = await db
    .select({ pass: routePasses, saleId: saleItems.saleId })
    .from(routePasses)
    .innerJoin(saleItems, eq(saleItems.id, routePasses.saleItemId))
    .where(eq(routePasses.id, id));
  return row ?? null;
}
