import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../platform/db/database';
import {
  ensureApiBuild,
  openPlatformDatabase,
  freePortIn,
  startBuiltPlatform,
  stopBuiltPlatforms,
} from '../../test/built-platform';
import { seedUser, TEST_PASSWORD } from '../../test/identity-helpers';
import { seedPointsOfSale } from '../../test/partner-helpers';
import type { TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { auditLedger } from '../ledger/auditor';
import { issueApiKey } from '../partners/api-keys';
import { demoEik } from '../../seed/demo-partners';
import { seededRandom } from '@toll/domain/seeded-random';

/**
 * The crash suite of the money paths that answer a client's key (issue #31), on PostgreSQL only:
 * the built platform runs on the test file's own database; 24 resellers' callers sell through
 * `POST /api/reseller/sales` (an Idempotency-Key each) and 6 cashiers' tills sell for cash through
 * `POST /api/counter-sales` (an orderKey each); the server is killed with SIGKILL at a seeded
 * random moment, started again, and every key is retried (waiting out `Retry-After` while a dead
 * request's lease runs). Then: every key completes with exactly one sale; a key answered 2xx
 * before the kill gets that same sale; no reseller key is left PENDING; the ledger auditor finds
 * nothing (journals balance, balances equal their entries, every sale item has its journal). The
 * seed is printed; `CRASH_SEED=<n>` replays the kill moment (the load itself depends on timing).
 */
const RESELLERS = 24;
const TILLS = 6;
/** Longer than a restart: the retries meet leases of the killed process still running (and wait). */
const LEASE_MS = 8_000;
const PORTS: [number, number] = [4600, 4699];
const POS_ID = 4601;
const seed = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);

type Channel = 'reseller' | 'counter';
type Attempt = {
  channel: Channel;
  key: string;
  plate: string;
  status: number | null;
  transId: string | null;
};
type Answer = { status: number; transId: string | null; replayed: boolean; retryAfter: number };

let database: Database;
let url = '';
let apiKey = '';
let cashierName = '';

describe.skipIf(testDatabaseKind !== 'postgres')('sales killed with SIGKILL', () => {
  beforeAll(async () => {
    ensureApiBuild();
    ({ database, url } = await openPlatformDatabase());
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
    // the seeding helpers read only the database of a test app
    const seeding = { database } as unknown as TestApp;
    await seedPointsOfSale(seeding, partner!.id, [POS_ID], false);
    cashierName = `crash_cashier_${seed}`;
    await seedUser(seeding, {
      username: cashierName,
      roles: ['ROLE_VIGNETTE_USER'],
      partnerId: partner!.id,
      posIds: [POS_ID],
    });
  }, 120_000);
  afterAll(async () => {
    await stopBuiltPlatforms();
    await database?.close();
  });

  it('loses, doubles and strands no sale', async () => {
    const next = seededRandom(seed);
    const killAfterMs = 1_000 + Math.floor(next() * 3_000);
    console.log(`sales crash suite: seed ${seed}, kill after ${killAfterMs} ms of load`);
    const port = await freePortIn(PORTS);
    const env = {
      DATABASE_URL: url,
      CLAIM_LEASE_MS: String(LEASE_MS),
      RESELLER_RATE_LIMIT: '10000000',
      PURCHASE_RATE_LIMIT: '1000000',
      DATABASE_POOL_MAX: '12',
    };
    const started = Date.now();
    let platform = await startBuiltPlatform(port, env);
    const signIn = async () => {
      const res = await fetch(`${platform.base}/api/user/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName: cashierName, password: TEST_PASSWORD }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { token: string }).token;
    };
    let token = await signIn();

    const send = async (attempt: Attempt): Promise<Answer> => {
      const vignettes = [{ productId: 'car-weekly', countryCode: 'BG', lpn: attempt.plate }];
      const reseller = attempt.channel === 'reseller';
      const res = await fetch(
        `${platform.base}/api/${reseller ? 'reseller/sales' : 'counter-sales'}`,
        {
          method: 'POST',
          headers: reseller
            ? {
                'content-type': 'application/json',
                'x-api-key': apiKey,
                'idempotency-key': attempt.key,
              }
            : { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(
            reseller
              ? { vignettes }
              : { posId: String(POS_ID), paymentMethod: 'CASH', vignettes, orderKey: attempt.key },
          ),
          signal: AbortSignal.timeout(30_000),
        },
      );
      const body = (await res.json()) as { transId?: string; replayed?: boolean };
      return {
        status: res.status,
        transId: body.transId ?? null,
        replayed: reseller
          ? res.headers.get('idempotent-replayed') === 'true'
          : body.replayed === true,
        retryAfter: Number(res.headers.get('retry-after') ?? 0),
      };
    };

    // load: each caller sells to new plates, one request at a time, until the kill
    const attempts: Attempt[] = [];
    let killed = false;
    const caller = async (channel: Channel, c: number) => {
      for (let n = 0; !killed; n += 1) {
        const attempt: Attempt = {
          channel,
          key: channel === 'reseller' ? `crash-${seed}-${c}-${n}` : randomUUID(),
          plate: `${channel === 'reseller' ? 'KR' : 'KC'}${String(c).padStart(2, '0')}${String(n).padStart(4, '0')}`,
          status: null,
          transId: null,
        };
        attempts.push(attempt);
        try {
          const answer = await send(attempt);
          attempt.status = answer.status;
          attempt.transId = answer.transId;
        } catch {
          return; // the server went away mid-request: the answer is unknown
        }
      }
    };
    const load = Promise.all([
      ...Array.from({ length: RESELLERS }, (_, c) => caller('reseller', c)),
      ...Array.from({ length: TILLS }, (_, c) => caller('counter', c)),
    ]);
    await new Promise((resolve) => setTimeout(resolve, killAfterMs));
    killed = true;
    await platform.kill();
    await load;
    const [stranded] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from reseller_requests where state = 'PENDING'`,
    );
    for (const channel of ['reseller', 'counter'] as const) {
      const mine = attempts.filter((a) => a.channel === channel);
      const answered = mine.filter((a) => a.status !== null);
      console.log(
        `sales crash suite, ${channel}: ${mine.length} requests, ${answered.length} answered ` +
          `before the kill (${answered.filter((a) => a.status === 201).length} × 201), ` +
          `${mine.length - answered.length} in flight` +
          (channel === 'reseller' ? `, ${stranded!.n} keys left PENDING by the kill` : ''),
      );
    }
    for (const a of attempts) if (a.status !== null) expect(a.status, a.key).toBe(201);

    // restart and retry every key, waiting out Retry-After while a dead request's lease runs
    platform = await startBuiltPlatform(port, env);
    token = await signIn();
    const retryDeadline = Date.now() + 30_000;
    const tally = { inProgress: 0, answeredFromSale: 0, made: 0 };
    const retry = async (attempt: Attempt) => {
      for (;;) {
        const answer = await send(attempt);
        if (answer.status === 409 && answer.retryAfter > 0 && Date.now() < retryDeadline) {
          tally.inProgress += 1;
          await new Promise((resolve) => setTimeout(resolve, answer.retryAfter * 1000));
          continue;
        }
        expect([200, 201], `key ${attempt.key}: ${answer.status}`).toContain(answer.status);
        if (attempt.status === 201) {
          expect(answer.replayed, attempt.key).toBe(true);
          expect(answer.transId, attempt.key).toBe(attempt.transId);
        } else if (answer.replayed) tally.answeredFromSale += 1;
        else tally.made += 1;
        attempt.transId = answer.transId;
        return;
      }
    };
    const queue = [...attempts];
    await Promise.all(
      Array.from({ length: RESELLERS }, async () => {
        for (let a = queue.shift(); a; a = queue.shift()) await retry(a);
      }),
    );
    console.log(
      `sales crash suite: after the restart every key completed: ${tally.inProgress} answers ` +
        `"in progress" waited out, ${tally.answeredFromSale} in-flight keys answered from their ` +
        `committed sale, ${tally.made} sold after a takeover or a first claim; ` +
        `${Date.now() - started} ms`,
    );

    // every key has exactly its one sale; nothing PENDING; the auditor finds nothing
    const keys = await queryRows<{ key: string; sale_id: string | null; state: string }>(
      database.db,
      sql`select idempotency_key as key, sale_id, state from reseller_requests`,
    );
    const byKey = new Map(keys.map((row) => [row.key, row]));
    const sold = await queryRows<{ id: string; order_key: string | null; plate: string }>(
      database.db,
      sql`select s.id, s.order_key::text as order_key, i.plate
          from sales s join sale_items i on i.sale_id = s.id`,
    );
    expect(sold).toHaveLength(attempts.length);
    const salesOfPlate = new Map(sold.map((s) => [s.plate, s]));
    for (const attempt of attempts) {
      const sale = salesOfPlate.get(attempt.plate);
      expect(sale?.id, attempt.key).toBe(attempt.transId);
      if (attempt.channel === 'reseller') {
        expect(byKey.get(attempt.key)?.state, attempt.key).toBe('DONE');
        expect(byKey.get(attempt.key)?.sale_id, attempt.key).toBe(attempt.transId);
      } else expect(sale?.order_key, attempt.key).toBe(attempt.key);
    }
    const audit = await auditLedger(database.db, { now: new Date(), record: false });
    expect(audit.findings.filter((f) => f.count > 0)).toEqual([]);
  }, 150_000);
});
