import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankLineDetailSchema,
  bankLinePageSchema,
  statementUploadResultSchema,
} from '@toll/contract/bank';
import { queryRows } from '../../platform/db/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { DEMO_STEPS } from '../../seed/demo-steps';
import { demoCustomersStep } from '../../seed/demo-customers';
import { demoPartnerRegisterStep } from '../../seed/demo-partners';
import { demoUsersStep } from '../../seed/demo-users';
import { runSeeds } from '../../seed/run-seeds';
import { ensureDemoBankAccount } from './bank-helpers';

const sample = (name: string) =>
  readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');
const MT940 = sample('demo-statement.mt940');
const CAMT = sample('demo-statement.camt053.xml');

let t: TestApp;
const tokens: Record<string, string> = {};
type Who = 'accountant' | 'concord' | 'plain';

beforeAll(async () => {
  t = await createTestApp();
  await runSeeds(t.database.db, [DEMO_STEPS[0]!, demoPartnerRegisterStep, demoUsersStep, demoCustomersStep]); // prettier-ignore
  await ensureDemoBankAccount(t.database.db);
  const people = { accountant: ['ROLE_ACCOUNTANT'], concord: ['ROLE_CONCORD_ADMIN'], plain: ['ROLE_USERS'] } as const; // prettier-ignore
  for (const [name, roles] of Object.entries(people)) {
    const user = await seedUser(t, { username: `bk_${name}`, roles: [...roles] });
    tokens[name] = await sessionToken(t, user.id);
  }
}, 240_000);
afterAll(() => t.close());

const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'en') =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(tokens[who]!), 'accept-language': lang },
    payload: payload as object | undefined,
  });

// the fixtures are not one account's sequence of statements: their gaps are accepted (the
// continuity itself is tested in statement-continuity.test.ts)
const upload = (content: string, fileName = 'statement.txt', lang = 'en') =>
  call(
    'accountant',
    'POST',
    '/bank/statements',
    { fileName, content, continuityReason: 'test fixtures, not a sequence' },
    lang,
  );

const count = async (table: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql.raw(`select count(*)::int as n from ${table}`),
    )
  )[0]!.n;

async function lines(query = '') {
  const res = await call('accountant', 'GET', `/bank/transactions?pageSize=500${query}`);
  expect(res.statusCode).toBe(200);
  return bankLinePageSchema.parse(res.json()).items;
}

async function contractOf(customerId: string, accountType: number) {
  const [row] = await queryRows<{ id: number; number: string }>(
    t.database.db,
    sql`select a.id, a.number from accounts a join partners p on p.id = a.client_id
        where p.customer_id = ${customerId} and a.account_type = ${accountType} order by a.id limit 1`,
  );
  return row!;
}

describe('bank statements', () => {
  it('uploads an MT940 statement: the initial payment and a client IBAN match, the rest wait', async () => {
    const res = await upload(MT940, 'demo.mt940');
    expect(res.statusCode).toBe(201);
    const result = statementUploadResultSchema.parse(res.json());
    expect(result).toMatchObject({
      newLines: 4,
      knownLines: 0,
      matched: 2,
      undistributed: 2,
      failed: 0,
    });
    const all = await lines();
    const initial = all.find((l) => l.bankReference === 'BNB2611240001')!;
    expect(initial).toMatchObject({ status: 'PROCESSED', payment: { distributedMinor: 20_000, undistributedMinor: 0, kind: 'BANK' } }); // prettier-ignore
    const detail = bankLineDetailSchema.parse(
      (await call('accountant', 'GET', `/bank/transactions/${initial.id}`)).json(),
    );
    const prepaid = await contractOf('C-100001', 1);
    expect(detail.distributions).toMatchObject([{ target: 'INITIAL_PAYMENT', accountId: prepaid.id, amountMinor: 20_000, method: 'AUTO' }]); // prettier-ignore
    expect(all.find((l) => l.bankReference === 'BNB2611240002')).toMatchObject({
      status: 'PROCESSED',
    });
    expect(all.find((l) => l.bankReference === 'BNB2611240003')).toMatchObject({ status: 'UNPROCESSED', payment: { undistributedMinor: 50_000 } }); // prettier-ignore
    expect(all.find((l) => l.bankReference === 'BNB2611240004')).toMatchObject({ status: 'UNPROCESSED', direction: 'DEBIT', payment: null }); // prettier-ignore
  });

  it('adds nothing when the same statement is uploaded again', async () => {
    const before = await count('bank_transactions');
    const result = statementUploadResultSchema.parse((await upload(MT940, 'again.mt940')).json());
    expect(result).toMatchObject({ newLines: 0, knownLines: 4, matched: 0 });
    expect(result.statements[0]!.alreadyUploaded).toBe(true);
    expect(await count('bank_transactions')).toBe(before);
    expect(await count('payments')).toBe(3);
  });

  it('records only the new lines of an overlapping statement', async () => {
    const overlap = MT940.replace(':20:STM2026112401', ':20:STM2026112402')
      .replace(':62F:C261124EUR10837,50', ':62F:C261124EUR10937,50')
      .replace(
        ':62F:',
        ':61:2611241124C100,00NTRFNONREF//BNB2611240005\n:86:/NAME/NEW PAYER/REMI/no reference\n:62F:',
      );
    const result = statementUploadResultSchema.parse(
      (await upload(overlap, 'overlap.mt940')).json(),
    );
    expect(result).toMatchObject({ newLines: 1, knownLines: 4, undistributed: 1 });
    expect(result.statements[0]).toMatchObject({
      lineCount: 5,
      newLines: 1,
      knownLines: 4,
      alreadyUploaded: false,
    });
  });

  it('refuses a malformed file whole, naming the line in the caller language, and books nothing', async () => {
    const before = [
      await count('bank_statements'),
      await count('bank_transactions'),
      await count('payments'),
    ];
    const bad = MT940.replace(':20:STM2026112401', ':20:STM2026112409').replace(
      'C150,00NTRF',
      'C15O,00NTRF',
    );
    const en = await upload(bad);
    expect(en.statusCode).toBe(400);
    expect(en.json().errors[0]).toMatchObject({ code: 'bank.file.badAmount' });
    expect(en.json().errors[0].message).toContain('line 8');
    const bg = await upload(bad, 'x', 'bg');
    expect(bg.json().errors[0].message).toContain('ред 8');
    const xml = await upload(CAMT.replace('11337.50', '11337.49'));
    expect(xml.statusCode).toBe(400);
    expect(xml.json().errors[0]).toMatchObject({ code: 'bank.file.balanceMismatch' });
    expect(xml.json().errors[0].message).toContain('XML path Document/BkToCstmrStmt/Stmt[1]/Bal');
    const unknown = await upload(MT940.replace(/BG80BNBG96611020345678/, 'BG22UNCR70001522334455'));
    expect(unknown.json().errors[0]).toMatchObject({ code: 'bank.unknownAccount' });
    expect([await count('bank_statements'), await count('bank_transactions'), await count('payments')]).toEqual(before); // prettier-ignore
  });

  it('uploads a camt.053 statement: a customer id matches, an unknown payer waits', async () => {
    const result = statementUploadResultSchema.parse((await upload(CAMT, 'demo.xml')).json());
    expect(result).toMatchObject({ newLines: 2, matched: 1, undistributed: 1 });
    const topUp = (await lines()).find((l) => l.entryRef === 'BNB2611250001')!;
    const detail = bankLineDetailSchema.parse(
      (await call('accountant', 'GET', `/bank/transactions/${topUp.id}`)).json(),
    );
    expect(detail.distributions).toMatchObject([{ target: 'CONTRACT', accountNumber: (await contractOf('C-100001', 1)).number }]); // prettier-ignore
  });

  it('assigns an undistributed payment by hand, split across two contracts, and audits it', async () => {
    const line = (await lines('&f_undistributed=true')).find(
      (l) => l.bankReference === 'BNB2611240003',
    )!;
    const postpaid = await contractOf('C-100001', 2);
    const prepaid = await contractOf('C-100001', 1);
    const tooMuch = await call('accountant', 'POST', `/bank/transactions/${line.id}/assign`, {
      shares: [{ accountId: postpaid.id, target: 'CONTRACT', amountMinor: 50_001 }],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors[0].code).toBe('bank.splitTooLarge');
    // the undistributed amount as money in the reader's language, not cents
    expect(tooMuch.json().errors[0].message).toContain('€500.00');
    const part = await call('accountant', 'POST', `/bank/transactions/${line.id}/assign`, {
      shares: [{ accountId: postpaid.id, target: 'CONTRACT', amountMinor: 30_000 }],
    });
    expect(bankLineDetailSchema.parse(part.json())).toMatchObject({ status: 'UNPROCESSED', payment: { distributedMinor: 30_000, undistributedMinor: 20_000 } }); // prettier-ignore
    const rest = await call('accountant', 'POST', `/bank/transactions/${line.id}/assign`, {
      shares: [
        { accountId: prepaid.id, target: 'CONTRACT', amountMinor: 15_000 },
        { accountId: postpaid.id, target: 'CONTRACT', amountMinor: 5_000 },
      ],
    });
    const done = bankLineDetailSchema.parse(rest.json());
    expect(done).toMatchObject({
      status: 'PROCESSED',
      payment: {
        undistributedMinor: 0,
        ibanOld: 'BG02UNCR96611000009000',
        ibanNew: 'BG22UNCR70001522334455',
      },
    });
    expect(done.distributions.map((d) => [d.accountId, d.amountMinor, d.method])).toEqual([
      [postpaid.id, 30_000, 'MANUAL'],
      [prepaid.id, 15_000, 'MANUAL'],
      [postpaid.id, 5_000, 'MANUAL'],
    ]);
    const again = await call('accountant', 'POST', `/bank/transactions/${line.id}/assign`, {
      shares: [{ accountId: prepaid.id, target: 'CONTRACT', amountMinor: 1 }],
    });
    expect(again.statusCode).toBe(400);
    const history = (
      await call('accountant', 'GET', `/history/bank-transaction/${line.id}`)
    ).json();
    expect(history.items.map((e: { action: string }) => e.action)).toEqual([
      'bank.assigned',
      'bank.assigned',
    ]);
  });

  it('refuses to pay an initial payment twice', async () => {
    const line = (await lines('&f_undistributed=true')).find(
      (l) => l.entryRef === 'BNB2611250002',
    )!;
    const prepaid = await contractOf('C-100001', 1);
    const res = await call('accountant', 'POST', `/bank/transactions/${line.id}/assign`, {
      shares: [{ accountId: prepaid.id, target: 'INITIAL_PAYMENT', amountMinor: 20_000 }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].code).toBe('contract.initialPaymentAlreadyPaid');
  });

  it('fails a line naming an unsigned contract, and a retry after signing pays its initial payment', async () => {
    const [pre] = await queryRows<{ id: number; number: string; version: number }>(
      t.database.db,
      sql`select id, number, version from accounts where status = 'PRE_ACTIVE' and account_type = 1 and initial_payment_minor = 20000 order by id limit 1`,
    );
    const file = MT940.replace(':20:STM2026112401', ':20:STM2026112403')
      .replace(':62F:C261124EUR10837,50', ':62F:C261124EUR11137,50')
      .replace(
        ':62F:',
        `:61:2611241124C200,00NTRFNONREF//BNB2611240006\n:86:/NAME/PRE ACTIVE/REMI/Initial ${pre!.number}\n:61:2611241124C100,00NTRFNONREF//BNB2611240007\n:86:/NAME/NOBODY/REMI/contract A99999999\n:62F:`,
      );
    const result = statementUploadResultSchema.parse((await upload(file, 'failed.mt940')).json());
    expect(result).toMatchObject({ newLines: 2, failed: 2 });
    const failed = await lines('&f_status=FAILED');
    const unsigned = failed.find((l) => l.bankReference === 'BNB2611240006')!;
    expect(unsigned.errorText).toBe(
      `Contract ${pre!.number} is not signed: the initial payment is blocked`,
    );
    expect(failed.find((l) => l.bankReference === 'BNB2611240007')!.errorCode).toBe(
      'bank.match.unknownContract',
    );
    expect(
      (await call('accountant', 'POST', `/bank/transactions/${unsigned.id}/retry`, {})).statusCode,
    ).toBe(400);
    const still = bankLineDetailSchema.parse((await call('accountant', 'POST', `/bank/transactions/${unsigned.id}/retry`, { confirmed: true })).json()); // prettier-ignore
    expect(still).toMatchObject({ status: 'FAILED', attempts: 2 });
    const signed = await t.app.inject({ method: 'POST', url: `/api/accounts/${pre!.id}/sign`, headers: bearer(tokens.accountant!), payload: { version: pre!.version } }); // prettier-ignore
    expect(signed.statusCode).toBe(200);
    const ok = bankLineDetailSchema.parse((await call('accountant', 'POST', `/bank/transactions/${unsigned.id}/retry`, { confirmed: true })).json()); // prettier-ignore
    expect(ok).toMatchObject({ status: 'PROCESSED', errorCode: null, attempts: 3, distributions: [{ target: 'INITIAL_PAYMENT', accountId: pre!.id }] }); // prettier-ignore
    expect((await call('accountant', 'POST', `/bank/transactions/${unsigned.id}/retry`, { confirmed: true })).statusCode).toBe(409); // prettier-ignore
  });

  it('marks an unprocessed line processed after confirmation, once', async () => {
    const fee = (await lines('&f_direction=DEBIT'))[0]!;
    const res = await call('concord', 'POST', `/bank/transactions/${fee.id}/mark-processed`, {
      confirmed: true,
    });
    expect(bankLineDetailSchema.parse(res.json()).status).toBe('PROCESSED');
    expect((await call('concord', 'POST', `/bank/transactions/${fee.id}/mark-processed`, { confirmed: true })).statusCode).toBe(409); // prettier-ignore
  });

  it('keeps every payment distributed within its amount, and lines immutable, in the database', async () => {
    const [over] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from payments where distributed_minor > amount_minor`); // prettier-ignore
    expect(over!.n).toBe(0);
    const [sums] = await queryRows<{ bad: number }>(
      t.database.db,
      sql`select count(*)::int as bad from payments p where p.distributed_minor <> coalesce((select sum(amount_minor) from payment_distributions d where d.payment_id = p.id), 0)`,
    );
    expect(sums!.bad).toBe(0);
    await expect(
      t.database.db.execute(sql`update bank_transactions set amount_minor = amount_minor + 1`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from payment_distributions`)).rejects.toThrow();
  });

  it('books every receipt in the ledger: bank debited, customers and suspense credited, balanced', async () => {
    const [money] = await queryRows<{
      credits: number;
      undistributed: number;
      distributed: number;
    }>(
      t.database.db,
      sql`select (select coalesce(sum(amount_minor), 0)::int from bank_transactions where direction = 'CREDIT') as credits,
                 (select coalesce(sum(amount_minor - distributed_minor), 0)::int from payments where not annulled) as undistributed,
                 (select coalesce(sum(amount_minor), 0)::int from payment_distributions) as distributed`,
    );
    const balances = await queryRows<{ kind: string; balance: number }>(
      t.database.db,
      sql`select kind, sum(balance_minor)::int as balance from ledger_accounts group by kind`,
    );
    const of = (kind: string) => balances.find((b) => b.kind === kind)?.balance ?? 0;
    expect(of('BANK')).toBe(money!.credits);
    expect(of('SUSPENSE')).toBe(-money!.undistributed);
    expect(of('PREPAID_MAIN') + of('POSTPAID_RECEIVABLE') + of('DEPOSIT')).toBe(
      -money!.distributed,
    );
    expect(balances.reduce((a, b) => a + b.balance, 0)).toBe(0);
    const [unbalanced] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from (select transaction_id from ledger_entries group by transaction_id, currency having sum(amount_minor) <> 0) x`,
    );
    expect(unbalanced!.n).toBe(0);
    const [entries] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ledger_accounts a where a.balance_minor <> coalesce((select sum(amount_minor) from ledger_entries e where e.account_id = a.id), 0)`,
    );
    expect(entries!.n).toBe(0);
    const journals = await queryRows<{ type: string; n: number }>(
      t.database.db,
      sql`select type, count(*)::int as n from ledger_transactions group by type order by type`,
    );
    // one receipt per statement that brought new lines (MT940, overlap, camt.053, failed) and one
    // suspense distribution per manual assignment (2) and successful retry (1)
    expect(journals).toEqual([
      { type: 'BANK_RECEIPT', n: 4 },
      { type: 'SUSPENSE_DISTRIBUTION', n: 3 },
    ]);
  });

  it('is for the accountant, the admin and the concord admin only', async () => {
    expect((await call('plain', 'GET', '/bank/transactions')).statusCode).toBe(403);
    expect(
      (await call('plain', 'POST', '/bank/statements', { fileName: 'a', content: MT940 }))
        .statusCode,
    ).toBe(403);
    expect((await call('concord', 'GET', '/bank/statements')).statusCode).toBe(200);
    expect((await call('concord', 'GET', '/bank/contract-lookup?q=C-100001')).json()).toHaveLength(
      2,
    );
  });
});
