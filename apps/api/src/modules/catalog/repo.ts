import { eq } from 'drizzle-orm';
import type { TariffRow } from '@toll/domain/tariffs';
import type { VignettePeriod, VignetteVehicleType } from '@toll/domain/vignette-products';
import { vignetteProducts, vignetteTariffs } from '../../db/schema/catalog';
import type { Executor } from '../../platform/db/database';

export type ProductTariffRow = TariffRow & {
  tariffId: number;
  productId: string;
  emissionClass: string | null;
};

/** Every dated price of every product (a few dozen rows; the rules choose among them). */
export async function listProductTariffs(db: Executor): Promise<ProductTariffRow[]> {
  const rows = await db
    .select({
      tariffId: vignetteTariffs.id,
      productId: vignetteProducts.id,
      vehicleType: vignetteProducts.vehicleType,
      period: vignetteProducts.period,
      emissionClass: vignetteProducts.emissionClass,
      validFrom: vignetteTariffs.validFrom,
      validTo: vignetteTariffs.validTo,
      amountBgn: vignetteTariffs.amountBgn,
      amountEur: vignetteTariffs.amountEur,
      legalCurrency: vignetteTariffs.legalCurrency,
    })
    .from(vignetteProducts)
    .innerJoin(vignetteTariffs, eq(vignetteTariffs.productId, vignetteProducts.id));
  // The CHECK constraints of the schema guarantee these values.
  return rows.map((r) => ({
    ...r,
    vehicleType: r.vehicleType as VignetteVehicleType,
    period: r.period as VignettePeriod,
    legalCurrency: r.legalCurrency as 'BGN' | 'EUR',
  }));
}
