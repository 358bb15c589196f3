// The yardstick of the public check API: bare Fastify and one pg pool doing the same indexed
// lookup of a vehicle's vignettes (a prepared statement), answering the rows as JSON.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
app.get('/check/:country/:plate', async (request) => {
  const { country, plate } = request.params;
  const { rows } = await pool.query({
    name: 'vehicle_vignettes',
    text: `select number, vehicle_type, period, valid_from, valid_until, amount_bgn, amount_eur, currency, created_at
           from vignettes where country_code = $1 and plate = $2 and status = 'ACTIVE' and valid_until > $3
           order by valid_until desc limit 8`,
    values: [country, plate, new Date(Date.now() - 366 * 86_400_000)],
  });
  return { ok: rows.length > 0, vignette: rows[0] ?? null };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('baseline ready');
