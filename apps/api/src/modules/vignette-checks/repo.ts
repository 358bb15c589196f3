import { eq } from 'drizzle-orm';
import { vignettes } from '../../db/schema/sales';
import { batchedLookup } from '../../platform/db/batched-lookup';
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
 * The hottest query of the system: the active vignettes and exemptions that have not ended of a
 * batch of vehicles, in one round trip (see `batchedLookup`: concurrent checks share a statement).
 * Plain SQL as a named statement (prepared once per connection), without the query builder: the
 * builder's per-call work and row mapping were ~5 % of a check. For each vehicle of the batch
 * (`unnest … with ordinality` keeps its position) the vignettes' branch has its own
 * `order by valid_until desc limit 8` so that PostgreSQL reads the (country_code, plate,
 * valid_until) b-tree backwards, as the bare lookup does; without it the planner chose the
 * no-overlap GiST index, several times slower per probe. Ordering by start or by end is the same
 * among one vehicle's vignettes (they cannot overlap). The exemptions' branch is one probe of a
 * tiny index (~0.01 ms).
 */
const VEHICLES_VIGNETTES = `
  select k.i::int as "key", r.*
  from unnest($1::text[], $2::text[]) with ordinality as k(country, plate, i)
  cross join lateral (
    (select 'V' as source, v.number, v.vehicle_type as "vehicleType", v.period,
      v.valid_from as "validFrom", v.valid_until as "validUntil", v.amount_bgn as "amountBgn",
      v.amount_eur as "amountEur", v.currency, v.created_at as "issuedAt"
    from vignettes v
    where v.country_code = k.country and v.plate = k.plate and v.status = 'ACTIVE'
      and v.valid_until > $3
    order by v.valid_until desc
    limit 8)
    union all
    (select case when e.kind = 'SOCIAL' then 'S' else 'W' end, null, 'car',
      case when e.kind = 'SOCIAL' then 'ANNUAL' end, e.valid_from, e.valid_until, 0, 0, 'EUR',
      e.created_at
    from vignette_exemptions e
    where e.country_code = k.country and e.plate = k.plate and e.status = 'ACTIVE'
      and e.valid_until > $3)
    order by 5 desc
    limit 8) r`;

/** Batches at the database at once, and vehicles in one statement (measured in bench/README). */
const CHECK_BATCHES_IN_FLIGHT = 8;
const CHECK_BATCH_SIZE = 64;

type VehicleKey = { country: string; plate: string; after: Date };
type VehicleVignettes = (
  country: string,
  plate: string,
  after: Date,
) => Promise<CheckedVignetteRow[]>;

const lookups = new WeakMap<Database, VehicleVignettes>();

/**
 * A vehicle's vignettes and exemptions that ended after `after`, latest first. One look-up
 * per database, shared by the public check and the check page, so that their checks batch
 * together.
 */
export function prepareVehicleVignettes(database: Database): VehicleVignettes {
  const known = lookups.get(database);
  if (known) return known;
  const lookup = batchedLookup<VehicleKey, CheckedVignetteRow[]>({
    maxInFlight: CHECK_BATCHES_IN_FLIGHT,
    maxBatch: CHECK_BATCH_SIZE,
    run: async (keys) => {
      // One cut-off for the batch (the earliest); each key's own is applied below.
      const after = keys.reduce((min, key) => (key.after < min ? key.after : min), keys[0]!.after);
      const rows = await database.preparedQuery<CheckedVignetteRow & { key: number }>(
        'vehicles_vignettes',
        VEHICLES_VIGNETTES,
        [keys.map((key) => key.country), keys.map((key) => key.plate), after],
      );
      const results: CheckedVignetteRow[][] = keys.map(() => []);
      for (const { key: position, ...row } of rows) {
        const index = position - 1;
        if (row.validUntil > keys[index]!.after) results[index]!.push(row);
      }
      return results;
    },
  });
  const vehicleVignettes: VehicleVignettes = (country, plate, after) =>
    lookup({ country, plate, after });
  lookups.set(database, vehicleVignettes);
  return vehicleVignettes;
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
