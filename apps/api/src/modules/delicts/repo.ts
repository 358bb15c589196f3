import { and, desc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import {
  compensatoryFeeTariffs,
  delictNoticeSubscriptions,
  delictNoticesSent,
  delicts,
} from '../../db/schema/delicts';
import { countries } from '../../db/schema/master-data';
import { emailUnsubscriptions } from '../../db/schema/vignette-notices';
import type { Executor } from '../../platform/db/database';

export type DelictRow = typeof delicts.$inferSelect;
export type NewDelict = typeof delicts.$inferInsert;

/** How many delicts of one vehicle a look-up answers at most (newest first). */
export const MAX_DELICTS_PER_LOOKUP = 100;

/** A vehicle's delicts registered against this owner, newest passage first. */
export function delictsOfVehicle(
  db: Executor,
  vehicle: { countryCode: string; plate: string; ownerIdHash: string },
): Promise<DelictRow[]> {
  return db
    .select()
    .from(delicts)
    .where(
      and(
        eq(delicts.countryCode, vehicle.countryCode),
        eq(delicts.plate, vehicle.plate),
        eq(delicts.ownerIdHash, vehicle.ownerIdHash),
      ),
    )
    .orderBy(desc(delicts.passageAt))
    .limit(MAX_DELICTS_PER_LOOKUP);
}

export async function findDelictByNumber(
  db: Executor,
  documentNumber: string,
): Promise<DelictRow | null> {
  const [row] = await db.select().from(delicts).where(eq(delicts.documentNumber, documentNumber));
  return row ?? null;
}

export function findDelictsByNumbers(
  db: Executor,
  documentNumbers: readonly string[],
): Promise<DelictRow[]> {
  if (documentNumbers.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(delicts)
    .where(inArray(delicts.documentNumber, [...documentNumbers]));
}

/** The compensatory fee of a vehicle class in force at an instant. */
export async function feeTariffAt(db: Executor, vehicleClass: string, at: Date) {
  const [row] = await db
    .select()
    .from(compensatoryFeeTariffs)
    .where(
      and(
        eq(compensatoryFeeTariffs.vehicleClass, vehicleClass),
        lte(compensatoryFeeTariffs.validFrom, at),
        or(isNull(compensatoryFeeTariffs.validTo), gt(compensatoryFeeTariffs.validTo, at)),
      ),
    );
  return row ?? null;
}

export async function insertDelict(db: Executor, values: NewDelict): Promise<DelictRow> {
  const [row] = await db.insert(delicts).values(values).returning();
  return row!;
}

/**
 * Marks a delict paid by a sale item unless it is paid (or expired) already: one conditional
 * UPDATE. A racing transaction paying the same delict waits for this row's lock, then finds the
 * status changed and updates nothing. Null when nothing was updated.
 */
export async function markDelictPaid(
  db: Executor,
  id: string,
  saleItemId: string,
  paidAt: Date,
): Promise<{ id: string } | null> {
  const [row] = await db
    .update(delicts)
    .set({ status: 'PAID', paidAt, paidBySaleItemId: saleItemId, updatedAt: paidAt })
    .where(and(eq(delicts.id, id), ne(delicts.status, 'PAID'), ne(delicts.status, 'EXPIRED')))
    .returning({ id: delicts.id });
  return row ?? null;
}

export async function delictStatus(db: Executor, id: string): Promise<string | null> {
  const [row] = await db.select({ status: delicts.status }).from(delicts).where(eq(delicts.id, id));
  return row?.status ?? null;
}

/** Subscribes an address to a vehicle's new delicts; false when it already was. */
export async function insertNoticeSubscription(
  db: Executor,
  values: typeof delictNoticeSubscriptions.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(delictNoticeSubscriptions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: delictNoticeSubscriptions.id });
  return rows.length === 1;
}

const unsubscribed = (email: typeof delictNoticeSubscriptions.email) =>
  sql`exists (select 1 from ${emailUnsubscriptions} u where lower(u.email) = lower(${email}))`;

/**
 * The addresses to tell about a delict: subscribed to its vehicle and owner, not unsubscribed
 * from notices, and not told about this delict yet.
 */
export function noticeRecipients(db: Executor, delict: DelictRow) {
  return db
    .select({ email: delictNoticeSubscriptions.email, lang: delictNoticeSubscriptions.lang })
    .from(delictNoticeSubscriptions)
    .where(
      and(
        eq(delictNoticeSubscriptions.countryCode, delict.countryCode),
        eq(delictNoticeSubscriptions.plate, delict.plate),
        eq(delictNoticeSubscriptions.ownerIdHash, delict.ownerIdHash),
        sql`not ${unsubscribed(delictNoticeSubscriptions.email)}`,
        sql`not exists (select 1 from ${delictNoticesSent} s
          where s.delict_id = ${delict.id} and lower(s.email) = lower(${delictNoticeSubscriptions.email}))`,
      ),
    );
}

export async function isUnsubscribed(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: emailUnsubscriptions.email })
    .from(emailUnsubscriptions)
    .where(sql`lower(${emailUnsubscriptions.email}) = lower(${email})`);
  return row !== undefined;
}

/** Records that a notice goes to an address; false when it already went. */
export async function recordNoticeSent(
  db: Executor,
  delictId: string,
  email: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(delictNoticesSent)
    .values({ delictId, email, sentAt: at })
    .onConflictDoNothing()
    .returning({ id: delictNoticesSent.delictId });
  return rows.length === 1;
}

export async function findDelictById(db: Executor, id: string): Promise<DelictRow | null> {
  const [row] = await db.select().from(delicts).where(eq(delicts.id, id));
  return row ?? null;
}

/** A delict with its country's names (for its document), by document number or by id. */
export async function findDelictDocumentRow(
  db: Executor,
  by: { documentNumber: string } | { id: string },
) {
  const [row] = await db
    .select({ delict: delicts, countryBg: countries.nameBg, countryEn: countries.nameEn })
    .from(delicts)
    .leftJoin(countries, eq(countries.code, delicts.countryCode))
    .where('id' in by ? eq(delicts.id, by.id) : eq(delicts.documentNumber, by.documentNumber));
  return row ?? null;
}
