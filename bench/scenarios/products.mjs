// GET /api/products: the vignette catalogue priced from the dated tariff table, in the caller's language.
export default {
  name: 'products',
  description: 'GET /api/products (catalogue priced by the tariff in force) vs bare Fastify hello',
  requests: [{ method: 'GET', path: '/api/products?browser-language=bg' }],
};
