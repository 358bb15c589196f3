import type { VignettePeriod } from '@toll/domain/vignette-products';
import { useTranslation } from 'react-i18next';
import { JsonLd } from '../../../site-kit/seo/json-ld';
import { useProductCatalogue } from '../api/get-product-catalogue';

const major = (minor: number) => (minor / 100).toFixed(2);

/**
 * schema.org Product of the e-vignette with its price range (spec §2 structured data), from the live
 * catalogue: all periods (an AggregateOffer), or one period (an Offer) on that period's page.
 */
export function VignetteProductJsonLd({ period }: { period?: VignettePeriod }) {
  const { t } = useTranslation();
  const { data } = useProductCatalogue();
  if (!data) return null;
  const products = data.categories
    .flatMap((category) => category.emissionClasses.flatMap((group) => group.products))
    .filter((product) => !period || product.validityType === period);
  if (products.length === 0) return null;
  const prices = products.map((product) => product.price.minor);
  const currency = data.primaryCurrency;
  const offers = period
    ? { '@type': 'Offer', priceCurrency: currency, price: major(Math.min(...prices)) }
    : {
        '@type': 'AggregateOffer',
        priceCurrency: currency,
        lowPrice: major(Math.min(...prices)),
        highPrice: major(Math.max(...prices)),
        offerCount: products.length,
      };
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: period ? products[0]!.validityTypeText : t('home.productName'),
        description: t('brand.description'),
        brand: { '@type': 'Brand', name: t('brand.name') },
        offers: { ...offers, availability: 'https://schema.org/InStock' },
      }}
    />
  );
}
