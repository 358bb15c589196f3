import type { Product, ProductCatalogue } from '@toll/contract/products';
import type { VignettePeriod, VignetteVehicleType } from '@toll/domain/vignette-products';

export type Category = ProductCatalogue['categories'][number];

/** The products on sale for a vehicle type, by ascending price (as the catalogue lists them). */
export function productsFor(
  catalogue: ProductCatalogue,
  vehicleType: VignetteVehicleType | null,
): Product[] {
  const category = catalogue.categories.find((c) => c.vehicleType === vehicleType);
  return category ? category.emissionClasses.flatMap((group) => group.products) : [];
}

export function findProduct(
  catalogue: ProductCatalogue,
  vehicleType: VignetteVehicleType | null,
  period: VignettePeriod | null,
): Product | null {
  return productsFor(catalogue, vehicleType).find((p) => p.validityType === period) ?? null;
}

/** Every product on sale, whatever the vehicle type. */
export function allProducts(catalogue: ProductCatalogue): Product[] {
  return catalogue.categories.flatMap((c) => c.emissionClasses.flatMap((g) => g.products));
}
