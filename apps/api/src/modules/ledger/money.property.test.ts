import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { seedPartner, seedPointsOfSale } from '../../test/partner-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedTollContract } from '../../test/toll-helpers';
import { payInSandbox } from '../../test/sandbox-browser';
import { postResult } from '../../test/sales-helpers';
import { formatPlainDate } from '@toll/domain/plain-date';
import { sofiaDate } from '@toll/domain/sofia-time';
import { ensureDemoBankAccount } from '../bank/bank-helpers';
import { approvalsOf, settledOf } from '../bank/card-settlements-repo';
import { standingJournalsOf } from '../bank/repo';
import { reverseSaleBookings } from '../sales/sale-ledger';
import { issueChargingKey } from '../toll-charges/keys';
import { verifyLedgerBalances } from './posting';
import { trialBalance } from './reports';
import { expectDailyTrialBalanceMatchesEntries } from '../../test/ledger-checks';

/**
 * The ledger under random sequences of the platform's own operations, through its real services
 * and API: counter sales at a partner's point of sale (with commission), toll charges from the
 * charging system (some sent twice), bank statements (top-ups naming a contract, money for
 * nobody), card top-ups in the self-care portal through the gateway sandbox (results replayed),
 * sale reversals, toll adjustments, credit notes and invoices paid from the balance, the
 * acquirer's card settlements (exact or not), one payment naming two invoices (split, a share of
 * one), and whole imports undone.
 * After every step: every journal balances per currency with two entries or more, the trial
 * balance sums to zero, every kept balance equals its entries, and no prepaid balance is below
 * its floor (zero plus its contract's credit limit). No call answers 5xx.
 */
let t: TestApp;
let key: string;
const tokens: Record<string, string> = {};
const contracts: { id: number; number: string; plate: string }[] = [];
const sold: string[] = [];
let invoiceIds: number[] = [];
let seq = 0;
/** Successful operations per kind: the property must really exercise each of them. */
const succeeded = new Map<Op['op'], number>();

beforeAll(async () => {
  // the card gateway's sandbox checks its forms' timestamps against the real time
  t = await createTestApp({ now: new Date().toISOString() });
  await ensureDemoBankAccount(t.database.db);
  key = await issueChargingKey(t.database.db, 'property');
  for (const [plate, options] of [
    ['MP1000AA', { creditLimitEurMinor: 500 }],
    ['MP2000AA', { creditLimitEurMinor: 0 }],
    ['MP3000AA', { accountType: 2 as const }],
  ] as const) {
    const id = await seedTollContract(t, { plate, ...options });
    const [row] = await queryRows<{ number: string }>(
      t.database.db,
      sql`select number from accounts where id = ${id}`,
    );
    contracts.push({ id, number: row!.number, plate });
  }
  // the customer of the first (prepaid) contract tops it up by card in the self-care portal
  const [client] = await queryRows<{ customer_id: string }>(
    t.database.db,
    sql`select p.customer_id from accounts a join partners p on p.id = a.client_id
        where a.id = ${contracts[0]!.id}`,
  );
  const customer = await seedUser(t, { username: 'mp_customer', customerId: client!.customer_id });
  tokens.customer = await sessionToken(t, customer.id);
  const partner = await seedPartner(t, { commissionBp: 300, obligationsPeriod: 'WEEKLY' });
  await seedPointsOfSale(t, partner.id, [601], false);
  for (const [name, roles, posIds] of [
    ['cashier', ['ROLE_VIGNETTE_USER'], [601]],
    ['accountant', ['ROLE_ACCOUNTANT'], []],
  ] as const) {
    const user = await seedUser(t, {
      username: `mp_${name}`,
      roles: [...roles],
      posIds: [...posIds],
      partnerId: partner.id,
    });
    tokens[name] = await sessionToken(t, user.id);
  }
  // a month's service fee on each contract, invoiced: the credit notes and payments work on these
  await t.database.db.execute(
    sql`insert into service_fee_definitions
          (name, description_bg, description_en, amount_minor, period, fee_type, invoice_basis,
           document_type, invoicing_day, vat_percent)
        values ('MP', 'Такса', 'Fee', 2000, 'MONTH', 'FIX', 'SERVICE', 'INVOICE', 1, 20)`,
  );
  const run = await call('POST', '/api/service-fees/run', { date: '2026-06-10' });
  expect(run.statusCode, run.body).toBe(200);
  invoiceIds = (
    await queryRows<{ id: number }>(t.database.db, sql`select id from invoices order by id`)
  ).map((r) => Number(r.id));
  expect(invoiceIds.length).toBeGreaterThan(0);
}, 180_000);
afterAll(() => t.close());

function call(method: 'GET' | 'POST', url: string, payload?: object, who = 'accountant') {
  return t.app.inject({ method, url, headers: bearer(tokens[who]!), payload });
}

const euro = (minor: number) => (minor / 100).toFixed(2).replace('.', ',');

function statement(amountMinor: number, remittance: string) {
  seq += 1;
  const ref = `MP${String(seq).padStart(6, '0')}`;
  return {
    fileName: `${ref}.mt940`,
    // each a one-line statement of its own, not one account's sequence: its gap is accepted
    continuityReason: 'property test statements',
    content: [
      '{1:F01BNBGBGSDAXXX0000000000}{2:O9400000000000BNBGBGSDXXXX00000000000000000000N}{4:',
      `:20:${ref}`,
      ':25:BG80BNBG96611020345678',
      `:28C:${String(seq).padStart(5, '0')}/001`,
      ':60F:C260609EUR1000,00',
      `:61:2606100610C${euro(amountMinor)}NTRFNONREF//${ref}`,
      `:86:/NAME/PAYER ${seq}/REMI/${remittance}`,
      `:62F:C260610EUR${euro(100_000 + amountMinor)}`,
      '-}',
    ].join('\n'),
  };
}

type Op =
  | { op: 'sale'; n: number }
  | { op: 'charge'; who: number; amount: number; twice: boolean }
  | { op: 'topUp'; who: number; amount: number }
  | { op: 'card'; amount: number; replays: number }
  | { op: 'nobody'; amount: number }
  | { op: 'reverse'; pick: number }
  | { op: 'adjust'; who: number; debit: boolean; amount: number }
  | { op: 'creditNote'; pick: number; amount: number }
  | { op: 'pay'; pick: number }
  | { op: 'settle'; exact: boolean; amount: number }
  | { op: 'split'; pick: number; amount: number }
  | { op: 'undo'; pick: number };

const who = fc.nat(2);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('sale' as const), n: fc.integer({ min: 1, max: 2 }) }),
  fc.record({
    op: fc.constant('charge' as const),
    who,
    amount: fc.integer({ min: 1, max: 6_000 }),
    twice: fc.boolean(),
  }),
  fc.record({ op: fc.constant('topUp' as const), who, amount: fc.integer({ min: 1, max: 8_000 }) }),
  fc.record({ op: fc.constant('nobody' as const), amount: fc.integer({ min: 1, max: 5_000 }) }),
  fc.record({
    op: fc.constant('card' as const),
    amount: fc.integer({ min: 100, max: 9_000 }),
    replays: fc.nat(2),
  }),
  fc.record({ op: fc.constant('reverse' as const), pick: fc.nat() }),
  fc.record({
    op: fc.constant('adjust' as const),
    who,
    debit: fc.boolean(),
    amount: fc.integer({ min: 1, max: 4_000 }),
  }),
  fc.record({
    op: fc.constant('creditNote' as const),
    pick: fc.nat(),
    amount: fc.integer({ min: 1, max: 1_500 }),
  }),
  fc.record({ op: fc.constant('pay' as const), pick: fc.nat() }),
  fc.record({
    op: fc.constant('settle' as const),
    exact: fc.boolean(),
    amount: fc.integer({ min: 1, max: 9_000 }),
  }),
  fc.record({
    op: fc.constant('split' as const),
    pick: fc.nat(),
    amount: fc.integer({ min: 1, max: 6_000 }),
  }),
  fc.record({ op: fc.constant('undo' as const), pick: fc.nat() }),
);

async function apply(op: Op): Promise<number | null> {
  const c = 'who' in op ? contracts[op.who]! : null;
  switch (op.op) {
    case 'sale': {
      const plates = Array.from({ length: op.n }, () => {
        seq += 1;
        return `MP${String(seq).padStart(4, '0')}BC`;
      });
      const res = await call(
        'POST',
        '/api/counter-sales',
        {
          posId: 601,
          paymentMethod: 'CASH',
          vignettes: plates.map((lpn) => ({ productId: 'car-weekly', countryCode: 'BG', lpn })),
        },
        'cashier',
      );
      if (res.statusCode === 201) sold.push((res.json() as { transId: string }).transId);
      return res.statusCode;
    }
    case 'charge': {
      seq += 1;
      const batch = {
        transactions: [
          {
            transactionId: `MP-${seq}`,
            plate: c!.plate,
            deviceId: 'OBU',
            segmentId: 'S-1',
            entryAt: '2026-06-10T08:00:00Z',
            exitAt: '2026-06-10T08:30:00Z',
            km: 10,
            category: 'K3',
            emissionClass: 'EURO6',
            amountMinor: op.amount,
            currency: 'EUR',
          },
        ],
      };
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/toll-charging/transactions',
          headers: { 'x-api-key': key },
          payload: batch,
        });
      const first = await send();
      if (op.twice) {
        const again = await send();
        expect(again.json()).toMatchObject({ duplicates: 1, posted: 0 });
      }
      return first.statusCode;
    }
    case 'topUp':
      return (
        await call('POST', '/api/bank/statements', statement(op.amount, `Top-up ${c!.number}`))
      ).statusCode;
    case 'card': {
      const started = await call(
        'POST',
        `/api/self-care/accounts/${contracts[0]!.id}/card-payments`,
        { purpose: 'TOP_UP', amountMinor: op.amount },
        'customer',
      );
      if (started.statusCode !== 201) return started.statusCode;
      const run = await payInSandbox(t.app, started.json().payment);
      if (run.ended !== 'result') return 200;
      let status = 0;
      for (let i = 0; i <= op.replays; i++) status = (await postResult(t, run.fields)).statusCode;
      return status === 303 ? 200 : status;
    }
    case 'nobody':
      return (await call('POST', '/api/bank/statements', statement(op.amount, 'no reference')))
        .statusCode;
    case 'reverse': {
      if (sold.length === 0) return null;
      const sale = sold[op.pick % sold.length]!;
      await t.database.db.transaction((tx) =>
        reverseSaleBookings(tx, sale, t.clock.now(), 'property test'),
      );
      return 200;
    }
    case 'adjust':
      return (
        await call('POST', '/api/toll-charges/adjustments', {
          requestKey: randomUUID(),
          accountId: c!.id,
          direction: op.debit ? 'DEBIT' : 'CREDIT',
          amountMinor: op.amount,
          currency: 'EUR',
          reason: 'property',
        })
      ).statusCode;
    case 'creditNote': {
      const id = invoiceIds[op.pick % invoiceIds.length]!;
      const res = await call('POST', `/api/invoices/${id}/credit-note`, {
        reason: 'property',
        lines: [{ descriptionBg: 'x', descriptionEn: 'x', quantity: 1, unitPriceMinor: op.amount }],
      });
      if (res.statusCode === 201) invoiceIds.push((res.json() as { id: number }).id);
      return res.statusCode;
    }
    case 'pay': {
      const id = invoiceIds[op.pick % invoiceIds.length]!;
      return (await call('POST', `/api/invoices/${id}/pay`, { paymentType: 'SYSTEM' })).statusCode;
    }
    case 'settle': {
      // the acquirer's batch of today's card approvals: exactly what is unsettled less a 1 % fee,
      // or any amount (short or extra)
      const today = formatPlainDate(sofiaDate(t.clock.now()));
      const due =
        (await approvalsOf(t.database.db, today, 'EUR')) -
        (await settledOf(t.database.db, today, 'EUR'));
      const amount = op.exact && due > 100 ? due - Math.floor(due / 100) : op.amount;
      return (
        await call('POST', '/api/bank/statements', statement(amount, `CARD SETTLEMENT ${today}`))
      ).statusCode;
    }
    case 'split': {
      // one payment naming two of the contracts' invoices: paid in order, a share of the last
      const open = await queryRows<{ number: string }>(
        t.database.db,
        sql`select lpad(number::text, 10, '0') as number from invoices
            where status = 'ISSUED' and document_type = 'INVOICE' order by id`,
      );
      if (open.length === 0) return null;
      const a = open[op.pick % open.length]!.number;
      const b = open[(op.pick + 1) % open.length]!.number;
      return (await call('POST', '/api/bank/statements', statement(op.amount, `Inv ${a} ${b}`)))
        .statusCode;
    }
    case 'undo': {
      const standing = await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from bank_statements where undone_at is null order by id`,
      );
      if (standing.length === 0) return null;
      const id = standing[op.pick % standing.length]!.id;
      return (await call('POST', `/api/bank/statements/${id}/undo`, { reason: 'property test' }))
        .statusCode;
    }
  }
}

async function invariants() {
  const db = t.database.db;
  const unbalanced = await queryRows(
    db,
    sql`select transaction_id from ledger_entries group by transaction_id, currency
        having sum(amount_minor) <> 0
        union all
        select t.id from ledger_transactions t
        where (select count(*) from ledger_entries e where e.transaction_id = t.id) < 2`,
  );
  expect(unbalanced).toEqual([]);
  expect(await verifyLedgerBalances(db)).toEqual([]);
  const tb = await trialBalance(db, {
    from: new Date('2020-01-01T00:00:00Z'),
    to: new Date('2030-01-01T00:00:00Z'),
  });
  for (const total of tb.totals) {
    expect(total.closingMinor).toBe(0);
    expect(total.debitsMinor + total.creditsMinor).toBe(0);
  }
  await expectDailyTrialBalanceMatchesEntries(db, new Date());
  const below = await queryRows(
    db,
    sql`select id, kind, owner_id, balance_minor, floor_minor from ledger_accounts
        where kind in ('PREPAID_MAIN', 'PREPAID_SECONDARY')
          and (floor_minor is null or normal_side * balance_minor < floor_minor)`,
  );
  expect(below).toEqual([]);
  // an undone import leaves no journal of its standing, and its payments hold nothing
  for (const u of await queryRows<{ id: number }>(
    db,
    sql`select id from bank_statements where undone_at is not null`,
  )) {
    // prettier-ignore
    const lines = await queryRows<{ id: number }>(db, sql`select id from bank_transactions where statement_id = ${u.id}`); // prettier-ignore
    expect(
      await standingJournalsOf(
        db,
        u.id,
        lines.map((l) => Number(l.id)),
      ),
    ).toEqual([]);
  }
  // a payment's distributed amount is its shares'
  const off = await queryRows(
    db,
    sql`select p.id from payments p
        where p.distributed_minor <> coalesce((select sum(d.amount_minor) from payment_distributions d
                                               where d.payment_id = p.id), 0)`,
  );
  expect(off).toEqual([]);
  // the contracts' floors are zero plus their credit limits
  const floors = await queryRows<{ owner_id: number; floor_minor: string }>(
    db,
    sql`select owner_id, floor_minor from ledger_accounts where kind = 'PREPAID_MAIN'
          and owner_id in (${contracts[0]!.id}, ${contracts[1]!.id})`,
  );
  for (const f of floors)
    expect(Number(f.floor_minor)).toBe(Number(f.owner_id) === contracts[0]!.id ? -500 : 0);
}

describe('the money of the platform under random operations', () => {
  it('keeps every ledger invariant after every step, through the real services', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 10 }), async (ops) => {
        for (const op of ops) {
          const status = await apply(op);
          if (status !== null) expect(status, JSON.stringify(op)).toBeLessThan(500);
          if (status !== null && status < 300)
            succeeded.set(op.op, (succeeded.get(op.op) ?? 0) + 1);
          await invariants();
        }
      }),
      { numRuns: 30, seed: 20261126 },
    );
    for (const kind of [
      'sale',
      'charge',
      'topUp',
      'nobody',
      'reverse',
      'adjust',
      'creditNote',
      'settle',
      'split',
      'undo',
    ] as const)
      expect(succeeded.get(kind) ?? 0, kind).toBeGreaterThan(0);
  }, 600_000);
});
