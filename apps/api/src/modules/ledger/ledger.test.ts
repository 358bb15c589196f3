import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntriesPageSchema, trialBalanceSchema } from '@toll/contract/ledger';
import { queryRows } from '../../platform/db/database';
import { constraintViolation } from '../../platform/db/constraint-error';
import { AppError } from '../../platform/http/app-error';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { seedTollContract } from '../../test/toll-helpers';
import { getLedgerBalance, postJournal, reverseJournal, verifyLedgerBalances } from './posting';
import { ensureLedgerAccount, type LedgerAccountRef } from './accounts';

let t: TestApp;
const tokens: Record<string, string> = {};
const at = new Date('2026-03-10T10:00:00Z');
const prepaid: LedgerAccountRef = {
  kind: 'PREPAID_MAIN',
  ownerId: 71,
  currency: 'EUR',
  floorMinor: 0,
};
const clearing: LedgerAccountRef = { kind: 'CARD_GATEWAY_CLEARING', currency: 'EUR' };
const toll: LedgerAccountRef = { kind: 'REVENUE_TOLL', currency: 'EUR' };

const topUp = (key: string, amountMinor: number) => ({
  type: 'TOP_UP' as const,
  businessKey: key,
  occurredAt: at,
  refs: { accountId: 71 },
  lines: [
    { account: clearing, amountMinor, currency: 'EUR' as const },
    { account: prepaid, amountMinor: -amountMinor, currency: 'EUR' as const },
  ],
});
const charge = (key: string, amountMinor: number) => ({
  type: 'TOLL' as const,
  businessKey: key,
  occurredAt: at,
  lines: [
    { account: prepaid, amountMinor, currency: 'EUR' as const },
    { account: toll, amountMinor: -amountMinor, currency: 'EUR' as const },
  ],
});

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, roles] of Object.entries({
    accountant: ['ROLE_ACCOUNTANT'],
    admin: ['ROLE_ADMIN'],
    cashier: ['ROLE_VIGNETTE_USER'],
  } as const)) {
    const user = await seedUser(t, { username: `l_${name}`, roles: [...roles] });
    tokens[name] = await sessionToken(t, user.id);
  }
}, 60_000);
afterAll(() => t.close());

const get = (who: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(tokens[who]!) });

describe('posting', () => {
  it('books a balanced journal once per business key and keeps the balance', async () => {
    const first = await postJournal(t.database.db, topUp('card-1', 5000));
    expect(first.created).toBe(true);
    const again = await postJournal(t.database.db, topUp('card-1', 5000));
    expect(again).toEqual({ transactionId: first.transactionId, created: false });
    const balance = await getLedgerBalance(t.database.db, prepaid);
    expect(balance).toMatchObject({ balanceMinor: -5000, normalBalanceMinor: 5000, floorMinor: 0 });
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
  });

  it('refuses in TypeScript a journal that does not balance', async () => {
    await expect(
      postJournal(t.database.db, {
        ...topUp('card-bad', 100),
        lines: [
          { account: clearing, amountMinor: 100, currency: 'EUR' },
          { account: prepaid, amountMinor: -99, currency: 'EUR' },
        ],
      }),
    ).rejects.toMatchObject({ details: [{ code: 'ledger.unbalanced' }] });
  });

  it('refuses a charge beyond the floor with ledger.insufficientBalance, and books nothing', async () => {
    const error = await postJournal(t.database.db, charge('toll-over', 5001)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).details[0]?.code).toBe('ledger.insufficientBalance');
    const rows = await queryRows(
      t.database.db,
      sql`select 1 from ledger_transactions where business_key = 'toll-over'`,
    );
    expect(rows).toEqual([]);
    expect((await postJournal(t.database.db, charge('toll-ok', 5000))).created).toBe(true);
    expect((await getLedgerBalance(t.database.db, prepaid)).normalBalanceMinor).toBe(0);
  });

  it('reverses a transaction once, with the mirror entries', async () => {
    const posted = await postJournal(t.database.db, topUp('card-2', 300));
    const options = {
      businessKey: 'rev-card-2',
      occurredAt: at,
      reason: 'duplicate card payment',
      createdBy: null,
    };
    const reversal = await reverseJournal(t.database.db, posted.transactionId, options);
    expect(reversal.created).toBe(true);
    const again = await reverseJournal(t.database.db, posted.transactionId, {
      ...options,
      businessKey: 'rev-card-2b',
    });
    expect(again).toEqual({ transactionId: reversal.transactionId, created: false });
    expect((await getLedgerBalance(t.database.db, prepaid)).normalBalanceMinor).toBe(0);
    await expect(reverseJournal(t.database.db, 999_999, options)).rejects.toMatchObject({
      details: [{ code: 'ledger.notFound' }],
    });
  });

  it('creates an account once, also when asked concurrently', async () => {
    const ref: LedgerAccountRef = { kind: 'PARTNER_OBLIGATION', ownerId: 5, currency: 'BGN' };
    const ids = await Promise.all([1, 2, 3, 4].map(() => ensureLedgerAccount(t.database.db, ref)));
    expect(new Set(ids).size).toBe(1);
    const bank = await ensureLedgerAccount(t.database.db, { kind: 'SUSPENSE', currency: 'BGN' });
    expect(await ensureLedgerAccount(t.database.db, { kind: 'SUSPENSE', currency: 'BGN' })).toBe(
      bank,
    );
  });
});

describe('the database enforces the invariants', () => {
  type Tx = Parameters<Parameters<typeof t.database.db.transaction>[0]>[0];
  /** A header and its entries (account, currency, amount) written in one raw statement. */
  async function journal(
    tx: Tx,
    key: string,
    entries: [number, string, number][],
    occurredAt: Date = at,
  ) {
    const values = sql.join(
      entries.map(([a, c, m]) => sql`(${a}::integer, ${c}::char(3), ${m}::bigint)`),
      sql`, `,
    );
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`with h as (insert into ledger_transactions (type, business_key, occurred_at)
            values ('TOLL', ${key}, ${at.toISOString()}) returning id),
          e as (insert into ledger_entries (transaction_id, account_id, currency, amount_minor, occurred_at)
            select h.id, v.a, v.c, v.m, ${occurredAt.toISOString()}::timestamptz
            from h cross join (values ${values}) as v(a, c, m))
          select id from h`,
    );
    return Number(rows[0]!.id);
  }
  const refused = (work: (tx: Tx) => Promise<unknown>) =>
    t.database.db.transaction(work).then(
      () => undefined,
      (e: unknown) => constraintViolation(e)?.constraint,
    );

  it('a journal written with raw SQL must balance, with two entries or more, in its statement', async () => {
    const clearingId = await ensureLedgerAccount(t.database.db, clearing);
    const tollId = await ensureLedgerAccount(t.database.db, toll);
    let afterStatement = false;
    expect(
      await refused(async (tx) => {
        await journal(tx, 'raw-unbalanced', [
          [clearingId, 'EUR', 100],
          [tollId, 'EUR', -99],
        ]);
        afterStatement = true;
      }),
    ).toBe('ledger_transactions_balanced');
    expect(afterStatement).toBe(false);
    // a header alone, and a header with one entry of zero sum elsewhere, are refused at once
    expect(
      await refused((tx) =>
        tx.execute(
          sql`insert into ledger_transactions (type, business_key, occurred_at) values ('TOLL', 'raw-empty', ${at.toISOString()})`,
        ),
      ),
    ).toBe('ledger_transactions_balanced');
    expect(await refused((tx) => journal(tx, 'raw-single', [[clearingId, 'EUR', 100]]))).toBe(
      'ledger_transactions_balanced',
    );
    // entries added to a journal later in the same database transaction must balance on their own
    expect(
      await refused(async (tx) => {
        const id = await journal(tx, 'raw-late', [
          [clearingId, 'EUR', 100],
          [tollId, 'EUR', -100],
        ]);
        await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, currency, amount_minor, occurred_at)
          values (${id}, ${clearingId}, 'EUR', 5, ${at.toISOString()})`);
      }),
    ).toBe('ledger_transactions_balanced');
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
  });

  it('an entry names an existing account in its currency, and its transaction with its moment', async () => {
    const clearingId = await ensureLedgerAccount(t.database.db, clearing);
    const tollId = await ensureLedgerAccount(t.database.db, toll);
    expect(
      await refused((tx) =>
        journal(tx, 'raw-currency', [
          [clearingId, 'BGN', 100],
          [clearingId, 'BGN', -100],
        ]),
      ),
    ).toBe('ledger_entries_account_currency');
    expect(
      await refused((tx) =>
        journal(tx, 'raw-no-account', [
          [clearingId, 'EUR', 100],
          [2_000_000_000, 'EUR', -100],
        ]),
      ),
    ).toBe('ledger_entries_account_currency');
    expect(
      await refused((tx) =>
        journal(
          tx,
          'raw-moment',
          [
            [clearingId, 'EUR', 100],
            [tollId, 'EUR', -100],
          ],
          new Date(at.getTime() + 1000),
        ),
      ),
    ).toBe('ledger_entries_transaction');
    // an account with entries stays, with its id and currency
    await postJournal(t.database.db, {
      type: 'TOP_UP',
      businessKey: 'keeps-accounts',
      occurredAt: at,
      lines: [
        { account: clearing, amountMinor: 300, currency: 'EUR' },
        { account: toll, amountMinor: -300, currency: 'EUR' },
      ],
    });
    for (const statement of [
      sql`delete from ledger_accounts where id = ${tollId}`,
      sql`update ledger_accounts set currency = 'BGN' where id = ${tollId}`,
      sql`update ledger_accounts set id = 2000000001 where id = ${tollId}`,
    ])
      expect(await refused((tx) => tx.execute(statement))).toBe('ledger_entries_account_currency');
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
  });

  it('entries and transactions are never updated or deleted, nor added to an old transaction', async () => {
    const db = t.database.db;
    for (const statement of [
      sql`update ledger_entries set amount_minor = amount_minor * 2`,
      sql`delete from ledger_entries`,
      sql`update ledger_transactions set description = 'changed'`,
      sql`delete from ledger_transactions`,
      sql`truncate ledger_entries`,
    ]) {
      const error = await db.execute(statement).catch((e: unknown) => e);
      expect(constraintViolation(error)?.constraint).toBe('ledger_entries_immutable');
    }
    const [old] = await queryRows<{ id: string }>(
      db,
      sql`select id from ledger_transactions order by id limit 1`,
    );
    const clearingId = await ensureLedgerAccount(db, clearing);
    const late = await db
      .execute(
        sql`insert into ledger_entries (transaction_id, account_id, currency, amount_minor, occurred_at)
        select id, ${clearingId}, 'EUR', side, occurred_at from ledger_transactions, (values (1), (-1)) v(side)
        where id = ${Number(old!.id)}`,
      )
      .catch((e: unknown) => e);
    expect(constraintViolation(late)?.constraint).toBe('ledger_entries_immutable');
  });
});

describe('GET /api/ledger', () => {
  it('answers the trial balance to the accountant and the admin, totals summing to zero', async () => {
    // a 2025 sale booked in BGN (before the euro)
    await postJournal(t.database.db, {
      type: 'E_VIGNETTE',
      businessKey: 'sale-2025',
      occurredAt: new Date('2025-12-30T10:00:00Z'),
      lines: [
        {
          account: { kind: 'CARD_GATEWAY_CLEARING', currency: 'BGN' },
          amountMinor: 9700,
          currency: 'BGN',
        },
        {
          account: { kind: 'REVENUE_VIGNETTE', currency: 'BGN' },
          amountMinor: -9700,
          currency: 'BGN',
        },
      ],
    });
    for (const who of ['accountant', 'admin']) {
      const res = await get(who, '/api/ledger/trial-balance?from=2026-03-01&to=2026-03-31');
      expect(res.statusCode).toBe(200);
      const body = trialBalanceSchema.parse(res.json());
      const eur = body.totals.find((x) => x.currency === 'EUR')!;
      expect(eur.closingMinor).toBe(0);
      expect(eur.openingMinor).toBe(0);
      expect(eur.debitsMinor).toBe(-eur.creditsMinor);
      expect(eur.debitsMinor).toBeGreaterThan(0);
      const bgn = body.totals.find((x) => x.currency === 'BGN')!;
      expect(bgn).toMatchObject({ openingMinor: 0, debitsMinor: 0, closingMinor: 0 });
      const revenue = body.rows.find((r) => r.kind === 'REVENUE_VIGNETTE')!;
      expect(revenue).toMatchObject({ openingMinor: -9700, closingMinor: -9700, debitsMinor: 0 });
    }
    const december = trialBalanceSchema.parse(
      (
        await get('admin', '/api/ledger/trial-balance?from=2025-12-01&to=2025-12-31&currency=BGN')
      ).json(),
    );
    expect(december.rows.map((r) => r.kind).sort()).toEqual([
      'CARD_GATEWAY_CLEARING',
      'REVENUE_VIGNETTE',
    ]);
    expect(december.totals).toEqual([
      { currency: 'BGN', openingMinor: 0, debitsMinor: 9700, creditsMinor: -9700, closingMinor: 0 },
    ]);
  });

  it('names each account’s owner: the contract’s client and number, the bank account by IBAN', async () => {
    const contractId = await seedTollContract(t, { plate: 'CA4455TB' });
    const [contract] = await queryRows<{ number: string; client_name: string }>(
      t.database.db,
      sql`select number, client_name from accounts where id = ${contractId}`,
    );
    const [bank] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into bank_accounts (iban, currency, name)
          values ('BG80BNBG96611020345678', 'EUR', 'Разплащателна сметка') returning id`,
    );
    await postJournal(t.database.db, {
      type: 'TOP_UP',
      businessKey: 'owner-names',
      occurredAt: new Date('2026-04-10T10:00:00Z'),
      refs: { accountId: contractId },
      lines: [
        { account: { kind: 'BANK', ownerId: Number(bank!.id), currency: 'EUR' }, amountMinor: 5000, currency: 'EUR' }, // prettier-ignore
        { account: { kind: 'PREPAID_MAIN', ownerId: contractId, currency: 'EUR', floorMinor: 0 }, amountMinor: -5000, currency: 'EUR' }, // prettier-ignore
      ],
    });
    const res = await get('accountant', '/api/ledger/trial-balance?from=2026-04-01&to=2026-04-30');
    const rows = trialBalanceSchema.parse(res.json()).rows;
    const prepaid = rows.find((r) => r.kind === 'PREPAID_MAIN' && r.ownerId === contractId);
    expect(contract!.client_name).not.toBe('');
    expect(prepaid).toMatchObject({ ownerName: contract!.client_name, ownerNumber: contract!.number }); // prettier-ignore
    const bankRow = rows.find((r) => r.kind === 'BANK' && r.ownerId === Number(bank!.id));
    expect(bankRow).toMatchObject({ ownerName: 'Разплащателна сметка', ownerNumber: 'BG80BNBG96611020345678' }); // prettier-ignore
    const unowned = rows.find((r) => r.ownerId === null);
    expect(unowned).toMatchObject({ ownerName: null, ownerNumber: null });
    // each account with its code of the chart of accounts (the national chart's by default)
    expect(prepaid?.accountCode).toBe('412-1');
    expect(bankRow?.accountCode).toBe('503');
    const csv = await get('accountant', '/api/ledger/trial-balance/export?from=2026-04-01&to=2026-04-30&format=csv'); // prettier-ignore
    expect(csv.body).toContain(`${contract!.number} · ${contract!.client_name}`);
  });

  it("exports the period's journal for an accounting package: codes, counterparties, debits equal credits", async () => {
    const res = await get('accountant', '/api/ledger/journal/export?from=2026-04-01&to=2026-04-30&format=csv'); // prettier-ignore
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="journal-2026-04-01-2026-04-30.csv"'); // prettier-ignore
    const [header, ...lines] = res.body.trim().split('\n');
    expect(header).toBe(
      'Дата,Момент (София),Журнал №,Вид операция,Документ,Основание,Сторнира журнал №,Счетоводна сметка,Вид сметка,Контрагент,Дебит,Кредит,Валута',
    );
    const topUp = lines.filter((line) => line.includes(',owner-names,'));
    expect(topUp).toHaveLength(2);
    expect(topUp.find((l) => l.includes(',503,'))).toMatch(
      /^2026-04-10,10\.04\.2026 13:00:00,\d+,.*,50,,EUR$/,
    );
    const [owner] = await queryRows<{ number: string }>(
      t.database.db,
      sql`select ac.number from ledger_transactions lt
            join ledger_entries e on e.transaction_id = lt.id
            join ledger_accounts la on la.id = e.account_id and la.kind = 'PREPAID_MAIN'
            join accounts ac on ac.id = la.owner_id
          where lt.business_key = 'owner-names'`,
    );
    expect(topUp.find((l) => l.includes(',412-1,'))).toContain(`${owner!.number} · `);
    expect(topUp.find((l) => l.includes(',412-1,'))).toMatch(/,,50,EUR$/);
    // every journal of the period balances in the export, as in the ledger
    const sums = new Map<string, number>();
    for (const line of lines) {
      const cells = line.split(',');
      const [debit, credit, currency] = cells.slice(-3);
      const key = `${cells[2]} ${currency}`;
      sums.set(
        key,
        (sums.get(key) ?? 0) + Math.round((Number(debit || 0) - Number(credit || 0)) * 100),
      );
    }
    expect([...sums.values()].every((sum) => sum === 0)).toBe(true);
    expect((await get('cashier', '/api/ledger/journal/export?from=2026-04-01&to=2026-04-30')).statusCode).toBe(403); // prettier-ignore
  });

  it('refuses other roles and a reversed period', async () => {
    expect(
      (await get('cashier', '/api/ledger/trial-balance?from=2026-03-01&to=2026-03-31')).statusCode,
    ).toBe(403);
    const res = await get('admin', '/api/ledger/trial-balance?from=2026-03-31&to=2026-03-01');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('ledger.invalidPeriod');
    expect(
      (await get('admin', '/api/ledger/trial-balance?from=2026-02-30&to=2026-03-01')).statusCode,
    ).toBe(400);
  });

  it('exports the trial balance as CSV and XLSX with headers in the caller language', async () => {
    const csv = await get(
      'accountant',
      '/api/ledger/trial-balance/export?from=2026-03-01&to=2026-03-31&format=csv',
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Начално салдо');
    expect(csv.body).toContain('Предплатен основен баланс');
    expect(csv.body).toContain('Общо');
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/ledger/trial-balance/export?from=2026-03-01&to=2026-03-31&format=xlsx&lang=en',
      headers: { ...bearer(tokens.admin!), 'accept-language': 'en' },
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const header = book.worksheets[0]!.getRow(1).values as unknown[];
    expect(header).toContain('Opening balance');
    expect(header).toContain('Account code');
    expect(csv.body).toContain('Счетоводна сметка');
    expect(csv.body).toMatch(/;412-1;|,412-1,|"412-1"/);
  });

  it('pages an account entries for the drill-down', async () => {
    const id = await ensureLedgerAccount(t.database.db, prepaid);
    const res = await get('accountant', `/api/ledger/accounts/${id}/entries?pageSize=2`);
    expect(res.statusCode).toBe(200);
    const page = ledgerEntriesPageSchema.parse(res.json());
    expect(page.account).toMatchObject({ id, kind: 'PREPAID_MAIN', ownerId: 71 });
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.items[0]!.type).toBe('REVERSAL');
    expect((await get('accountant', '/api/ledger/accounts/999999/entries')).statusCode).toBe(404);
    expect((await get('cashier', `/api/ledger/accounts/${id}/entries`)).statusCode).toBe(403);
  });
});
