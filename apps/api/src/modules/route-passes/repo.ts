import type { Currency } from '@toll/domain/money';
import type { TolledRoadClass } from '@toll/domain/road-network';
import type { RouteTariffRow, RouteTollCategory } from '@toll/domain/route-tariffs';
import type { EmissionGroup } from '@toll/domain/vehicles';
import { routeTariffs } from '../../db/schema/route-passes';
import type { Executor } from '../../platform/db/database';

/** Every dated per-km rate (a few hundred rows; the rules choose among them). */
export async function listRouteTariffs(db: Executor): Promise<RouteTariffRow[]> {
  const rows = await db
    .select({
      roadClass: routeTariffs.roadClass,
      category: routeTariffs.tollCategory,
      emissionGroup: routeTariffs.emissionGroup,
      validFrom: routeTariffs.validFrom,
      validTo: routeTariffs.validTo,
      eurPer100Km: routeTariffs.eurPer100Km,
      bgnPer100Km: routeTariffs.bgnPer100Km,
      legalCurrency: routeTariffs.legalCurrency,
    })
    .from(routeTariffs);
  // The CHECK constraints of the table guarantee these values.
  return rows.map((r) => ({
    ...r,
    roadClass: r.roadClass as TolledRoadClass,
    category: r.category as RouteTollCategory,
    emissionGroup: r.emissionGroup as EmissionGroup,
    legalCurrency: r.legalCurrency as Currency,
  }));
}
