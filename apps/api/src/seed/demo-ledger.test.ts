import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialBalanceSchema } from '@toll/contract/ledger';
import { users } from '../db/schema/identity';
import { verifyLedgerBalances } from '../modules/ledger/posting';
import { queryRows } from '../platform/db/database';
import { bearer, sessionToken } from '../test/identity-helpers';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: new Date().toISOString(), demo: true });
}, 120_000);
afterAll(() => t.close());

describe('demo ledger', () => {
  it('gives the accountant a trial balance with movements that sums to zero', async () => {
    const [accountant] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.username, 'accountant'));
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ledger/trial-balance?from=${from}&to=${today}`,
      headers: bearer(await sessionToken(t, accountant!.id)),
    });
    expect(res.statusCode).toBe(200);
    const body = trialBalanceSchema.parse(res.json());
    expect(body.rows.some((r) => r.kind === 'PREPAID_MAIN' && r.debitsMinor > 0)).toBe(true);
    for (const total of body.totals) expect(total.closingMinor).toBe(0);
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
  });

  it('books the demo toll transactions through the charging ingest, each once', async () => {
    const rows = await queryRows<{ recorded: string; posted: string; booked: string }>(
      t.database.db,
      sql`select (select count(*) from toll_transactions where transaction_id like 'demo-tcs-%') as recorded,
            (select count(*) from toll_transactions where transaction_id like 'demo-tcs-%' and status = 'POSTED') as posted,
            (select count(*) from ledger_transactions where type = 'TOLL' and business_key like 'demo-tcs-%') as booked`,
    );
    expect(Number(rows[0]!.recorded)).toBeGreaterThan(0);
    expect(Number(rows[0]!.posted)).toBeGreaterThan(0);
    expect(rows[0]!.booked).toBe(rows[0]!.posted);
  });
});
