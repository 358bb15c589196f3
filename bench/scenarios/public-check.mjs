// GET /check/vignette/plate/{country}/{plate}: the public check API, the hottest path, with
// 1,000,000 vignettes in PostgreSQL (a tenth of the looked-up plates have none), 100 clients,
// against bare Fastify + pg doing the same indexed lookup.
import pg from 'pg';

const VIGNETTES = Number(process.env.BENCH_VIGNETTES ?? 1_000_000);
const plate = (n) => `BP${String(n).padStart(7, '0')}`;
const randomPlate = () => plate(1 + Math.floor(Math.random() * VIGNETTES * 1.1));

async function prepare(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`
    insert into vignettes (number, product_id, vehicle_type, period, country_code, plate,
      valid_from, valid_until, amount_bgn, amount_eur, currency, created_at)
    select lpad(g::text, 14, '0'), 'car-annual', 'car', 'ANNUAL', 'BG', 'BP' || lpad(g::text, 7, '0'),
      now() - (g % 300) * interval '1 day', now() + (65 + g % 300) * interval '1 day',
      9701, 4960, 'EUR', now() - (g % 300) * interval '1 day'
    from generate_series(1, ${VIGNETTES}) g`);
  await client.query('analyze vignettes');
  await client.end();
}

export default {
  name: 'public-check',
  description: `GET /check/vignette/plate (${VIGNETTES.toLocaleString('en')} vignettes in PostgreSQL) vs bare Fastify + pg, same lookup`,
  connections: 100,
  env: { CHECK_RATE_LIMIT: '10000000', DATABASE_POOL_MAX: '10' },
  prepare,
  requests: [
    {
      method: 'GET',
      path: '/check/vignette/plate/BG/BP0000001',
      setupRequest: (request) => ({
        ...request,
        path: `/check/vignette/plate/BG/${randomPlate()}`,
      }),
    },
  ],
  baseline: {
    name: 'bare Fastify + pg lookup',
    script: 'bench/baseline-check.mjs',
    requests: [
      {
        method: 'GET',
        path: '/check/BG/BP0000001',
        setupRequest: (request) => ({ ...request, path: `/check/BG/${randomPlate()}` }),
      },
    ],
  },
};
