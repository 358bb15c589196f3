// What other features may use of sales: everything else in this folder is its own.
export { isTransId, saleQuery } from './api/get-sale';
export { SaleItems } from './components/sale-items';
export { useSalePolling } from './hooks/use-sale-polling';
