import type { Product, ProductCatalogue } from '@toll/contract/products';
import { CURRENCIES } from '@toll/domain/money';
import { VIGNETTE_PERIODS, VIGNETTE_VEHICLE_TYPES } from '@toll/domain/vignette-products';
import { list, nullableText, num, oneOf, record, text } from '../../../api/json-checks';

function product(value: unknown): Product {
  const p = record(value);
  const price = record(p.price);
  const both = record(p.currencyAmount);
  return {
    id: text(p.id),
    vehicleType: oneOf(VIGNETTE_VEHICLE_TYPES, p.vehicleType),
    vehicleTypeText: text(p.vehicleTypeText),
    categoryDescriptionText: text(p.categoryDescriptionText),
    emissionClass: nullableText(p.emissionClass),
    emissionClassText: nullableText(p.emissionClassText),
    validityType: oneOf(VIGNETTE_PERIODS, p.validityType),
    validityTypeText: text(p.validityTypeText),
    price: {
      amount: num(price.amount),
      minor: num(price.minor),
      currency: oneOf(CURRENCIES, price.currency),
    },
    currencyAmount: { amountBGN: num(both.amountBGN), amountEUR: num(both.amountEUR) },
    tariffValidFrom: text(p.tariffValidFrom),
  };
}

/**
 * Checks a GET /v2/products answer against the contract's shape without zod (which would add
 * ~24 KB to the home page); the API validates its own output with the contract's zod schema.
 */
export function parseProductCatalogue(json: unknown): ProductCatalogue {
  const c = record(json);
  return {
    at: text(c.at),
    primaryCurrency: oneOf(CURRENCIES, c.primaryCurrency),
    secondaryCurrency: c.secondaryCurrency === null ? null : oneOf(CURRENCIES, c.secondaryCurrency),
    categories: list(c.categories).map((value) => {
      const category = record(value);
      return {
        vehicleType: oneOf(VIGNETTE_VEHICLE_TYPES, category.vehicleType),
        vehicleTypeText: text(category.vehicleTypeText),
        categoryDescriptionText: text(category.categoryDescriptionText),
        emissionClasses: list(category.emissionClasses).map((groupValue) => {
          const group = record(groupValue);
          return {
            emissionClass: nullableText(group.emissionClass),
            emissionClassText: nullableText(group.emissionClassText),
            products: list(group.products).map(product),
          };
        }),
      };
    }),
  };
}
