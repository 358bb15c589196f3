import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../platform/db/database';
import { createTestApp, type TestApp } from '../test/test-app';
import { demoBankStep } from './demo-bank';
import { demoCustomersStep } from './demo-customers';
import { demoPartnerRegisterStep } from './demo-partners';
import { DEMO_STEPS } from './demo-steps';
import { demoUsersStep } from './demo-users';
import { runSeeds } from './run-seeds';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await runSeeds(t.database.db, [DEMO_STEPS[0]!, demoPartnerRegisterStep, demoUsersStep, demoCustomersStep, demoBankStep()]); // prettier-ignore
}, 240_000);
afterAll(() => t.close());

describe('the demo bank statement', () => {
  it('holds a matched, an undistributed, a failed and an unprocessed debit line', async () => {
    const rows = await queryRows<{ status: string; direction: string; error_code: string | null }>(
      t.database.db,
      sql`select status, direction, error_code from bank_transactions order by id`,
    );
    expect(rows).toEqual([
      { status: 'PROCESSED', direction: 'CREDIT', error_code: null },
      { status: 'UNPROCESSED', direction: 'CREDIT', error_code: null },
      { status: 'FAILED', direction: 'CREDIT', error_code: 'bank.match.contractClosed' },
      { status: 'UNPROCESSED', direction: 'DEBIT', error_code: null },
    ]);
    const [initial] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from payment_distributions where target = 'INITIAL_PAYMENT'`); // prettier-ignore
    expect(initial!.n).toBe(0);
  });
});
