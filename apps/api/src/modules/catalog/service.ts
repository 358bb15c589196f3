import type { Lang } from '@toll/domain/languages';
import { VIGNETTE_PERIODS, VIGNETTE_VEHICLE_TYPES } from '@toll/domain/vignette-products';
import type { Product, ProductCatalogue } from '@toll/contract/products';
import { primaryCurrencyAt, secondaryCurrencyAt } from '@toll/domain/euro-switch';
import type { FeatureFlags } from '@toll/domain/feature-flags';
import { priceAt } from '@toll/domain/tariffs';
import type { Clock } from '../../platform/clock';
import { translator } from '../../platform/i18n';
import type { Executor } from '../../platform/db/database';
import { listProductTariffs, type ProductTariffRow } from './repo';

/** Tariffs change rarely (a migration or, later, an administrator); a minute of staleness is fine. */
const TARIFF_CACHE_MS = 60_000;

const major = (minor: number) => Math.round(minor) / 100;

function toProduct(row: ProductTariffRow, lang: Lang, primary: 'BGN' | 'EUR'): Product {
  const t = translator(lang, 'catalog');
  const { vehicleType, period } = row;
  const minor = primary === 'EUR' ? row.amountEur : row.amountBgn;
  return {
    id: row.productId,
    vehicleType,
    vehicleTypeText: t(`vehicleType.${vehicleType}`),
    categoryDescriptionText: t(`categoryDescription.${vehicleType}`),
    emissionClass: row.emissionClass,
    emissionClassText: row.emissionClass,
    validityType: period,
    validityTypeText: t(`period.${period}`),
    price: { amount: major(minor), minor, currency: primary },
    currencyAmount: { amountBGN: major(row.amountBgn), amountEUR: major(row.amountEur) },
    tariffValidFrom: row.validFrom.toISOString(),
  };
}

/** Order of spec §3: vehicle category, then emission class, then ascending price. */
function compareProducts(a: Product, b: Product): number {
  return (
    VIGNETTE_VEHICLE_TYPES.indexOf(a.vehicleType) - VIGNETTE_VEHICLE_TYPES.indexOf(b.vehicleType) ||
    (a.emissionClass ?? '').localeCompare(b.emissionClass ?? '') ||
    a.price.minor - b.price.minor ||
    VIGNETTE_PERIODS.indexOf(a.validityType) - VIGNETTE_PERIODS.indexOf(b.validityType)
  );
}

export function createCatalogService(db: Executor, flags: FeatureFlags, clock: Clock) {
  let cached: { rows: Promise<ProductTariffRow[]>; until: number } | null = null;
  function tariffRows(): Promise<ProductTariffRow[]> {
    const now = clock.now().getTime();
    if (!cached || cached.until <= now) {
      const rows = listProductTariffs(db);
      cached = { rows, until: now + TARIFF_CACHE_MS };
      rows.catch(() => {
        cached = null;
      });
    }
    return cached.rows;
  }

  /** The products on sale at a moment, each priced by the tariff in force then (packages/domain). */
  async function products(lang: Lang, at: Date): Promise<Product[]> {
    const primary = primaryCurrencyAt(at);
    const rows = await tariffRows();
    return rows
      .filter((row) => priceAt(rows, row.vehicleType, row.period, at) === row)
      .map((row) => toProduct(row, lang, primary))
      .sort(compareProducts);
  }

  async function catalogue(lang: Lang, at: Date): Promise<ProductCatalogue> {
    const primary = primaryCurrencyAt(at);
    const secondary = secondaryCurrencyAt(at, flags);
    const categories: ProductCatalogue['categories'] = [];
    for (const product of await products(lang, at)) {
      let category = categories.find((c) => c.vehicleType === product.vehicleType);
      if (!category) {
        category = {
          vehicleType: product.vehicleType,
          vehicleTypeText: product.vehicleTypeText,
          categoryDescriptionText: product.categoryDescriptionText,
          emissionClasses: [],
        };
        categories.push(category);
      }
      let group = category.emissionClasses.find((g) => g.emissionClass === product.emissionClass);
      if (!group) {
        group = {
          emissionClass: product.emissionClass,
          emissionClassText: product.emissionClassText,
          products: [],
        };
        category.emissionClasses.push(group);
      }
      group.products.push(product);
    }
    return {
      at: at.toISOString(),
      primaryCurrency: primary,
      secondaryCurrency: secondary,
      categories,
    };
  }

  /**
   * The tariff that prices `productId` for a purchase at `at` (the purchase moment fixes the price,
   * spec §9), or null when there is no such product or it is not on sale then.
   */
  async function tariffFor(productId: string, at: Date): Promise<ProductTariffRow | null> {
    const rows = await tariffRows();
    const product = rows.find((row) => row.productId === productId);
    if (!product) return null;
    return priceAt(rows, product.vehicleType, product.period, at);
  }

  /** Every product id with what it stands for (products never change meaning). */
  async function productIndex(): Promise<
    Map<
      string,
      { vehicleType: ProductTariffRow['vehicleType']; period: ProductTariffRow['period'] }
    >
  > {
    const rows = await tariffRows();
    return new Map(
      rows.map((row) => [row.productId, { vehicleType: row.vehicleType, period: row.period }]),
    );
  }

  return { products, catalogue, tariffFor, productIndex };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
