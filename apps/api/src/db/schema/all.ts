// The drizzle schema object needs every table in one module; this is the only re-export file.
export * from './catalog';
export * from './identity';
export * from './master-data';
export * from './platform';
export * from './route-passes';
