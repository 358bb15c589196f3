import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { serviceTariffs } from '../../db/schema/catalog';
import { auditLog, users } from '../../db/schema/identity';
import { plateCorrections, saleItems, sales, vignettes } from '../../db/schema/sales';
import type { Executor } from '../../platform/db/database';

/** Plate corrections' reads and writes (plate-corrections.ts holds the rule and the order). */

/** The fee of a service at a moment: the tariff row in force, or null. */
export async function serviceFeeAt(db: Executor, service: string, at: Date) {
  const [row] = await db
    .select()
    .from(serviceTariffs)
    .where(
      and(
        eq(serviceTariffs.service, service),
        sql`${serviceTariffs.validFrom} <= ${at.toISOString()}::timestamptz`,
        sql`(${serviceTariffs.validTo} is null or ${serviceTariffs.validTo} > ${at.toISOString()}::timestamptz)`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A vignette by its number with its sale's e-mail and whether it has been corrected. */
export async function vignetteForCorrection(db: Executor, number: string, lock = false) {
  const query = db
    .select({
      vignette: vignettes,
      saleEmail: sales.email,
      corrected: sql<boolean>`exists (select 1 from ${plateCorrections} c where c.vignette_id = ${vignettes.id})`,
    })
    .from(vignettes)
    .leftJoin(saleItems, eq(saleItems.id, vignettes.saleItemId))
    .leftJoin(sales, eq(sales.id, saleItems.saleId))
    .where(eq(vignettes.number, number));
  const [row] = lock ? await query.for('update', { of: vignettes }) : await query;
  return row ?? null;
}

/** A vignette's number, or undefined. */
export async function vignetteNumberOf(tx: Executor, vignetteId: string) {
  const [row] = await tx
    .select({ number: vignettes.number })
    .from(vignettes)
    .where(eq(vignettes.id, vignetteId));
  return row?.number;
}

/** Changes a vignette's plate (the no-overlap constraint decides). */
export async function setVignettePlate(tx: Executor, vignetteId: string, plate: string) {
  await tx.update(vignettes).set({ plate }).where(eq(vignettes.id, vignetteId));
}

/** The correction's record and its audit row (dated the payment's moment). */
export async function recordCorrection(
  tx: Executor,
  row: typeof plateCorrections.$inferInsert,
  audit: { before: unknown; after: unknown },
) {
  await tx.insert(plateCorrections).values(row);
  await tx.insert(auditLog).values({
    actorUserId: row.actorUserId,
    action: 'vignette.plateCorrected',
    entity: 'vignette',
    entityId: row.vignetteId,
    before: audit.before,
    after: audit.after,
    at: row.correctedAt,
  });
}

/** The office's list of corrections made in [from, to), newest first. */
export async function listCorrections(
  db: Executor,
  range: { from: Date; to: Date },
  limit: number,
) {
  return db
    .select({
      id: plateCorrections.id,
      correctedAt: plateCorrections.correctedAt,
      vignetteNumber: vignettes.number,
      countryCode: plateCorrections.countryCode,
      oldPlate: plateCorrections.oldPlate,
      newPlate: plateCorrections.newPlate,
      channel: plateCorrections.channel,
      actor: users.username,
      amountBgn: plateCorrections.amountBgn,
      amountEur: plateCorrections.amountEur,
      currency: plateCorrections.currency,
      saleNumber: sales.number,
    })
    .from(plateCorrections)
    .innerJoin(vignettes, eq(vignettes.id, plateCorrections.vignetteId))
    .innerJoin(saleItems, eq(saleItems.id, plateCorrections.saleItemId))
    .innerJoin(sales, eq(sales.id, saleItems.saleId))
    .leftJoin(users, eq(users.id, plateCorrections.actorUserId))
    .where(
      and(
        gte(plateCorrections.correctedAt, range.from),
        lt(plateCorrections.correctedAt, range.to),
      ),
    )
    .orderBy(desc(plateCorrections.correctedAt), desc(plateCorrections.id))
    .limit(limit);
}
