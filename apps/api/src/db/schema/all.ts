// The drizzle schema object needs every table in one module; this is the only re-export file.
export * from './catalog';
export * from './customers';
export * from './identity';
export * from './content';
export * from './delicts';
export * from './front-end-errors';
export * from './gateway-sandbox';
export * from './master-data';
export * from './partners';
export * from './platform';
export * from './route-passes';
export * from './sales';
export * from './vignette-notices';
export * from './pos-shifts';
