#!/usr/bin/env node
// The reseller sales API with the demo key (README "Demo data"): quote a weekly vignette, then buy
// it twice with the same Idempotency-Key; the second answer is the first one replayed: one sale.
// Killed and started again meanwhile, the platform finishes the sale under the same key.
// Usage: node scripts/reseller-demo.mjs [base-url]   (default http://localhost:3000, `npm start`)
import { randomUUID } from 'node:crypto';

const base = (process.argv[2] ?? process.env.BASE_URL ?? 'http://localhost:3000').replace(
  /\/$/,
  '',
);
const key = process.env.RESELLER_KEY ?? 'bgt_demo-reseller-key-for-trying-the-api-2026xx';
const plate = `PB${String(Math.floor(1000 + Math.random() * 9000))}RS`;
const order = { vignettes: [{ productId: 'car-weekly', countryCode: 'BG', lpn: plate }] };

/**
 * One call, retried as a reseller's integration should: the same request (and Idempotency-Key)
 * again while the platform is out of reach (a restart) or answers 409 "in progress" (another
 * request holds the key's lease: wait `Retry-After` seconds) or 503, for up to two minutes.
 */
async function call(path, body, headers = {}) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    let res;
    try {
      res = await fetch(`${base}/api/reseller${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          authorization: `ApiKey ${key}`,
          'content-type': 'application/json',
          'accept-language': 'en',
          ...headers,
        },
        body: body ? JSON.stringify(body) : undefined,
      });
    } catch (error) {
      if (Date.now() > deadline) throw error;
      console.log(`${path}: the platform is out of reach, trying again with the same key`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      continue;
    }
    const json = await res.json();
    const busy = res.status === 503 || (res.status === 409 && res.headers.has('retry-after'));
    if (busy && Date.now() < deadline) {
      const seconds = Number(res.headers.get('retry-after') ?? 2);
      console.log(`${path}: ${res.status} ${json.message ?? ''}, trying again in ${seconds} s`);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    if (!res.ok) throw new Error(`${path}: ${res.status} ${json.message ?? ''}`);
    return { res, json };
  }
}

const quote = await call('/quote', order);
console.log(`quote for ${plate}: ${quote.json.total.price.amount} ${quote.json.currency}`);
const idempotencyKey = randomUUID();
const first = await call('/sales', order, { 'idempotency-key': idempotencyKey });
const second = await call('/sales', order, { 'idempotency-key': idempotencyKey });
const numbers = (sale) =>
  sale.items.map((item) => item.vignetteNumber ?? item.routePassNumber ?? item.id).join(', ');
console.log(
  `first:  sale ${first.json.orderNumber} (${first.json.status}), vignette ${numbers(first.json)}`,
);
console.log(
  `second: sale ${second.json.orderNumber}, replayed: ${second.res.headers.get('idempotent-replayed') === 'true'}`,
);
const looked = await call(`/sales/${first.json.transId}`);
const one =
  first.json.transId === second.json.transId && looked.json.transId === first.json.transId;
console.log(one ? 'one sale: OK' : 'TWO SALES: the idempotency key did not hold');
process.exit(one ? 0 : 1);
