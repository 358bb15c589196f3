// What other features may use of products: everything else in this folder is its own.
export { useProductCatalogue } from './api/get-product-catalogue';
export { PriceOverviewError } from './components/price-overview-error';
export { ProductPrice } from './components/product-price';
