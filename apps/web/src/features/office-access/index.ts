// What other features may use of office-access: everything else in this folder is its own.
export { officePath, useOfficePath } from './office-paths';
export { useOfficeAccess } from './use-office-access';
