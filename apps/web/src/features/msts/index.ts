// What other features may use of msts: everything else in this folder is its own.
export { ContractMsts } from './contract-msts';
export { MSTS_KEY } from './msts-api';
