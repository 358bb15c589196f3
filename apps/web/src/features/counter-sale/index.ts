// What other features may use of counter-sale: everything else in this folder is its own.
export { cancelCounterOrder, payOrderInCash, sellAtCounter } from './counter-sale-api';
export { DelictCounterPayment } from './delict-counter-payment';
