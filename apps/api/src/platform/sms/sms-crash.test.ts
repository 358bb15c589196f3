import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '@toll/domain/seeded-random';
import { queryRows, type Database } from '../db/database';
import { startJobs, type Jobs } from '../jobs';
import {
  ensureApiBuild,
  freePortIn,
  openPlatformDatabase,
  startBuiltPlatform,
  stopBuiltPlatforms,
  type BuiltPlatform,
} from '../../test/built-platform';
import { testDatabaseKind } from '../../test/test-database';
import { queueSms } from './sms-sender';
import { startSmscCapture, type SmscCapture } from './smsc-capture';

/**
 * The SMS sender killed with SIGKILL while the SMSC holds a message it has not answered (issue #31:
 * "no SMS is sent twice for one event"), on PostgreSQL only. The built platform sends through an
 * SMSC in this process (which, like a real one, outlives the platform and keeps the receipts it
 * could not deliver for the next bind) while this process queues SMS, each to its own number. After
 * a seeded number of messages, the SMSC takes the next one and never answers it, and the platform
 * is killed right then; more SMS are queued while it is down; it is started again. Then: every
 * notice reached the SMSC exactly once, every row is DELIVERED, the held one with the id the SMSC
 * gave it (settled by its receipt, not sent again), and the queue holds nothing but finished jobs
 * and rechecks. `CRASH_SEED=<n>` replays the kill moment.
 */
const PORTS: [number, number] = [4650, 4699];
const BEFORE_KILL = 40;
const WHILE_DOWN = 20;
/** Short, so what the kill left behind is looked at again within the test. */
const JOB_LEASE_SECONDS = 6;
const VALIDITY_SECONDS = 12;
const seed = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: Database;
let url = '';
let smsc: SmscCapture;
let jobs: Jobs;

// every number ends in 7: none meets the sandbox's failure endings (0001-0004)
const numberOf = (n: number) => `359887${20_000 + n * 10 + 7}`;

async function queueOne(n: number) {
  await database.db.transaction((tx) =>
    queueSms(tx, jobs, {
      sourceKey: `crash-sms:${seed}:${n}`,
      kind: 'expiryReminderSms',
      to: numberOf(n),
      text: `Vignette ${n}: expires soon. Renew at bgtoll.bg`,
    }),
  );
}

describe.skipIf(testDatabaseKind !== 'postgres')('the SMS sender killed with SIGKILL', () => {
  beforeAll(async () => {
    ensureApiBuild();
    ({ database, url } = await openPlatformDatabase());
    smsc = await startSmscCapture({ dir: null });
    // this process only queues (its pg-boss works nothing)
    jobs = await startJobs(database, pino({ level: 'silent' }), {
      leaseSeconds: JOB_LEASE_SECONDS,
      retryDelaySeconds: 1,
    });
  }, 120_000);
  afterAll(async () => {
    await stopBuiltPlatforms();
    await jobs?.stop();
    await smsc?.close();
    await database?.close();
  });

  it('sends every notice once: the one the SMSC took unanswered is settled by its receipt', async () => {
    const next = seededRandom(seed);
    const killAt = 5 + Math.floor(next() * (BEFORE_KILL - 10));
    console.log(`SMS crash suite: seed ${seed}, kill with message ${killAt + 1} held at the SMSC`);
    const port = await freePortIn(PORTS);
    const env = {
      DATABASE_URL: url,
      SMSC_URL: smsc.url,
      SMSC_TIMEOUT_MS: '5000',
      SMS_RETRY_DELAY_SECONDS: '1',
      SMS_VALIDITY_SECONDS: String(VALIDITY_SECONDS),
      SMS_RECEIPT_GRACE_SECONDS: '2',
      JOB_LEASE_SECONDS: String(JOB_LEASE_SECONDS),
    };
    let platform: BuiltPlatform = await startBuiltPlatform(port, env);

    const held = (async () => {
      while (smsc.messages.length < killAt) await sleep(5);
      return smsc.holdNextAnswer();
    })();
    for (let n = 0; n < BEFORE_KILL; n += 1) await queueOne(n);
    const taken = await held;
    await platform.kill();
    console.log(
      `SMS crash suite: killed with ${smsc.messages.length} messages at the SMSC, ` +
        `${taken.to} taken and unanswered`,
    );

    for (let n = BEFORE_KILL; n < BEFORE_KILL + WHILE_DOWN; n += 1) await queueOne(n);
    const restartedAt = Date.now();
    platform = await startBuiltPlatform(port, env);

    const total = BEFORE_KILL + WHILE_DOWN;
    // a row the kill left claimed but never submitted waits out the validity before it goes
    const deadline = Date.now() + (VALIDITY_SECONDS + JOB_LEASE_SECONDS + 40) * 1000;
    for (;;) {
      const [left] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from notifications
            where source_key like ${`crash-sms:${seed}:%`} and status <> 'DELIVERED'`,
      );
      if (left!.n === 0) break;
      if (Date.now() > deadline) {
        const rows = await queryRows(
          database.db,
          sql`select n.id, n.receiver, n.status, n.error_text, n.updated_at, n.attempts,
                (select json_agg(json_build_object('state', j.state, 'start', j.start_after,
                   'key', j.singleton_key, 'retries', j.retry_count))
                 from pgboss.job j where j.name = 'sms.send'
                   and j.data->>'notificationId' = n.id::text) as jobs
              from notifications n
              where n.source_key like ${`crash-sms:${seed}:%`} and n.status <> 'DELIVERED'`,
        );
        throw new Error(`${left!.n} SMS not delivered in time: ${JSON.stringify(rows)}`);
      }
      await sleep(250);
    }
    console.log(
      `SMS crash suite: all ${total} delivered ${Date.now() - restartedAt} ms after the restart`,
    );

    // every notice reached the SMSC exactly once
    for (let n = 0; n < total; n += 1)
      expect(
        smsc.messages.filter((m) => m.to === numberOf(n)),
        numberOf(n),
      ).toHaveLength(1);
    expect(smsc.messages).toHaveLength(total);
    // the held one: settled by its receipt, with the id the SMSC gave it
    const [heldRow] = await queryRows<{ status: string; smsc_message_id: string }>(
      database.db,
      sql`select status, smsc_message_id from notifications where receiver = ${taken.to}`,
    );
    expect(heldRow).toEqual({ status: 'DELIVERED', smsc_message_id: taken.messageId });
    // nothing left in the queue but finished jobs and the rechecks of settled rows
    const [open] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pgboss.job where name = 'sms.send'
            and state not in ('completed') and coalesce(singleton_key, '') not like 'sms.recheck:%'`,
    );
    expect(open!.n).toBe(0);
    await platform.kill();
  }, 180_000);
});
