import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerHealthSchema } from '@toll/contract/ledger';
import type { Role } from '@toll/domain/roles';
import { queryRows } from '../../platform/db/database';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { seedPartner } from '../../test/partner-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { issueApiKey } from '../partners/api-keys';
import { composeMail, type MailMessage } from '../../platform/mail/compose';
import { auditAndNotify, auditLedger } from './auditor';
import { postJournal } from './posting';

/**
 * The ledger auditor on the demo data of `npm start` (whose seeded sales have no journals: found);
 * then a hand-edited entry
 * (the append-only trigger switched off, as only a superuser could), a skipped invoice number and
 * a sale item without its journal are each named, the sealed day that no longer matches too, and
 * /metrics reports the last run.
 */
let t: TestApp;
let demoUnbooked = 0;
const TOKEN = 'ledger-audit-metrics-token';
/** Late enough that every day booked so far has ended and may be sealed. */
const later = () => new Date(Date.now() + 3 * 24 * 60 * 60_000);

beforeAll(async () => {
  t = await createTestApp({ demo: true, env: { METRICS_TOKEN: TOKEN } });
}, 240_000);
afterAll(() => t.close());

const countOf = (audit: Awaited<ReturnType<typeof auditLedger>>, check: string) =>
  audit.findings.find((f) => f.check === check)!;
const scrape = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
      remoteAddress: '10.9.9.9',
    })
  ).body;

describe('ledger auditor', () => {
  it('checks the demo books, seals their days and ages the clearing money', async () => {
    const audit = await auditLedger(t.database.db, { now: later() });
    // the demo's books hold (its earlier sales are booked by seed/demo-sale-journals)
    expect(audit.findings.filter((f) => f.count > 0).map((f) => f.check)).toEqual([]);
    demoUnbooked = countOf(audit, 'saleItemsWithoutJournal').count;
    expect(demoUnbooked).toBe(0);
    expect(audit.sealed).toBeGreaterThan(0);
    expect(audit.aged.map((a) => a.kind)).toContain('CARD_GATEWAY_CLEARING');
    for (const a of audit.aged)
      expect(a.agedMinor).toBeLessThanOrEqual(Math.max(0, a.balanceMinor));
    const text = await scrape();
    expect(text).toContain('toll_ledger_audit_ok 1');
    expect(text).toContain('toll_ledger_audit_findings{check="unbalancedJournals"} 0');
    expect(text).toMatch(
      /toll_ledger_audit_aged_minor\{account="CARD_GATEWAY_CLEARING",currency="\w+"\} \d+/,
    );
    expect(text).toMatch(
      /toll_ledger_audit_balance_minor\{account="CARD_GATEWAY_CLEARING",currency="\w+"\} -?\d+/,
    );
    expect(text).toContain(
      `toll_ledger_audit_findings{check="saleItemsWithoutJournal"} ${demoUnbooked}`,
    );
    // a second run seals nothing new and its seals still match
    const again = await auditLedger(t.database.db, { now: later() });
    expect([countOf(again, 'sealMismatches').count, again.sealed]).toEqual([0, 0]);
  });

  it('names a hand-edited entry: its journal, its account, its sealed day', async () => {
    const [entry] = await queryRows<{
      id: string;
      transaction_id: string;
      account_id: number;
      day: string;
    }>(
      t.database.db,
      sql`select e.id, e.transaction_id, e.account_id,
            to_char((t.booked_at at time zone 'Europe/Sofia')::date, 'YYYY-MM-DD') as day
          from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          order by e.id limit 1`,
    );
    await t.database.db.execute(
      sql`alter table ledger_entries disable trigger ledger_entries_immutable`,
    );
    try {
      await t.database.db.execute(
        sql`update ledger_entries set amount_minor = amount_minor + 100 where id = ${entry!.id}`,
      );
    } finally {
      await t.database.db.execute(
        sql`alter table ledger_entries enable trigger ledger_entries_immutable`,
      );
    }
    const audit = await auditLedger(t.database.db, { now: later() });
    expect(countOf(audit, 'unbalancedJournals').sample).toEqual([String(entry!.transaction_id)]);
    expect(countOf(audit, 'balanceMismatches').sample).toContain(`account ${entry!.account_id}`);
    expect(countOf(audit, 'sealMismatches').sample).toEqual([entry!.day]);
    expect(await scrape()).toContain('toll_ledger_audit_findings{check="sealMismatches"} 1');
  });

  it('names an invoice issuer with a gap and a sale item without its journal', async () => {
    const [issuer] = await queryRows<{ code: string }>(
      t.database.db,
      sql`update invoice_issuers set next_number = next_number + 1
          where id = (select min(id) from invoice_issuers) returning code`,
    );
    // a sale made as a reseller makes it (booked in its transaction)
    const partnerId = (await seedPartner(t)).id;
    const { key } = await issueApiKey(t.database.db, {
      partnerId,
      name: 'audit',
      createdBy: null,
      now: t.clock.now(),
    });
    const sold = await t.app.inject({
      method: 'POST',
      url: '/api/reseller/sales',
      headers: { 'x-api-key': key, 'idempotency-key': 'audit-1' },
      payload: { vignettes: [{ productId: 'car-weekly', countryCode: 'BG', lpn: 'CA7001AA' }] },
    });
    expect(sold.statusCode).toBe(201);
    const [item] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from sale_items where sale_id = ${sold.json().transId as string}`,
    );
    expect(
      countOf(
        await auditLedger(t.database.db, { now: later(), seal: false }),
        'saleItemsWithoutJournal',
      ).count,
    ).toBe(demoUnbooked);
    // the item's journal moved to another business key (as if it had never been booked)
    await t.database.db.execute(
      sql`alter table ledger_transactions disable trigger ledger_transactions_immutable`,
    );
    try {
      await t.database.db.execute(
        sql`update ledger_transactions set business_key = 'moved-' || business_key
            where business_key = ${`sale-item-${item!.id}`}`,
      );
    } finally {
      await t.database.db.execute(
        sql`alter table ledger_transactions enable trigger ledger_transactions_immutable`,
      );
    }
    const audit = await auditLedger(t.database.db, { now: later(), seal: false });
    expect(countOf(audit, 'invoiceNumberGaps').sample).toEqual([`${issuer!.code}: 1 missing`]);
    const unbooked = countOf(audit, 'saleItemsWithoutJournal');
    expect(unbooked.count).toBe(demoUnbooked + 1);
    const [listed] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from sale_items i where i.id = ${item!.id}
            and not exists (select 1 from ledger_transactions t where t.business_key = 'sale-item-' || i.id)`,
    );
    expect(listed!.n).toBe(1);
  });

  it('ages clearing money that was never settled', async () => {
    const now = later();
    const old = new Date(now.getTime() - 30 * 24 * 60 * 60_000);
    const before = await auditLedger(t.database.db, { now, seal: false, record: false });
    const clearing = (a: typeof before) =>
      a.aged.find((x) => x.kind === 'CARD_GATEWAY_CLEARING' && x.currency === 'EUR')!;
    await postJournal(t.database.db, {
      type: 'TOP_UP',
      businessKey: 'audit-aged-1',
      occurredAt: old,
      lines: [
        {
          account: { kind: 'CARD_GATEWAY_CLEARING', currency: 'EUR' },
          amountMinor: 1234,
          currency: 'EUR',
        },
        { account: { kind: 'SUSPENSE', currency: 'EUR' }, amountMinor: -1234, currency: 'EUR' },
      ],
    });
    const after = await auditLedger(t.database.db, { now, seal: false, record: false });
    expect(clearing(after).balanceMinor - clearing(before).balanceMinor).toBe(1234);
    expect(clearing(after).agedMinor - clearing(before).agedMinor).toBe(1234);
  });

  it('shows the last run to accountants (GET /api/ledger/health), not to cashiers', async () => {
    const asUser = async (username: string, roles: Role[]) => {
      const user = await seedUser(t, { username, roles });
      return bearer(await sessionToken(t, user.id));
    };
    const get = async (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/ledger/health', headers });
    const res = await get(await asUser('audit_accountant', ['ROLE_ACCOUNTANT']));
    expect(res.statusCode).toBe(200);
    const health = ledgerHealthSchema.parse(res.json());
    expect(health.ok).toBe(false);
    expect(health.findings.find((f) => f.check === 'sealMismatches')?.count).toBe(1);
    expect(health.aged.map((a) => a.kind)).toContain('SUSPENSE');
    expect((await get(await asUser('audit_cashier', ['ROLE_VIGNETTE_USER']))).statusCode).toBe(403);
  });

  it('mails the finance mailbox when a breach appears or changes, not on every run', async () => {
    const deps = { db: t.database.db, jobs: t.jobs, financeMail: 'finance@example.bg' };
    const unchanged = await auditAndNotify({ ...deps, now: later() });
    expect([unchanged.audit.ok, unchanged.mailed]).toEqual([false, false]);
    // a new kind of breach: a sale's journal whose sale item does not exist
    await postJournal(t.database.db, {
      type: 'E_VIGNETTE',
      businessKey: 'sale-item-00000000-0000-4000-8000-00000000beef',
      occurredAt: new Date(),
      lines: [
        {
          account: { kind: 'CARD_GATEWAY_CLEARING', currency: 'EUR' },
          amountMinor: 100,
          currency: 'EUR',
        },
        {
          account: { kind: 'REVENUE_VIGNETTE', currency: 'EUR' },
          amountMinor: -100,
          currency: 'EUR',
        },
      ],
    });
    const changed = await auditAndNotify({ ...deps, now: later() });
    expect(changed.mailed).toBe(true);
    const queued = await queryRows<{ data: MailMessage }>(
      t.database.db,
      sql`select data from pgboss.job where name = 'mail.send' and data ->> 'kind' = 'ledgerBreach'`,
    );
    expect(queued).toHaveLength(1);
    const mail = composeMail(queued[0]!.data);
    expect(mail.to).toBe('finance@example.bg');
    expect(mail.text).toContain('Статии без източник: 1');
    expect(mail.text).toContain('Небалансирани счетоводни статии');
    expect((await auditAndNotify({ ...deps, now: later() })).mailed).toBe(false);
  });
});
