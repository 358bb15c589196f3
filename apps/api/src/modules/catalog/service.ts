import type { Lang } from '@toll/domain/languages';
import { VIGNETTE_PERIODS, VIGNETTE_VEHICLE_TYPES, type VignettePeriod, type VignetteVehicleType } from '@toll/domain/vignette-products';
import type { Product, ProductCatalogue } from '@toll/contract/products';
import { translator } from '../../platform/i18n';
import type { Executor } from '../../platform/db/database';
import type { FeatureFlags } from '../../platform/feature-flag-config';
import { currencyDisplayAt } from './currency-display';
import { listPricedProducts, type PricedProductRow } from './repo';

const major = (minor: number) => Math.round(minor) / 100;

function toProduct(row: PricedProductRow, lang: Lang, primary: 'BGN' | 'EUR'): Product {
  const t = translator(lang, 'catalog');
  const vehicleType = row.vehicleType as VignetteVehicleType;
  const period = row.period as VignettePeriod;
  const minor = primary === 'EUR' ? row.amountEur : row.amountBgn;
  return {
    id: row.id,
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

export function createCatalogService(db: Executor, flags: FeatureFlags) {
  async function products(lang: Lang, at: Date): Promise<Product[]> {
    const { primary } = currencyDisplayAt(at, flags);
    const rows = await listPricedProducts(db, at);
    return rows.map((row) => toProduct(row, lang, primary)).sort(compareProducts);
  }

  async function catalogue(lang: Lang, at: Date): Promise<ProductCatalogue> {
    const { primary, secondary } = currencyDisplayAt(at, flags);
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
        group = { emissionClass: product.emissionClass, emissionClassText: product.emissionClassText, products: [] };
        category.emissionClasses.push(group);
      }
      group.products.push(product);
    }
    return { at: at.toISOString(), primaryCurrency: primary, secondaryCurrency: secondary, categories };
  }

  return { products, catalogue };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
