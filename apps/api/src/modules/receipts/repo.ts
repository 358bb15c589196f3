import { and, asc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { countries } from '../../db/schema/master-data';
import { paymentAttempts, routePasses, saleItems, sales, vignettes } from '../../db/schema/sales';
import { queryRows, type Executor } from '../../platform/db/database';

const vignetteCountry = alias(countries, 'vignette_country');
const passCountry = alias(countries, 'pass_country');

/** A vignette with the number and e-mail of its sale and its country's names. */
export async function findVignetteRow(db: Executor, id: string) {
  const [row] = await db
    .select({
      vignette: vignettes,
      saleNumber: sales.number,
      saleEmail: sales.email,
      saleLang: sales.lang,
      countryBg: vignetteCountry.nameBg,
      countryEn: vignetteCountry.nameEn,
    })
    .from(vignettes)
    .leftJoin(saleItems, eq(saleItems.id, vignettes.saleItemId))
    .leftJoin(sales, eq(sales.id, saleItems.saleId))
    .leftJoin(vignetteCountry, eq(vignetteCountry.code, vignettes.countryCode))
    .where(eq(vignettes.id, id));
  return row ?? null;
}

/** A route pass with the number and e-mail of its sale and its country's names. */
export async function findRoutePassRow(db: Executor, id: string) {
  const [row] = await db
    .select({
      pass: routePasses,
      saleNumber: sales.number,
      saleEmail: sales.email,
      saleLang: sales.lang,
      countryBg: passCountry.nameBg,
      countryEn: passCountry.nameEn,
    })
    .from(routePasses)
    .innerJoin(saleItems, eq(saleItems.id, routePasses.saleItemId))
    .innerJoin(sales, eq(sales.id, saleItems.saleId))
    .leftJoin(passCountry, eq(passCountry.code, routePasses.countryCode))
    .where(eq(routePasses.id, id));
  return row ?? null;
}

export async function findSale(db: Executor, saleId: string) {
  const [row] = await db.select().from(sales).where(eq(sales.id, saleId));
  return row ?? null;
}

/** The ids of what a sale issued, for its ACTIVE items in the order they were bought. */
export function listIssuedDocuments(db: Executor, saleId: string) {
  return (
    db
      .select({
        position: saleItems.position,
        kind: saleItems.kind,
        delictId: saleItems.delictId,
        vignetteId: vignettes.id,
        routePassId: routePasses.id,
      })
      .from(saleItems)
      // a plate correction's receipt carries the corrected vignette
      .leftJoin(
        vignettes,
        or(eq(vignettes.saleItemId, saleItems.id), eq(vignettes.id, saleItems.vignetteId)),
      )
      .leftJoin(routePasses, eq(routePasses.saleItemId, saleItems.id))
      .where(and(eq(saleItems.saleId, saleId), eq(saleItems.state, 'ACTIVE')))
      .orderBy(asc(saleItems.position))
  );
}

/** The approved card payment of a sale (its references for the receipt), if any. */
export async function findApprovedAttempt(db: Executor, saleId: string) {
  const [row] = await db
    .select({
      orderCode: paymentAttempts.orderCode,
      rrn: paymentAttempts.rrn,
      approval: paymentAttempts.approval,
    })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.saleId, saleId), eq(paymentAttempts.state, 'APPROVED')))
    .orderBy(asc(paymentAttempts.createdAt))
    .limit(1);
  return row ?? null;
}

/** Class id of the receipt's advisory locks (the second key is the sale id's hash). */
const RECEIPT_LOCK_CLASS = 7_301;

/**
 * Takes the transaction-scoped advisory lock of one sale's receipt; false when another
 * transaction holds it. Released by the end of the transaction.
 */
export async function tryLockReceipt(tx: Executor, saleId: string): Promise<boolean> {
  const [row] = await queryRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${RECEIPT_LOCK_CLASS}, hashtext(${saleId})) as locked`,
  );
  return row?.locked === true;
}

export async function receiptSentAt(tx: Executor, saleId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ at: sales.receiptSentAt })
    .from(sales)
    .where(eq(sales.id, saleId));
  return row?.at ?? null;
}

/** Marks the receipt sent unless it already was; true when this call marked it. */
export async function markReceiptSent(tx: Executor, saleId: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(sales)
    .set({ receiptSentAt: at })
    .where(and(eq(sales.id, saleId), sql`${sales.receiptSentAt} is null`))
    .returning({ id: sales.id });
  return rows.length === 1;
}
