import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../platform/db/database';
import {
  ensureApiBuild,
  freePortIn,
  startBuiltPlatform,
  stopBuiltPlatforms,
} from '../../test/built-platform';
import { openTestDatabase, testDatabaseKind } from '../../test/test-database';
import { demoEik } from '../../seed/demo-partners';
import { verifyLedgerBalances } from '../ledger/posting';
import { issueApiKey } from '../partners/api-keys';

/**
 * The crash suite of the reseller API (issue #31), on PostgreSQL only: the built platform runs
 * on the test file's own database, 24 callers sell through `POST /api/reseller/sales` each with
 * its own Idempotency-Key, the server is killed with SIGKILL at a seeded random moment, started
 * again, and every key is retried (waiting out `Retry-After` while a dead request's lease runs).
 * Then: every key completes with one sale; a key answered 2xx before the kill gets the same sale;
 * no key is left PENDING; journals balance; balances equal their entries; every sale item has
 * its journal. The seed is printed; `CRASH_SEED=<n>` replays a run.
 */
const CALLERS = 24;
const LEASE_MS = 3_000;
const PORTS: [number, number] = [4600, 4699];
const seed = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);

/** mulberry32: a small seeded generator, so the kill moment can be replayed. */
function random(seedValue: number) {
  let a = seedValue >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Attempt = { key: string; plate: string; status: number | null; transId: string | null };

let database: Database;
let url = '';
let apiKey = '';

describe.skipIf(testDatabaseKind !== 'postgres')('reseller sales killed with SIGKILL', () => {
  beforeAll(async () => {
    ensureApiBuild();
    database = await openTestDatabase();
    const [row] = await queryRows<{ name: string }>(
      database.db,
      sql`select current_database() as name`,
    );
    const target = new URL(process.env.DATABASE_URL!);
    target.pathname = `/${row!.name}`;
    url = target.toString();
    const eik = demoEik(77_000_001);
    const [partner] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into partners (name, partner_type, eik, vat_number)
          values ('Crash reseller', 'SALE_PARTNER', ${eik}, ${`BG${eik}`}) returning id`,
    );
    apiKey = (
      await issueApiKey(database.db, {
        partnerId: partner!.id,
        name: 'crash',
        createdBy: null,
        now: new Date(),
      })
    ).key;
  }, 120_000);
  afterAll(async () => {
    await stopBuiltPlatforms();
    await database?.close();
  });

  it('loses, doubles and strands no sale', async () => {
    const next = random(seed);
    const killAfterMs = 1_000 + Math.floor(next() * 3_000);
    console.log(`reseller crash suite: seed ${seed}, kill after ${killAfterMs} ms of load`);
    const port = await freePortIn(PORTS);
    const env = {
      DATABASE_URL: url,
      CLAIM_LEASE_MS: String(LEASE_MS),
      RESELLER_RATE_LIMIT: '10000000',
      DATABASE_POOL_MAX: '12',
    };
    const started = Date.now();
    let platform = await startBuiltPlatform(port, env);
    const order = (plate: string) => ({
      vignettes: [{ productId: 'car-weekly', countryCode: 'BG', lpn: plate }],
    });
    const sell = async (attempt: Attempt, base: string) => {
      const res = await fetch(`${base}/api/reseller/sales`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-api-key': apiKey,
          'idempotency-key': attempt.key,
        },
        body: JSON.stringify(order(attempt.plate)),
        signal: AbortSignal.timeout(30_000),
      });
      const body = (await res.json()) as { transId?: string };
      return {
        status: res.status,
        transId: body.transId ?? null,
        replayed: res.headers.get('idempotent-replayed') === 'true',
        retryAfter: Number(res.headers.get('retry-after') ?? 0),
      };
    };

    // load: each caller sells to new plates, one request at a time, until the kill
    const attempts: Attempt[] = [];
    let killed = false;
    const caller = async (c: number) => {
      for (let n = 0; !killed; n += 1) {
        const attempt: Attempt = {
          key: `crash-${seed}-${c}-${n}`,
          plate: `KR${String(c).padStart(2, '0')}${String(n).padStart(4, '0')}`,
          status: null,
          transId: null,
        };
        attempts.push(attempt);
        try {
          const answer = await sell(attempt, platform.base);
          attempt.status = answer.status;
          attempt.transId = answer.transId;
        } catch {
          return; // the server went away mid-request: the answer is unknown
        }
      }
    };
    const load = Promise.all(Array.from({ length: CALLERS }, (_, c) => caller(c)));
    await new Promise((resolve) => setTimeout(resolve, killAfterMs));
    killed = true;
    await platform.kill();
    await load;
    const answered = attempts.filter((a) => a.status !== null);
    const unanswered = attempts.filter((a) => a.status === null);
    const [stranded] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from reseller_requests where state = 'PENDING'`,
    );
    console.log(
      `reseller crash suite: ${attempts.length} requests, ${answered.length} answered before the ` +
        `kill (${answered.filter((a) => a.status === 201).length} × 201), ${unanswered.length} ` +
        `in flight, ${stranded!.n} keys left PENDING by the kill`,
    );
    expect(answered.every((a) => a.status === 201)).toBe(true);

    // restart and retry every key, waiting out Retry-After while a dead request's lease runs
    platform = await startBuiltPlatform(port, env);
    const retryDeadline = Date.now() + 30_000;
    let inProgress = 0;
    let replayedLost = 0;
    let redone = 0;
    const retry = async (attempt: Attempt) => {
      for (;;) {
        const answer = await sell(attempt, platform.base);
        if (answer.status === 409 && answer.retryAfter > 0 && Date.now() < retryDeadline) {
          inProgress += 1;
          await new Promise((resolve) => setTimeout(resolve, answer.retryAfter * 1000));
          continue;
        }
        expect(answer.status, `key ${attempt.key}`).toBe(201);
        if (attempt.status === 201) {
          expect(answer.replayed).toBe(true);
          expect(answer.transId, `key ${attempt.key}`).toBe(attempt.transId);
        } else if (answer.replayed) replayedLost += 1;
        else redone += 1;
        attempt.transId = answer.transId;
        return;
      }
    };
    const queue = [...attempts];
    await Promise.all(
      Array.from({ length: CALLERS }, async () => {
        for (let a = queue.shift(); a; a = queue.shift()) await retry(a);
      }),
    );
    console.log(
      `reseller crash suite: after the restart every key answered 201: ${inProgress} answers ` +
        `"in progress" waited out, ${replayedLost} in-flight keys answered from their committed ` +
        `sale, ${redone} made after a takeover or a fresh claim; ${Date.now() - started} ms`,
    );

    // every key has exactly its one sale, linked; nothing PENDING; the ledger holds
    const sold = await queryRows<{ key: string; sale_id: string | null; state: string }>(
      database.db,
      sql`select idempotency_key as key, sale_id, state from reseller_requests`,
    );
    expect(sold).toHaveLength(attempts.length);
    const byKey = new Map(sold.map((row) => [row.key, row]));
    for (const attempt of attempts) {
      const row = byKey.get(attempt.key);
      expect(row?.state, attempt.key).toBe('DONE');
      expect(row?.sale_id, attempt.key).toBe(attempt.transId);
    }
    const [counts] = await queryRows<{ sales: number; plates: number; items: number }>(
      database.db,
      sql`select count(distinct s.id)::int as sales, count(distinct i.plate)::int as plates,
            count(i.id)::int as items
          from sales s join sale_items i on i.sale_id = s.id where s.channel = 'partner'`,
    );
    expect(counts).toEqual({
      sales: attempts.length,
      plates: attempts.length,
      items: attempts.length,
    });
    const unbalanced = await queryRows(
      database.db,
      sql`select transaction_id, currency from ledger_entries
          group by transaction_id, currency having sum(amount_minor) <> 0`,
    );
    expect(unbalanced).toEqual([]);
    expect(await verifyLedgerBalances(database.db)).toEqual([]);
    const unbooked = await queryRows(
      database.db,
      sql`select i.id from sale_items i join sales s on s.id = i.sale_id
          where s.channel = 'partner' and not exists (
            select 1 from ledger_transactions t where t.business_key = 'sale-item-' || i.id)`,
    );
    expect(unbooked).toEqual([]);
  }, 150_000);
});
