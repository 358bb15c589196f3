import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MstsTransactionInput } from '@toll/contract/msts';
import { withFlags } from '@toll/domain/feature-flags';
import { constraintViolation } from '../../platform/db/constraint-error';
import { queryRows } from '../../platform/db/database';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { seedTollContract } from '../../test/toll-helpers';
import { getLedgerBalance } from '../ledger/posting';
import { issueMstsKey } from './keys';
import { createMstsService } from './service';

let t: TestApp;
let key: string;
let accountant: string;
let admin: string;
let clerk: string;
let mstsId: number;
let otherId: number;
let haulier: string;

const tx = (id: string, overrides: Partial<MstsTransactionInput> = {}): MstsTransactionInput => ({
  transactionId: id,
  haulierId: haulier,
  plate: 'CA3003MS',
  vehicleCountry: 'BG',
  tollDomain: 'AT-ASFINAG',
  entryPoint: 'Nickelsdorf',
  entryAt: '2026-04-08T06:00:00Z',
  exitPoint: 'Salzburg',
  exitAt: '2026-04-08T10:00:00Z',
  netMinor: 10_000,
  vatMinor: 2_000,
  currency: 'EUR',
  billed: false,
  ...overrides,
});

const send = (transactions: MstsTransactionInput[], apiKey = key) =>
  t.app.inject({
    method: 'POST',
    url: '/api/msts/transactions',
    headers: { 'x-api-key': apiKey },
    payload: { transactions },
  });

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(token), 'accept-language': 'en' },
    payload,
  });

const count = async (table: string) =>
  Number(
    (
      await queryRows<{ n: string }>(t.database.db, sql.raw(`select count(*) as n from ${table}`))
    )[0]!.n,
  );

const receivable = async (accountId: number) =>
  (
    await getLedgerBalance(t.database.db, {
      kind: 'POSTPAID_RECEIVABLE',
      ownerId: accountId,
      currency: 'EUR',
    })
  ).normalBalanceMinor;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-04-09T12:00:00Z', env: { FEATURE_FLAGS: 'MSTS=on' } });
  key = (await issueMstsKey(t.database.db, 'Toll service (test)')).key;
  accountant = await sessionToken(
    t,
    (await seedUser(t, { username: 'ms_acc', roles: ['ROLE_ACCOUNTANT'] })).id,
  );
  admin = await sessionToken(
    t,
    (await seedUser(t, { username: 'ms_admin', roles: ['ROLE_ADMIN'] })).id,
  );
  clerk = await sessionToken(
    t,
    (await seedUser(t, { username: 'ms_clerk', roles: ['ROLE_CUSTOMERS_READ'] })).id,
  );
  mstsId = await seedTollContract(t, { plate: 'CA3003MS', accountType: 1 });
  otherId = await seedTollContract(t, { plate: 'CA4004MS', accountType: 2 });
  // international toll with room under its Euro-toll credit limit (100,000.00 EUR)
  await t.database.db.execute(
    sql`update accounts set has_msts_toll = true, credit_limit_eu_toll_eur_minor = 10000000
        where id = ${mstsId}`,
  );
  const [row] = await queryRows<{ customer_id: string }>(
    t.database.db,
    sql`select p.customer_id from accounts a join partners p on p.id = a.client_id where a.id = ${mstsId}`,
  );
  haulier = row!.customer_id;
}, 300_000);
afterAll(() => t?.close());

describe('MSTS batches from the outside toll service', { timeout: 120_000 }, () => {
  it('refuses a call without a valid key, and every call while the flag is off', async () => {
    const res = await send([tx('K-1')], 'msts_wrong');
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('auth.invalidApiKey');
    const off = createMstsService({
      db: t.database.db,
      clock: t.clock,
      flags: withFlags({ MSTS: false }),
    });
    await expect(off.ingestFromService({} as never, [tx('K-2')])).rejects.toMatchObject({
      details: [{ code: 'msts.disabled' }],
    });
  });

  it('books each new transaction once: the total on the receivable, overcharge 1.50 %', async () => {
    const res = await send([
      tx('A-1'),
      tx('A-2', { netMinor: 1_234, vatMinor: 0, tollDomain: 'de-tollcollect' }),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ received: 2, booked: 2, duplicates: 0, billedNow: 0 });
    const rows = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select transaction_id, overcharge_bp, overcharge_minor, total_minor, account_id, source
          from msts_transactions order by transaction_id`,
    );
    expect(
      rows.map((r) => [r.transaction_id, Number(r.overcharge_minor), Number(r.total_minor)]),
    ).toEqual([
      ['A-1', 150, 12_150],
      ['A-2', 19, 1_253], // 18.51 rounds to 19
    ]);
    expect(await receivable(mstsId)).toBe(12_150 + 1_253);
    // the journal: revenue, VAT and overcharge on their accounts, keyed by the transaction id
    const journal = await queryRows<{ kind: string; amount: string }>(
      t.database.db,
      sql`select a.kind, e.amount_minor as amount from ledger_transactions l
          join ledger_entries e on e.transaction_id = l.id join ledger_accounts a on a.id = e.account_id
          where l.type = 'TOLL' and l.business_key = 'msts:A-1' order by a.kind`,
    );
    expect(journal.map((j) => [j.kind, Number(j.amount)])).toEqual([
      ['POSTPAID_RECEIVABLE', 12_150],
      ['REVENUE_OTHER', -150],
      ['REVENUE_TOLL', -10_000],
      ['VAT_PAYABLE', -2_000],
    ]);
  });

  it('a replay books nothing; a repeat that says "billed" marks it billed once', async () => {
    const before = await receivable(mstsId);
    const batches = await count('msts_batches');
    const replay = await send([
      tx('A-1'),
      tx('A-2', { netMinor: 1_234, vatMinor: 0, tollDomain: 'DE-TOLLCOLLECT' }),
    ]);
    expect(replay.json()).toMatchObject({ batchId: null, booked: 0, duplicates: 2, billedNow: 0 });
    expect(await count('msts_batches')).toBe(batches);
    const billed = await send([tx('A-1', { billed: true, exitAt: '2026-04-08T13:00:00+03:00' })]);
    expect(billed.json()).toMatchObject({ booked: 0, duplicates: 1, billedNow: 1 });
    const again = await send([tx('A-1', { billed: true })]);
    expect(again.json()).toMatchObject({ billedNow: 0 });
    expect(await receivable(mstsId)).toBe(before);
    const [row] = await queryRows<{ billed: boolean; billed_at: string | null }>(
      t.database.db,
      sql`select billed, billed_at from msts_transactions where transaction_id = 'A-1'`,
    );
    expect(row).toMatchObject({ billed: true });
    expect(row!.billed_at).not.toBeNull();
  });

  it('refuses a whole batch with every bad line, and keeps nothing of it', async () => {
    const transactions = await count('msts_transactions');
    const res = await send([
      tx('B-1'),
      tx('B-2', { tollDomain: 'XX-NOWHERE' }),
      tx('B-3', { haulierId: 'C-999999' }),
      tx('B-4', { plate: 'CA4004MS' }), // the other contract's vehicle, not this haulier's
      tx('A-1', { netMinor: 999 }), // a used id for another transaction
      tx('B-6', { exitAt: '2026-04-08T05:00:00Z' }),
    ]);
    expect(res.statusCode).toBe(422);
    expect(
      res.json().errors.map((e: { code: string; field: string }) => [e.code, e.field]),
    ).toEqual([
      ['msts.unknownTollDomain', 'transactions.1.tollDomain'],
      ['msts.unknownHaulier', 'transactions.2.haulierId'],
      ['msts.noMstsContract', 'transactions.3.plate'],
      ['msts.transactionChanged', 'transactions.4.transactionId'],
      ['msts.exitBeforeEntry', 'transactions.5.exitAt'],
    ]);
    // in the caller's language (Bulgarian by default), the line number in the text
    expect(res.json().errors[0].message).toBe(
      'Ред 2: непознат тол домейн или няма надценка за деня',
    );
    expect(await count('msts_transactions')).toBe(transactions);
  });

  it('takes transactions only on a contract with international toll (database guard too)', async () => {
    const [other] = await queryRows<{ customer_id: string }>(
      t.database.db,
      sql`select p.customer_id from accounts a join partners p on p.id = a.client_id where a.id = ${otherId}`,
    );
    const res = await send([tx('C-1', { haulierId: other!.customer_id, plate: 'CA4004MS' })]);
    expect(res.json().errors[0]).toMatchObject({
      code: 'msts.noMstsContract',
      field: 'transactions.0.plate',
    });
    const [batch] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from msts_batches limit 1`,
    );
    const [ledger] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from ledger_transactions limit 1`,
    );
    await expect(
      t.database.db.execute(sql`insert into msts_transactions (transaction_id, batch_id, account_id,
        haulier_id, plate, vehicle_country, toll_domain, entry_point, entry_at, exit_point, exit_at,
        net_minor, vat_minor, overcharge_bp, overcharge_minor, total_minor, currency,
        ledger_transaction_id, source)
        values ('RAW-1', ${batch!.id}, ${otherId}, 'x', 'CA4004MS', 'BG', 'AT-ASFINAG', 'a', now(), 'b',
          now(), 100, 0, 0, 0, 100, 'EUR', ${ledger!.id}, 'API')`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(
        sql`update msts_transactions set net_minor = 1 where transaction_id = 'A-2'`,
      ),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(
        sql`update msts_transactions set billed = false, billed_at = null where transaction_id = 'A-1'`,
      ),
    ).rejects.toThrow();
  });
});

describe("the contract's Euro-toll credit limit", { timeout: 120_000 }, () => {
  let limitedId: number;
  let limited: string;
  // 100.00 net + 20.00 VAT + 1.50 overcharge
  const charge = (id: string, overrides: Partial<MstsTransactionInput> = {}) =>
    tx(id, { haulierId: limited, plate: 'CA5005MS', ...overrides });
  const codes = (res: Awaited<ReturnType<typeof send>>) =>
    res.json().errors.map((e: { code: string; field: string }) => [e.code, e.field]);

  beforeAll(async () => {
    limitedId = await seedTollContract(t, { plate: 'CA5005MS', accountType: 2 });
    // 300.00 EUR of unbilled international toll; no credit in BGN
    await t.database.db.execute(
      sql`update accounts set has_msts_toll = true, credit_limit_eu_toll_eur_minor = 30000
          where id = ${limitedId}`,
    );
    const [row] = await queryRows<{ customer_id: string }>(
      t.database.db,
      sql`select p.customer_id from accounts a join partners p on p.id = a.client_id where a.id = ${limitedId}`,
    );
    limited = row!.customer_id;
  });

  it('takes unbilled toll up to the limit and refuses the batch whole past it, naming each line', async () => {
    const ok = await send([charge('L-1'), charge('L-2')]); // 24,300 of 30,000
    expect(ok.json()).toMatchObject({ booked: 2 });
    const transactions = await count('msts_transactions');
    const owed = await receivable(limitedId);
    const over = await send([
      charge('L-3'), // 36,450 > 30,000
      charge('L-4', { currency: 'BGN', netMinor: 100, vatMinor: 0 }), // a BGN limit of 0
      charge('L-5', { billed: true }), // already billed: not on the limit
    ]);
    expect(over.statusCode).toBe(422);
    expect(codes(over)).toEqual([
      ['msts.creditLimitExceeded', 'transactions.0.totalMinor'],
      ['msts.creditLimitExceeded', 'transactions.1.totalMinor'],
    ]);
    expect(over.json().errors[0].message).toBe(
      'Ред 1: надвишава кредитния лимит на договора за тол в Европа (нефактурираната международна такса би надхвърлила лимита)',
    );
    expect(await count('msts_transactions')).toBe(transactions);
    expect(await receivable(limitedId)).toBe(owed);
    // what arrives billed is taken whatever the limit
    expect((await send([charge('L-5', { billed: true })])).json()).toMatchObject({ booked: 1 });
  });

  it('counts what a batch marks billed as freed, and takes more once the limit is raised', async () => {
    // L-1 billed in the same batch frees its 12,150: L-2 and L-3 make 24,300 of 30,000
    const freed = await send([charge('L-1', { billed: true }), charge('L-3')]);
    expect(freed.statusCode).toBe(200);
    expect(freed.json()).toMatchObject({ booked: 1, billedNow: 1 });
    expect(codes(await send([charge('L-6')]))).toEqual([
      ['msts.creditLimitExceeded', 'transactions.0.totalMinor'],
    ]);
    await t.database.db.execute(
      sql`update accounts set credit_limit_eu_toll_eur_minor = 50000 where id = ${limitedId}`,
    );
    expect((await send([charge('L-6')])).json()).toMatchObject({ booked: 1 });
    const summary = await call(clerk, 'GET', `/msts/contracts/${limitedId}`);
    expect(summary.json()).toMatchObject({
      creditLimitEuTollEurMinor: 50_000,
      totals: [{ currency: 'EUR', unbilledMinor: 3 * 12_150, billedMinor: 2 * 12_150 }],
    });
  });

  it('the file import is refused the same way, each line named', async () => {
    const header =
      'transactionId;haulierId;plate;vehicleCountry;tollDomain;entryPoint;entryAt;exitPoint;exitAt;net;vat;currency;billed';
    const line = (id: string) =>
      `${id};${limited};CA5005MS;BG;AT-ASFINAG;A;2026-04-08T06:00:00Z;B;2026-04-08T10:00:00Z;100,00;20,00;EUR;`;
    const res = await call(accountant, 'POST', '/msts/import', {
      fileName: 'over.csv',
      content: [header, line('LF-1'), line('LF-2')].join('\n'), // 48,600 of 50,000, then 60,750
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      expect.objectContaining({
        code: 'msts.creditLimitExceeded',
        field: 'lines.3.totalMinor',
        message:
          "Line 3: over the contract's credit limit for toll in Europe (its unbilled international toll would exceed the limit)",
      }),
    ]);
  });

  it('is an invariant of the database too: no writer takes a contract past its limit', async () => {
    const [ids] = await queryRows<{ batch: number; ledger: number }>(
      t.database.db,
      sql`select (select id from msts_batches limit 1) as batch,
            (select id from ledger_transactions limit 1) as ledger`,
    );
    const insert = (id: string, total: number, billed: boolean) =>
      t.database.db.execute(sql`insert into msts_transactions (transaction_id, batch_id, account_id,
        haulier_id, plate, vehicle_country, toll_domain, entry_point, entry_at, exit_point, exit_at,
        net_minor, vat_minor, overcharge_bp, overcharge_minor, total_minor, currency, billed,
        billed_at, ledger_transaction_id, source)
        values (${id}, ${ids!.batch}, ${limitedId}, ${limited}, 'CA5005MS', 'BG', 'AT-ASFINAG', 'a',
          now(), 'b', now(), ${total}, 0, 0, 0, ${total}, 'EUR', ${billed},
          case when ${billed} then now() end, ${ids!.ledger}, 'API')`);
    const refused = await insert('RAW-L1', 50_000, false).then(
      () => null,
      (error: unknown) => error,
    );
    expect(constraintViolation(refused)?.constraint).toBe('msts_transactions_credit_limit');
    // up to the limit, and billed rows whatever the limit, are taken
    await insert('RAW-L2', 50_000 - 3 * 12_150, false);
    await insert('RAW-L3', 99_999, true);
  });

  it.skipIf(testDatabaseKind !== 'postgres')(
    'lets exactly as many parallel writers pass as the limit allows (PostgreSQL)',
    async () => {
      const racedId = await seedTollContract(t, { plate: 'CA6006MS', accountType: 2 });
      await t.database.db.execute(
        sql`update accounts set has_msts_toll = true, credit_limit_eu_toll_eur_minor = 500
            where id = ${racedId}`,
      );
      const [ids] = await queryRows<{ batch: number; ledger: number }>(
        t.database.db,
        sql`select (select id from msts_batches limit 1) as batch,
              (select id from ledger_transactions limit 1) as ledger`,
      );
      // ten writers of 1.00 each at once, each its own transaction: five fit under 5.00
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          t.database.db.execute(sql`insert into msts_transactions (transaction_id, batch_id,
            account_id, haulier_id, plate, vehicle_country, toll_domain, entry_point, entry_at,
            exit_point, exit_at, net_minor, vat_minor, overcharge_bp, overcharge_minor, total_minor,
            currency, ledger_transaction_id, source)
            values (${`RACE-${i}`}, ${ids!.batch}, ${racedId}, 'x', 'CA6006MS', 'BG', 'AT-ASFINAG',
              'a', now(), 'b', now(), 100, 0, 0, 0, 100, 'EUR', ${ids!.ledger}, 'API')`),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
      for (const r of results)
        if (r.status === 'rejected')
          expect(constraintViolation(r.reason)?.constraint).toBe('msts_transactions_credit_limit');
      const [owed] = await queryRows<{ n: string }>(
        t.database.db,
        sql`select sum(total_minor) as n from msts_transactions where account_id = ${racedId}`,
      );
      expect(Number(owed!.n)).toBe(500);
    },
  );
});

describe('MSTS in the office', { timeout: 120_000 }, () => {
  const file = [
    'transactionId;haulierId;plate;vehicleCountry;tollDomain;entryPoint;entryAt;exitPoint;exitAt;net;vat;currency;billed',
    `F-1;HAULIER;CA3003MS;BG;HU-HUGO;"Hegyeshalom; border";2026-04-07T08:00:00Z;Röszke;2026-04-07T12:00:00Z;45,50;12,29;EUR;`,
    `F-2;HAULIER;CA3003MS;BG;PL-ETOLL;Świecko;2026-04-06T08:00:00Z;Warszawa;2026-04-06T14:00:00Z;80.00;18.40;EUR;true`,
  ];
  const csv = () => file.map((l) => l.replace('HAULIER', haulier)).join('\n');

  it('refuses a file with bad lines, naming each line and column; nothing is imported', async () => {
    const bad = [
      ...file,
      'F-3;X;CA3003MS;BG;HU-HUGO;a;2026-04-07T08:00:00Z;b;2026-04-07T12:00:00Z;abc;0;EUR;',
    ]
      .map((l) => l.replace('HAULIER', haulier))
      .join('\n');
    const res = await call(accountant, 'POST', '/msts/import', {
      fileName: 'april.csv',
      content: bad,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      expect.objectContaining({
        code: 'msts.badValue',
        field: 'lines.4.net',
        message: 'Line 4: the value in column net is not valid',
      }),
    ]);
    const header = await call(accountant, 'POST', '/msts/import', { content: 'a,b\n1,2' });
    expect(header.json().errors[0]).toMatchObject({
      code: 'msts.csvMissingColumn',
      field: 'lines.1.transactionId',
    });
  });

  it("imports a file (quoted separators, decimal commas) and keeps it as the contract's document", async () => {
    const res = await call(accountant, 'POST', '/msts/import', {
      fileName: 'april.csv',
      content: csv(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ received: 2, booked: 2 });
    const list = await call(
      clerk,
      'GET',
      `/msts/transactions?f_accountId=${mstsId}&f_tollDomain=HU-HUGO`,
    );
    expect(list.json().items).toEqual([
      expect.objectContaining({
        transactionId: 'F-1',
        entryPoint: 'Hegyeshalom; border',
        netMinor: 4_550,
        vatMinor: 1_229,
        overchargeMinor: 68, // 68.25 → 68
        totalMinor: 5_847,
        billed: false,
      }),
    ]);
    const billed = await call(
      clerk,
      'GET',
      `/msts/transactions?f_billed=true&f_from=2026-04-06&f_to=2026-04-06`,
    );
    expect(billed.json().items.map((r: { transactionId: string }) => r.transactionId)).toEqual([
      'F-2',
    ]);
    const summary = await call(clerk, 'GET', `/msts/contracts/${mstsId}`);
    expect(summary.json().totals).toEqual([
      {
        currency: 'EUR',
        transactions: 4,
        unbilledMinor: 1_253 + 5_847,
        billedMinor: 12_150 + 9_960,
      },
    ]);
    const batch = summary.json().batches.find((b: { source: string }) => b.source === 'FILE');
    expect(batch).toMatchObject({ fileName: 'april.csv', transactions: 2, hasFile: true });
    const download = await call(clerk, 'GET', `/msts/batches/${batch.id}/file`);
    expect(download.headers['content-disposition']).toContain('april.csv');
    expect(download.body).toBe(csv());
  });

  it("exports the list with headers in the caller's language", async () => {
    const res = await call(
      clerk,
      'GET',
      `/msts/transactions/export?format=csv&f_accountId=${mstsId}`,
    );
    expect(res.statusCode).toBe(200);
    const [header, ...lines] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toContain('Toll domain');
    expect(lines).toHaveLength(4);
  });

  it('answers the overcharge per toll domain (spec §7 GET /msts/overcharges)', async () => {
    const res = await call(clerk, 'GET', '/msts/overcharges?at=2026-04-09');
    expect(res.statusCode).toBe(200);
    const impossible = await call(clerk, 'GET', '/msts/overcharges?at=2026-02-30');
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().errors[0]).toMatchObject({
      code: 'validation.invalidDate',
      field: 'at',
    });
    expect(res.json().items).toContainEqual(
      expect.objectContaining({
        tollDomain: 'AT-ASFINAG',
        country: 'AT',
        name: 'Austria – ASFINAG',
        overchargeBp: 150,
      }),
    );
  });

  it('issues a key (admin) that the outside service can use', async () => {
    const issued = await call(admin, 'POST', '/msts/keys', { name: 'Provider' });
    expect(issued.statusCode).toBe(201);
    const res = await send([tx('K-9', { netMinor: 100, vatMinor: 0 })], issued.json().key);
    expect(res.json()).toMatchObject({ booked: 1 });
    expect((await call(clerk, 'POST', '/msts/keys', { name: 'x' })).statusCode).toBe(403);
    expect((await call(clerk, 'POST', '/msts/import', { content: csv() })).statusCode).toBe(403);
  });

  it('lists the keys (never the key itself) and revokes one: the batch API refuses it at once', async () => {
    const issued = (await call(admin, 'POST', '/msts/keys', { name: 'Rotated' })).json();
    expect((await send([tx('K-10', { netMinor: 100, vatMinor: 0 })], issued.key)).statusCode).toBe(
      200,
    );
    const list = await call(admin, 'GET', '/msts/keys');
    expect(list.statusCode).toBe(200);
    const listed = list.json().items.find((k: { id: number }) => k.id === issued.id);
    expect(listed).toMatchObject({
      name: 'Rotated',
      keyPrefix: issued.key.slice(0, 12),
      revokedAt: null,
    });
    expect(listed.lastUsedAt).not.toBeNull();
    expect(list.body).not.toContain(issued.key);

    const revoked = await call(admin, 'DELETE', `/msts/keys/${issued.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({
      message: 'The API key is revoked',
      key: { id: issued.id },
    });
    expect(revoked.json().key.revokedAt).not.toBeNull();
    // the very next batch with it is refused, and books nothing
    const transactions = await count('msts_transactions');
    const refused = await send([tx('K-11', { netMinor: 100, vatMinor: 0 })], issued.key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errors[0].code).toBe('auth.invalidApiKey');
    expect(await count('msts_transactions')).toBe(transactions);
    // a live key still works
    expect((await send([tx('K-12', { netMinor: 100, vatMinor: 0 })])).statusCode).toBe(200);
    // audited once; revoking again changes nothing
    const again = await call(admin, 'DELETE', `/msts/keys/${issued.id}`);
    expect(again.json().key.revokedAt).toBe(revoked.json().key.revokedAt);
    const audits = await queryRows<{ before: { revokedAt: string | null }; after: object }>(
      t.database.db,
      sql`select before, after from audit_log where action = 'msts.key.revoke'
          and entity = 'mstsKey' and entity_id = ${String(issued.id)}`,
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]!.before.revokedAt).toBeNull();
    expect((await call(admin, 'DELETE', '/msts/keys/999999')).json().errors[0].code).toBe(
      'msts.keyNotFound',
    );
    // only the admin (msts.keys) lists and revokes
    expect((await call(clerk, 'GET', '/msts/keys')).statusCode).toBe(403);
    expect((await call(accountant, 'DELETE', `/msts/keys/${issued.id}`)).statusCode).toBe(403);
  });
});
