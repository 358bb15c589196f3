// What other features may use of pos-management: everything else in this folder is its own.
export { partnerPos } from './api/pos-management-api';
