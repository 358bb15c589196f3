// What other features may use of bank: everything else in this folder is its own.
export { assignPayment, listBankLines, lookupContracts } from './api/bank-api';
