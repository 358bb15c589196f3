// What other features may use of cart: everything else in this folder is its own.
export { CartRoutePasses } from './components/cart-route-passes';
export { CartTotal } from './components/cart-total';
export { CartVignettes } from './components/cart-vignettes';
export { submitGatewayForm } from './gateway-form';
export { cartAmounts } from './model/cart-amounts';
export { NO_PROBLEMS, paymentProblems } from './model/payment-problems';
export type { PaymentProblems } from './model/payment-problems';
