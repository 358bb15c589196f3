import { and, eq, gt, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { vignettes } from '../../db/schema/sales';
import { vignetteExemptions } from '../../db/schema/vignette-notices';
import type { Db } from '../../platform/db/database';

export type CheckedVignetteRow = {
  /** 'V' a vignette, 'S' a free social vignette, 'W' a whitelisted vehicle. */
  source: 'V' | 'S' | 'W';
  number: string | null;
  vehicleType: string;
  period: string | null;
  validFrom: Date;
  validUntil: Date;
  amountBgn: number;
  amountEur: number;
  currency: string;
  issuedAt: Date;
};

/**
 * The hottest query of the system: a vehicle's active vignettes and exemptions that have not
 * ended, on the (country_code, plate, valid_until) indexes, in one round trip, prepared once per
 * process.
 */
export function prepareVehicleVignettes(db: Db) {
  const paid = db
    .select({
      source: sql<string>`'V'`.as('source'),
      number: sql<string | null>`${vignettes.number}`,
      vehicleType: vignettes.vehicleType,
      period: sql<string | null>`${vignettes.period}`,
      validFrom: vignettes.validFrom,
      validUntil: vignettes.validUntil,
      amountBgn: vignettes.amountBgn,
      amountEur: vignettes.amountEur,
      currency: vignettes.currency,
      issuedAt: vignettes.issuedAt,
    })
    .from(vignettes)
    .where(
      and(
        eq(vignettes.countryCode, sql.placeholder('country')),
        eq(vignettes.plate, sql.placeholder('plate')),
        eq(vignettes.status, 'ACTIVE'),
        gt(vignettes.validUntil, sql.placeholder('after')),
      ),
    );
  const exempt = db
    .select({
      source: sql<string>`case when ${vignetteExemptions.kind} = 'SOCIAL' then 'S' else 'W' end`,
      number: sql<string | null>`null::text`,
      vehicleType: sql<string>`'car'`,
      period: sql<string | null>`case when ${vignetteExemptions.kind} = 'SOCIAL' then 'ANNUAL' end`,
      validFrom: vignetteExemptions.validFrom,
      validUntil: vignetteExemptions.validUntil,
      amountBgn: sql<number>`0`,
      amountEur: sql<number>`0`,
      currency: sql<string>`'EUR'`,
      issuedAt: vignetteExemptions.createdAt,
    })
    .from(vignetteExemptions)
    .where(
      and(
        eq(vignetteExemptions.countryCode, sql.placeholder('country')),
        eq(vignetteExemptions.plate, sql.placeholder('plate')),
        eq(vignetteExemptions.status, 'ACTIVE'),
        gt(vignetteExemptions.validUntil, sql.placeholder('after')),
      ),
    );
  const query = unionAll(paid, exempt)
    .orderBy(sql`5 desc`)
    .limit(8)
    .prepare('vehicle_vignettes');
  return async (country: string, plate: string, after: Date): Promise<CheckedVignetteRow[]> => {
    const rows = (await query.execute({
      country,
      plate,
      after: after.toISOString(),
    })) as Record<string, unknown>[];
    // Union columns arrive as the driver gives them; make the types plain.
    return rows.map((row) => ({
      source: row.source as CheckedVignetteRow['source'],
      number: (row.number as string | null) ?? null,
      vehicleType: row.vehicleType as string,
      period: (row.period as string | null) ?? null,
      validFrom: new Date(row.validFrom as string),
      validUntil: new Date(row.validUntil as string),
      amountBgn: Number(row.amountBgn),
      amountEur: Number(row.amountEur),
      currency: row.currency as string,
      issuedAt: new Date(row.issuedAt as string),
    }));
  };
}

/** A vignette by its number, deactivated ones too, with the vehicle it belongs to. */
export async function vignetteByNumber(db: Db, number: string) {
  const [row] = await db
    .select({
      number: vignettes.number,
      vehicleType: vignettes.vehicleType,
      period: vignettes.period,
      validFrom: vignettes.validFrom,
      validUntil: vignettes.validUntil,
      amountBgn: vignettes.amountBgn,
      amountEur: vignettes.amountEur,
      currency: vignettes.currency,
      issuedAt: vignettes.issuedAt,
      countryCode: vignettes.countryCode,
      plate: vignettes.plate,
      id: vignettes.id,
      status: vignettes.status,
    })
    .from(vignettes)
    .where(eq(vignettes.number, number));
  return row ?? null;
}
