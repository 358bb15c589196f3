import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resellerOrderSchema } from '@toll/contract/reseller';
import { saleSchema } from '@toll/contract/sales';
import { queryRows } from '../../platform/db/database';
import { requestHash } from '../../platform/request-hash';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedPartner } from '../../test/partner-helpers';
import { issueApiKey } from '../partners/api-keys';
import { claimKey, linkSale, storeAnswer } from './idempotency';

/**
 * Leases on the reseller's Idempotency-Keys (issue #31): a key left PENDING by a process that
 * stopped is taken over once its lease ends, or answered from its committed sale; while the
 * lease runs a retry is told to come back (409 with Retry-After); a slow owner whose key was taken
 * over cannot store its sale.
 */
const LEASE_MS = 2_000;
let t: TestApp;
let key = '';
let keyId = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { CLAIM_LEASE_MS: String(LEASE_MS) } });
  const partnerId = (await seedPartner(t)).id;
  const issued = await issueApiKey(t.database.db, {
    partnerId,
    name: 'leases',
    createdBy: null,
    now: t.clock.now(),
  });
  key = issued.key;
  keyId = issued.row.id;
}, 60_000);
afterAll(() => t.close());

const order = (lpn: string) => ({
  vignettes: [{ productId: 'car-weekly', countryCode: 'BG', lpn }],
});
const sell = (lpn: string, idempotencyKey: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reseller/sales',
    headers: { 'x-api-key': key, 'accept-language': 'en', 'idempotency-key': idempotencyKey },
    payload: order(lpn),
  });
const salesOf = async (plate: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(distinct s.id)::int as n from sales s join sale_items i on i.sale_id = s.id
          where i.plate = ${plate}`,
    )
  )[0]!.n;
const keyRow = async (k: string) =>
  (
    await queryRows<{ state: string; owner: string | null; sale_id: string | null }>(
      t.database.db,
      sql`select state, owner, sale_id from reseller_requests
          where api_key_id = ${keyId} and idempotency_key = ${k}`,
    )
  )[0];
/** A key as a crashed process leaves it: PENDING, its owner gone, its lease until `until` (the
 * hash is of the order as the route reads it, defaults filled in). */
const leaveClaim = (k: string, lpn: string, until: Date) =>
  t.database.db.execute(
    sql`insert into reseller_requests
          (api_key_id, idempotency_key, request_hash, created_at, expires_at, owner, lease_until)
        values (${keyId}, ${k}, ${requestHash(resellerOrderSchema.parse(order(lpn)))}, ${t.clock.now()},
                ${new Date(t.clock.now().getTime() + 86_400_000)}, 'crashed:1:x', ${until})`,
  );

describe('reseller Idempotency-Key leases', () => {
  it('takes over a key whose owner stopped once its lease ends, and sells once', async () => {
    await leaveClaim('lease-1', 'CA6001AA', new Date(t.clock.now().getTime() - 1));
    const res = await sell('CA6001AA', 'lease-1');
    expect(res.statusCode).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    const sale = saleSchema.parse(res.json());
    expect(await salesOf('CA6001AA')).toBe(1);
    expect(await keyRow('lease-1')).toEqual({ state: 'DONE', owner: null, sale_id: sale.transId });
    const again = await sell('CA6001AA', 'lease-1');
    expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect(again.json()).toEqual(res.json());
    expect(await salesOf('CA6001AA')).toBe(1);
  });

  it('lets one of many concurrent retries take a dead key over: one sale, one answer for all', async () => {
    await leaveClaim('lease-5', 'CA6005AA', new Date(t.clock.now().getTime() - 1));
    const answers = await Promise.all(Array.from({ length: 8 }, () => sell('CA6005AA', 'lease-5')));
    // the others wait for the taker's answer (its lease runs) and replay it
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.json().transId as string)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(await salesOf('CA6005AA')).toBe(1);
  });

  it('answers "in progress" with Retry-After only while the lease runs', async () => {
    await leaveClaim('lease-2', 'CA6002AA', new Date(t.clock.now().getTime() + 30_000));
    const busy = await sell('CA6002AA', 'lease-2');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().errors[0].code).toBe('reseller.requestInProgress');
    expect(busy.headers['retry-after']).toBe('30');
    expect(await salesOf('CA6002AA')).toBe(0);
    t.clock.advance(30_000);
    const after = await sell('CA6002AA', 'lease-2');
    expect(after.statusCode).toBe(201);
    expect(await salesOf('CA6002AA')).toBe(1);
  }, 20_000);

  it('answers a key whose sale committed before its process stopped with that sale', async () => {
    const first = await sell('CA6003AA', 'lease-3');
    expect(first.statusCode).toBe(201);
    // as if the answer had not been stored: PENDING, linked to the committed sale, lease current
    await t.database.db.execute(
      sql`update reseller_requests set state = 'PENDING', status_code = null, response = null,
            owner = 'crashed:1:y', lease_until = ${new Date(t.clock.now().getTime() + 30_000)}
          where api_key_id = ${keyId} and idempotency_key = 'lease-3'`,
    );
    const retry = await sell('CA6003AA', 'lease-3');
    expect([retry.statusCode, retry.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect(retry.json().transId).toBe(first.json().transId);
    expect(await salesOf('CA6003AA')).toBe(1);
    expect((await keyRow('lease-3'))?.state).toBe('DONE');
  });

  it('fences a slow owner: once its key is taken over it can neither link a sale nor answer', async () => {
    const claim = { apiKeyId: keyId, key: 'lease-4', hash: 'h', leaseMs: LEASE_MS };
    const now = t.clock.now();
    const a = await claimKey(t.database.db, { ...claim, owner: 'a', now });
    expect(a).toEqual({ kind: 'claimed', takenOver: false });
    const early = await claimKey(t.database.db, { ...claim, owner: 'b', now });
    expect(early.kind).toBe('pending');
    const later = new Date(now.getTime() + LEASE_MS);
    const b = await claimKey(t.database.db, { ...claim, owner: 'b', now: later });
    expect(b).toEqual({ kind: 'claimed', takenOver: true });
    const saleId = '00000000-0000-4000-8000-000000000000';
    expect(
      await linkSale(t.database.db, { apiKeyId: keyId, key: 'lease-4', owner: 'a', saleId }),
    ).toBe(false);
    const answer = { status: 201, body: {} };
    const owned = { apiKeyId: keyId, key: 'lease-4', answer, saleId: null };
    expect(await storeAnswer(t.database.db, { ...owned, owner: 'a' })).toBe(false);
    expect(await storeAnswer(t.database.db, { ...owned, owner: 'b' })).toBe(true);
  });
});
