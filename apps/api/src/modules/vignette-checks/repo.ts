import { eq } from 'drizzle-orm';
import { vignettes } from '../../db/schema/sales';
import type { Database, Db } from '../../platform/db/database';

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
 * ended, in one round trip. Plain SQL as a named statement (prepared once per connection), without
 * the query builder: the builder's per-call work and row mapping were ~5 % of a check. The
 * vignettes' branch has its own `order by valid_until desc limit 8` so that PostgreSQL reads the
 * (country_code, plate, valid_until) b-tree backwards, as the bare lookup does; without it the
 * planner chose the no-overlap GiST index, several times slower per probe. Ordering by start or
 * by end is the same among one vehicle's vignettes (they cannot overlap). The exemptions' branch
 * is one probe of a tiny index (~0.01 ms).
 */
const VEHICLE_VIGNETTES = `
  (select 'V' as source, number, vehicle_type as "vehicleType", period, valid_from as "validFrom",
    valid_until as "validUntil", amount_bgn as "amountBgn", amount_eur as "amountEur", currency,
    created_at as "issuedAt"
  from vignettes
  where country_code = $1 and plate = $2 and status = 'ACTIVE' and valid_until > $3
  order by valid_until desc
  limit 8)
  union all
  (select case when kind = 'SOCIAL' then 'S' else 'W' end, null, 'car',
    case when kind = 'SOCIAL' then 'ANNUAL' end, valid_from, valid_until, 0, 0, 'EUR', created_at
  from vignette_exemptions
  where country_code = $1 and plate = $2 and status = 'ACTIVE' and valid_until > $3)
  order by 5 desc
  limit 8`;

export function prepareVehicleVignettes(database: Database) {
  return (country: string, plate: string, after: Date): Promise<CheckedVignetteRow[]> =>
    database.preparedQuery<CheckedVignetteRow>('vehicle_vignettes', VEHICLE_VIGNETTES, [
      country,
      plate,
      after,
    ]);
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
