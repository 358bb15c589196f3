import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { vignetteProducts, vignetteTariffs } from '../../db/schema/catalog';
import type { Executor } from '../../platform/db/database';

export type PricedProductRow = {
  id: string;
  vehicleType: string;
  period: string;
  emissionClass: string | null;
  validFrom: Date;
  amountBgn: number;
  amountEur: number;
  legalCurrency: string;
};

/** Products with the tariff row in force at `at` (products without one are not on sale then). */
export function listPricedProducts(db: Executor, at: Date): Promise<PricedProductRow[]> {
  return db
    .select({
      id: vignetteProducts.id,
      vehicleType: vignetteProducts.vehicleType,
      period: vignetteProducts.period,
      emissionClass: vignetteProducts.emissionClass,
      validFrom: vignetteTariffs.validFrom,
      amountBgn: vignetteTariffs.amountBgn,
      amountEur: vignetteTariffs.amountEur,
      legalCurrency: vignetteTariffs.legalCurrency,
    })
    .from(vignetteProducts)
    .innerJoin(vignetteTariffs, eq(vignetteTariffs.productId, vignetteProducts.id))
    .where(and(lte(vignetteTariffs.validFrom, at), or(isNull(vignetteTariffs.validTo), gt(vignetteTariffs.validTo, at))));
}
