#!/usr/bin/env node
// The reseller sales API with the demo key (README "Demo data"): quote a weekly vignette, then buy
// it twice with the same Idempotency-Key; the second answer is the first one replayed: one sale.
// Usage: node scripts/reseller-demo.mjs [base-url]   (default http://localhost:3000, `npm start`)
import { randomUUID } from 'node:crypto';

const base = (process.argv[2] ?? process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const key = process.env.RESELLER_KEY ?? 'bgt_demo-reseller-key-for-trying-the-api-2026xx';
const plate = `PB${String(Math.floor(1000 + Math.random() * 9000))}RS`;
const order = { vignettes: [{ productId: 'car-weekly', countryCode: 'BG', lpn: plate }] };

async function call(path, body, headers = {}) {
  const res = await fetch(`${base}/api/reseller${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `ApiKey ${key}`,
      'content-type': 'application/json',
      'accept-language': 'en',
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${json.message ?? ''}`);
  return { res, json };
}

const quote = await call('/quote', order);
console.log(`quote for ${plate}: ${quote.json.total.price.amount} ${quote.json.currency}`);
const idempotencyKey = randomUUID();
const first = await call('/sales', order, { 'idempotency-key': idempotencyKey });
const second = await call('/sales', order, { 'idempotency-key': idempotencyKey });
const numbers = (sale) => sale.items.map((item) => item.vignetteNumber ?? item.routePassNumber ?? item.id).join(', ');
console.log(`first:  sale ${first.json.orderNumber} (${first.json.status}), vignette ${numbers(first.json)}`);
console.log(
  `second: sale ${second.json.orderNumber}, replayed: ${second.res.headers.get('idempotent-replayed') === 'true'}`,
);
const looked = await call(`/sales/${first.json.transId}`);
const one = first.json.transId === second.json.transId && looked.json.transId === first.json.transId;
console.log(one ? 'one sale: OK' : 'TWO SALES: the idempotency key did not hold');
process.exit(one ? 0 : 1);
