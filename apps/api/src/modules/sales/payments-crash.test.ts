import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchasePaymentResponse } from '@toll/contract/sales';
import { queryRows, type Database } from '../../platform/db/database';
import {
  ensureApiBuild,
  openPlatformDatabase,
  freePortIn,
  startBuiltPlatform,
  stopBuiltPlatforms,
  type BuiltPlatform,
} from '../../test/built-platform';
import { seedUser, TEST_PASSWORD } from '../../test/identity-helpers';
import { seedTollContract } from '../../test/toll-helpers';
import { payInSandbox } from '../../test/sandbox-browser';
import { consents } from '../../test/sales-helpers';
import type { TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { auditLedger } from '../ledger/auditor';
import { getLedgerBalance } from '../ledger/posting';
import { seededRandom } from '@toll/domain/seeded-random';

/**
 * The crash suite of the card gateway's money and of a batch job (issue #31), on PostgreSQL only,
 * beside `sales-crash.test.ts`: the built platform on the file's own database, its card gateway the
 * sandbox it serves itself (server calls slowed to 300 ms, standing for the network). 6 buyers pay
 * vignettes on the site and 3 customers top up prepaid contracts through the sandbox's card and
 * 3-D Secure pages, each carrying the signed result back after a browser's pause (so some hold an
 * approval the platform has not booked yet); an accountant refunds two of every three top-ups;
 * a mass mail of 120 addresses is sent by the job queue. SIGKILL at a seeded moment; restart.
 * Half of the buyers whose return got no answer post it again, the others never come back: the
 * status checks the restart brings forward must book them; refunds left PENDING are taken over
 * when their lease ends. Then: every approval at the gateway has exactly its one activated sale
 * and vignette, or its one booked top-up; every refund is DONE, once at the gateway and once in
 * the ledger; balances are top-ups less refunds; nothing is issued without an approval; one
 * receipt per sale and one mass mail per address (a repeat only as the same Message-ID); the job
 * queue drains; no claim is left without a lease; the ledger auditor finds nothing (journals,
 * balances, invoice numbering). The seed is printed; `CRASH_SEED=<n>` replays the kill moment
 * and the browsers' pauses (the load itself depends on timing); `CRASH_TRACE=1` keeps the killed
 * platform's log in the temporary folder.
 */
const BUYERS = 6;
/** Prepaid contracts whose customers top up by card while an accountant refunds top-ups. */
const CONTRACTS = 3;
/** The lease on a claim (a card refund): short, so the restart meets it ended soon. */
const CLAIM_LEASE_MS = 4_000;
const RECIPIENTS = 120;
const PORTS: [number, number] = [4700, 4749];
/** The queue's lease on a started job: short, so the jobs the kill left active are retried soon. */
const JOB_LEASE_SECONDS = 6;
const seed = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);

type Purchase = {
  plate: string;
  transId: string | null;
  /** The sandbox's signed result (what the browser posts back), once the gateway answered. */
  result: Record<string, string> | null;
  /** The platform's answer to the posted result (a redirect), or null when none came. */
  returned: number | null;
};

let database: Database;
let url = '';
let adminName = '';
let campaignId = 0;
let mailDir = '';
let accountantName = '';
const contracts: { id: number; customer: string }[] = [];

/** A buyer's browser over HTTP, in the shape the sandbox helper drives (`app.inject`). */
function browserOf(platform: () => BuiltPlatform): Pick<FastifyInstance, 'inject'> {
  const inject = async (options: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    payload?: string;
  }) => {
    const res = await fetch(`${platform().base}${options.url}`, {
      method: options.method,
      headers: options.headers,
      body: options.payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    return { statusCode: res.status, body: await res.text(), headers: {} };
  };
  return { inject } as unknown as Pick<FastifyInstance, 'inject'>;
}

async function postResult(platform: BuiltPlatform, fields: Record<string, string>) {
  const res = await fetch(`${platform.base}/api/payments/borica/return`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  await res.arrayBuffer();
  return res.status;
}

/** A failure during the load, with the end of the platform's own log (its errors and stacks). */
function withPlatformLog(error: unknown, platform: BuiltPlatform): Error {
  const message = error instanceof Error ? error.message : String(error);
  return new Error(
    `${message}\n--- the platform's log, its end ---\n${platform.output().slice(-6000)}`,
  );
}

/** The captured mails: recipient and Message-ID of each .eml the platform's SMTP capture kept. */
function capturedMails() {
  return readdirSync(mailDir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => {
      const head = readFileSync(join(mailDir, name), 'utf8').split(/\r?\n\r?\n/)[0] ?? '';
      const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
      return {
        to: /^To: *(.*)$/im.exec(unfolded)?.[1]?.trim().toLowerCase() ?? '',
        messageId: /^Message-ID: *(.*)$/im.exec(unfolded)?.[1]?.trim() ?? '',
      };
    });
}

describe.skipIf(testDatabaseKind !== 'postgres')(
  'card payments and a mass mail killed with SIGKILL',
  () => {
    beforeAll(async () => {
      ensureApiBuild();
      ({ database, url } = await openPlatformDatabase());
      mailDir = mkdtempSync(join(tmpdir(), 'toll-crash-mail-'));
      const seeding = { database } as unknown as TestApp;
      adminName = `crash_admin_${seed}`;
      await seedUser(seeding, { username: adminName, roles: ['ROLE_ADMIN'] });
      accountantName = `crash_accountant_${seed}`;
      await seedUser(seeding, { username: accountantName, roles: ['ROLE_ACCOUNTANT'] });
      for (let c = 0; c < CONTRACTS; c += 1) {
        const id = await seedTollContract(seeding, { plate: `KT${seed % 10_000}${c}AA` });
        const [owner] = await queryRows<{ customer_id: string }>(
          database.db,
          sql`select p.customer_id from accounts a join partners p on p.id = a.client_id
            where a.id = ${id}`,
        );
        const customer = `crash_customer_${seed}_${c}`;
        await seedUser(seeding, { username: customer, customerId: owner!.customer_id });
        contracts.push({ id, customer });
      }
      const emails = Array.from({ length: RECIPIENTS }, (_, n) => `crash-${n}@example.bg`);
      const [campaign] = await queryRows<{ id: number }>(
        database.db,
        sql`insert into mass_mail_campaigns
            (subject_bg, subject_en, message_bg, message_en, recipient_kind, selection,
             test_sent_to, test_sent_at)
          values ('Тест', 'Test', 'Съобщение', 'Message', 'emails',
                  ${JSON.stringify({ emails })}::jsonb, 'test@example.bg', now())
          returning id`,
      );
      campaignId = Number(campaign!.id);
    }, 120_000);
    afterAll(async () => {
      await stopBuiltPlatforms();
      await database?.close();
      if (mailDir) rmSync(mailDir, { recursive: true, force: true });
    });

    it('books every approved payment and refund once, sends every mail once and drains the queue', async () => {
      const next = seededRandom(seed);
      const killAfterMs = 1_500 + Math.floor(next() * 3_000);
      console.log(`payments crash suite: seed ${seed}, kill after ${killAfterMs} ms of load`);
      const port = await freePortIn(PORTS);
      const env = {
        DATABASE_URL: url,
        PURCHASE_RATE_LIMIT: '1000000',
        DATABASE_POOL_MAX: '12',
        CLAIM_LEASE_MS: String(CLAIM_LEASE_MS),
        JOB_LEASE_SECONDS: String(JOB_LEASE_SECONDS),
        JOB_RETRY_DELAY_SECONDS: '2',
        MAIL_CAPTURE_DIR: mailDir,
        PAYMENT_GATEWAY: 'sandbox',
        SANDBOX_LATENCY_MS: '300',
      };
      const started = Date.now();
      let platform = await startBuiltPlatform(port, env);
      const browser = browserOf(() => platform);
      const signIn = async (userName: string) => {
        const res = await fetch(`${platform.base}/api/user/authenticate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userName, password: TEST_PASSWORD }),
        });
        expect(res.status).toBe(200);
        return ((await res.json()) as { token: string }).token;
      };
      const sent = await fetch(`${platform.base}/api/mass-mails/${campaignId}/send`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await signIn(adminName)}`,
          'content-type': 'application/json',
        },
        body: '{}',
      });
      expect(sent.status, await sent.text()).toBe(202);
      const accountant = await signIn(accountantName);
      const customers = await Promise.all(contracts.map((c) => signIn(c.customer)));

      // load: buyers pay vignettes, customers top up their contracts, each pausing (seeded)
      // before the browser's return; an accountant refunds every other booked top-up
      const pauses = Array.from({ length: 1000 }, () => Math.floor(next() * 400));
      let pauseAt = 0;
      const pause = () =>
        new Promise((resolve) => setTimeout(resolve, pauses[pauseAt++ % pauses.length]));
      const purchases: Purchase[] = [];
      const topUps: (Purchase & { accountId: number })[] = [];
      const refundable: { accountId: number; id: string }[] = [];
      const refunds: { id: string; status: number | null }[] = [];
      let killed = false;
      const buyer = async (b: number) => {
        for (let n = 0; !killed; n += 1) {
          const p: Purchase = {
            plate: `KP${String(b).padStart(2, '0')}${String(n).padStart(4, '0')}`,
            transId: null,
            result: null,
            returned: null,
          };
          purchases.push(p);
          try {
            const res = await fetch(`${platform.base}/api/purchasePayment?browser-language=en`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                vignettes: [{ productId: 'car-weekly', countryCode: 'BG', lpn: p.plate }],
                email: `${p.plate.toLowerCase()}@example.bg`,
                consents,
              }),
              signal: AbortSignal.timeout(30_000),
            });
            if (res.status !== 200) throw new Error(`purchase ${res.status}: ${await res.text()}`);
            const form = (await res.json()) as PurchasePaymentResponse;
            p.transId = form.transId;
            const run = await payInSandbox(browser, form.payment);
            if (run.ended !== 'result') throw new Error('the sandbox posted no result');
            p.result = run.fields;
            await pause();
            p.returned = await postResult(platform, p.result);
          } catch (error) {
            if (killed) return; // the server went away mid-walk
            throw withPlatformLog(error, platform);
          }
        }
      };
      const topper = async (c: number) => {
        const { id: accountId } = contracts[c]!;
        for (let n = 0; !killed; n += 1) {
          const p = { plate: `top-up ${c}/${n}`, transId: null, result: null, returned: null };
          const t: (typeof topUps)[number] = { ...p, accountId };
          topUps.push(t);
          try {
            const res = await fetch(
              `${platform.base}/api/self-care/accounts/${accountId}/card-payments`,
              {
                method: 'POST',
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${customers[c]}`,
                },
                body: JSON.stringify({ purpose: 'TOP_UP', amountMinor: 1_000 + n }),
                signal: AbortSignal.timeout(30_000),
              },
            );
            if (res.status !== 201) throw new Error(`top-up ${res.status}: ${await res.text()}`);
            const begun = (await res.json()) as {
              cardPayment: { id: string };
              payment: { action: string; fields: Record<string, string> };
            };
            t.transId = begun.cardPayment.id;
            const run = await payInSandbox(browser, begun.payment);
            if (run.ended !== 'result') throw new Error('the sandbox posted no result');
            t.result = run.fields;
            await pause();
            t.returned = await postResult(platform, t.result);
            if (n % 3 !== 2) refundable.push({ accountId, id: t.transId });
          } catch (error) {
            if (killed) return;
            throw withPlatformLog(error, platform);
          }
        }
      };
      const refunder = async () => {
        while (!killed) {
          const next = refundable.shift();
          if (!next) {
            await new Promise((resolve) => setTimeout(resolve, 50));
            continue;
          }
          const r = { id: next.id, status: null as number | null };
          refunds.push(r);
          try {
            const res = await fetch(
              `${platform.base}/api/accounts/${next.accountId}/card-payments/${next.id}/refund`,
              {
                method: 'POST',
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${accountant}`,
                },
                body: JSON.stringify({ reason: 'Crash suite refund', confirmed: true }),
                signal: AbortSignal.timeout(30_000),
              },
            );
            r.status = res.status;
            if (res.status !== 200)
              throw new Error(`refund of ${next.id} ${res.status}: ${await res.text()}`);
          } catch (error) {
            if (killed) return;
            throw withPlatformLog(error, platform);
          }
        }
      };
      const loadStarted = Date.now();
      const load = Promise.all([
        ...Array.from({ length: BUYERS }, (_, b) => buyer(b)),
        ...contracts.map((_, c) => topper(c)),
        refunder(),
        refunder(),
      ]);
      await new Promise((resolve) => setTimeout(resolve, killAfterMs));
      // the kill waits (up to 3 s) for a refund recorded and not yet answered by the gateway, so
      // each run leaves one for the takeover to find
      const aimUntil = Date.now() + 3_000;
      let aimed = false;
      while (!aimed && Date.now() < aimUntil) {
        const [row] = await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from contract_card_refunds where state = 'PENDING'`,
        );
        aimed = row!.n > 0;
        if (!aimed) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const loadMs = Date.now() - loadStarted;
      killed = true;
      await platform.kill();
      if (process.env.CRASH_TRACE)
        writeFileSync(join(tmpdir(), `crash-platform-${seed}.log`), platform.output());
      await load;

      const walks = [...purchases, ...topUps];
      const approvedUnbooked = walks.filter((p) => p.result && p.returned === null);
      const [mailed] = await queryRows<{ sent: number; queued: number }>(
        database.db,
        sql`select count(*) filter (where status = 'SENT')::int as sent,
                   count(*) filter (where status = 'QUEUED')::int as queued
            from mass_mail_recipients where campaign_id = ${campaignId}`,
      );
      const [held] = await queryRows<{ jobs: number; refunds: number }>(
        database.db,
        sql`select (select count(*)::int from pgboss.job where state = 'active') as jobs,
                   (select count(*)::int from contract_card_refunds
                    where state = 'PENDING') as refunds`,
      );
      console.log(
        `payments crash suite: ${purchases.length} purchases and ${topUps.length} top-ups ` +
          `begun, ${walks.filter((p) => p.result).length} answered by the gateway, ` +
          `${walks.filter((p) => p.returned !== null).length} returns answered, ` +
          `${approvedUnbooked.length} results held or in flight at the kill ` +
          `(killed after ${loadMs} ms of load); ` +
          `${refunds.length} refunds asked (${refunds.filter((r) => r.status === null).length} ` +
          `unanswered), ${held!.refunds} left PENDING; mass mail ` +
          `${mailed!.sent} sent, ${mailed!.queued} queued; ${held!.jobs} jobs active at the kill`,
      );
      for (const p of walks) if (p.returned !== null) expect(p.returned, p.plate).toBe(303);

      // restart: half of the unanswered browsers return, the other half never do
      platform = await startBuiltPlatform(port, env);
      let returnedAgain = 0;
      for (const [i, p] of approvedUnbooked.entries())
        if (i % 2 === 0) {
          expect(await postResult(platform, p.result!), p.plate).toBe(303);
          returnedAgain += 1;
        }

      // wait until the platform has settled what the kill left: approved payments booked,
      // refunds answered, every recipient sent, the queue drained
      const settleDeadline = Date.now() + 90_000;
      let state = { unbooked: -1, refunds: -1, queued: -1, jobs: -1 };
      for (;;) {
        const [row] = await queryRows<typeof state>(
          database.db,
          sql`select
                (select count(*)::int from sandbox_transactions t
                 where t.status = 'APPROVED' and not exists
                   (select 1 from payment_attempts a join sales s on s.id = a.sale_id
                    where a.order_code = t.order_code and s.state = 'ACTIVATED')
                 and not exists
                   (select 1 from contract_card_payments c
                    where c.order_code = t.order_code and c.state = 'APPROVED')) as unbooked,
                (select count(*)::int from contract_card_refunds
                 where state = 'PENDING') as refunds,
                (select count(*)::int from mass_mail_recipients
                 where campaign_id = ${campaignId} and status = 'QUEUED') as queued,
                (select count(*)::int from pgboss.job
                 where state in ('created', 'retry', 'active')
                   and start_after <= now() + interval '1 minute') as jobs`,
        );
        state = row!;
        const settled = Object.values(state).every((n) => n === 0);
        if (settled || Date.now() > settleDeadline) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      console.log(
        `payments crash suite: after the restart ${returnedAgain} returns posted again, ` +
          `${approvedUnbooked.length - returnedAgain} left to the status check; settled in ` +
          `${Date.now() - started} ms since the first start`,
      );
      expect(state).toEqual({ unbooked: 0, refunds: 0, queued: 0, jobs: 0 });

      // every approval for a sale: its one sale activated, one vignette
      const approvals = await queryRows<{
        order_code: string;
        sale_id: string;
        state: string;
        attempts_approved: number;
        vignettes: number;
        email: string;
      }>(
        database.db,
        sql`select t.order_code, s.id as sale_id, s.state, s.email,
                   (select count(*)::int from payment_attempts x
                    where x.sale_id = s.id and x.state = 'APPROVED') as attempts_approved,
                   (select count(*)::int from vignettes v join sale_items i on i.id = v.sale_item_id
                    where i.sale_id = s.id) as vignettes
            from sandbox_transactions t
            join payment_attempts a on a.order_code = t.order_code
            join sales s on s.id = a.sale_id
            where t.status = 'APPROVED'`,
      );
      // (the gateway may have approved a payment whose result page the kill kept from its buyer)
      const approvedSales = new Set(approvals.map((a) => a.sale_id));
      for (const p of purchases)
        if (p.result) expect(approvedSales.has(p.transId!), p.plate).toBe(true);
      for (const a of approvals) {
        expect(a.state, a.order_code).toBe('ACTIVATED');
        expect(a.attempts_approved, a.order_code).toBe(1);
        expect(a.vignettes, a.order_code).toBe(1);
      }
      // nothing issued without an approval; no sale paid twice (no reversal was needed)
      const [strays] = await queryRows<{ issued: number; reversals: number }>(
        database.db,
        sql`select (select count(*)::int from sales s where s.state = 'ACTIVATED' and not exists
                     (select 1 from payment_attempts a join sandbox_transactions t
                        on t.order_code = a.order_code
                      where a.sale_id = s.id and t.status = 'APPROVED')) as issued,
                   (select count(*)::int from payment_reversals) as reversals`,
      );
      expect(strays).toEqual({ issued: 0, reversals: 0 });

      // every approved top-up booked once; every refund asked is DONE, reversed at the gateway
      // once and in the ledger once; each contract's balance is its top-ups less its refunds
      const toppedUp = await queryRows<{
        id: string;
        account_id: number;
        amount: number;
        state: string;
        journals: number;
        refund: string | null;
        refund_journals: number;
        reversed: boolean;
      }>(
        database.db,
        sql`select c.id, c.account_id, c.amount_minor::int as amount, c.state,
                   (select count(*)::int from ledger_transactions l
                    where l.business_key = 'card-payment:' || c.id) as journals,
                   r.state as refund,
                   (select count(*)::int from ledger_transactions l
                    where l.business_key = 'card-refund:' || c.id) as refund_journals,
                   t.reversed_at is not null as reversed
            from contract_card_payments c
            join sandbox_transactions t on t.order_code = c.order_code
            left join contract_card_refunds r on r.card_payment_id = c.id
            where t.status = 'APPROVED'`,
      );
      const approvedTopUps = new Set(toppedUp.map((c) => c.id));
      for (const p of topUps)
        if (p.result) expect(approvedTopUps.has(p.transId!), p.plate).toBe(true);
      for (const c of toppedUp) {
        expect(c.state, c.id).toBe('APPROVED');
        expect(c.journals, c.id).toBe(1);
        expect(c.refund ?? 'none', c.id).toBe(c.reversed ? 'DONE' : 'none');
        expect(c.refund_journals, c.id).toBe(c.reversed ? 1 : 0);
      }
      for (const r of refunds) if (r.status === 200) expect(toppedUp.find((c) => c.id === r.id)?.refund).toBe('DONE'); // prettier-ignore
      for (const { id } of contracts) {
        const expected = toppedUp
          .filter((c) => c.account_id === id && !c.reversed)
          .reduce((sum, c) => sum + c.amount, 0);
        const balance = await getLedgerBalance(database.db, {
          kind: 'PREPAID_MAIN',
          ownerId: id,
          currency: 'EUR',
        });
        expect(balance.normalBalanceMinor, `contract ${id}`).toBe(expected);
      }

      // mail: one receipt per activated sale and one mass mail per recipient; a repeat only as
      // the same message (the same Message-ID)
      const mails = capturedMails();
      const byRecipient = new Map<string, Set<string>>();
      for (const mail of mails) {
        const ids = byRecipient.get(mail.to) ?? new Set<string>();
        ids.add(mail.messageId);
        byRecipient.set(mail.to, ids);
      }
      for (const a of approvals)
        expect(byRecipient.get(a.email.toLowerCase())?.size, `receipt to ${a.email}`).toBe(1);
      for (let n = 0; n < RECIPIENTS; n += 1)
        expect(byRecipient.get(`crash-${n}@example.bg`)?.size, `mass mail ${n}`).toBe(1);
      const [campaign] = await queryRows<{ status: string; sent: number }>(
        database.db,
        sql`select status, sent_count as sent from mass_mail_campaigns where id = ${campaignId}`,
      );
      expect(campaign).toEqual({ status: 'SENT', sent: RECIPIENTS });
      console.log(
        `payments crash suite: ${toppedUp.length} top-ups booked, ` +
          `${toppedUp.filter((c) => c.reversed).length} refunded; ${mails.length} mails ` +
          `captured for ${byRecipient.size} recipients ` +
          `(${mails.length - byRecipient.size} repeated with the same Message-ID)`,
      );

      // no claim left without a lease; no job failed for good; the auditor finds nothing
      const [stuck] = await queryRows<{ attempts: number; reversals: number; failed: number }>(
        database.db,
        sql`select
              (select count(*)::int from payment_attempts
               where not final and state <> 'APPROVED' and status_check_at is null) as attempts,
              (select count(*)::int from payment_reversals where state = 'PENDING') as reversals,
              (select count(*)::int from pgboss.job where state = 'failed') as failed`,
      );
      expect(stuck).toEqual({ attempts: 0, reversals: 0, failed: 0 });
      const audit = await auditLedger(database.db, { now: new Date(), record: false });
      expect(audit.findings.filter((f) => f.count > 0)).toEqual([]);
    }, 200_000);
  },
);
