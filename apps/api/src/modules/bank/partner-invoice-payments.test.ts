import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankLineDetailSchema,
  bankLinePageSchema,
  partnerLookupListSchema,
  statementUploadResultSchema,
} from '@toll/contract/bank';
import { invoiceDetailSchema, invoicePageSchema } from '@toll/contract/billing';
import { partnerObligationsPageSchema } from '@toll/contract/partner-obligations';
import { queryRows } from '../../platform/db/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { seedPartner, seedPointsOfSale } from '../../test/partner-helpers';
import { DEMO_STEPS } from '../../seed/demo-steps';
import { demoCustomersStep } from '../../seed/demo-customers';
import { demoPartnerRegisterStep } from '../../seed/demo-partners';
import { demoUsersStep } from '../../seed/demo-users';
import { runSeeds } from '../../seed/run-seeds';
import { verifyLedgerBalances } from '../ledger/posting';
import { ensureDemoBankAccount } from './bank-helpers';

/**
 * Issue #19 gaps 1 and 2: a sale partner's payment read from a statement (by its IBAN on file or
 * its number SP-<id>) or assigned by hand settles its obligations oldest period first; a line
 * naming open invoices' numbers pays them in order (a share of one it does not cover; several payments settle one) — MT940 and camt.053.
 */
let t: TestApp;
let partnerId: number;
const PARTNER_IBAN = 'BG45RZBB91550123456789';
const users: Record<string, number> = {};
const as = async (who: string) => ({
  ...bearer(await sessionToken(t, users[who]!)),
  'accept-language': 'en',
});
const euro = (minor: number) => (minor / 100).toFixed(2).replace('.', ',');

beforeAll(async () => {
  // Monday 2 November 2026: weekly periods Mon–Sun
  t = await createTestApp({ now: '2026-11-02T09:00:00Z' });
  await runSeeds(t.database.db, [DEMO_STEPS[0]!, demoPartnerRegisterStep, demoUsersStep, demoCustomersStep]); // prettier-ignore
  await ensureDemoBankAccount(t.database.db);
  partnerId = (
    await seedPartner(t, {
      name: 'Бензиностанция Запад',
      commissionBp: 500,
      obligationsPeriod: 'WEEKLY',
      duePaymentDays: 7,
      delayDays: 3,
      ibans: [PARTNER_IBAN],
    })
  ).id;
  await seedPointsOfSale(t, partnerId, [451], false);
  for (const [name, roles, posIds] of [
    ['cashier', ['ROLE_VIGNETTE_USER'], [451]],
    ['accountant', ['ROLE_ACCOUNTANT'], []],
  ] as const) {
    const user = await seedUser(t, {
      username: `pp_${name}`,
      roles: [...roles],
      posIds: [...posIds],
      partnerId: name === 'cashier' ? partnerId : undefined,
    });
    users[name] = user.id;
  }
}, 240_000);
afterAll(() => t.close());

const sell = async (plates: string[]) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/counter-sales',
    headers: await as('cashier'),
    payload: {
      posId: 451,
      paymentMethod: 'CASH',
      vignettes: plates.map((lpn) => ({ productId: 'car-weekly', countryCode: 'BG', lpn })),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
};
const obligations = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/sales-partners/obligations?from=2026-11-01&to=2026-11-30&partnerId=${partnerId}`,
    headers: await as('accountant'),
  });
  expect(res.statusCode, res.body).toBe(200);
  return partnerObligationsPageSchema
    .parse(res.json())
    .items.sort((a, b) => a.periodStart.localeCompare(b.periodStart));
};
const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: await as('accountant'), payload });

/** An MT940 statement of the demo bank account (EUR) with these credit lines. */
function mt940(
  id: string,
  lines: { amount: number; ref: string; payer: string; iban?: string; remi: string }[],
) {
  const total = lines.reduce((a, l) => a + l.amount, 0);
  return [
    '{1:F01BNBGBGSDAXXX0000000000}{2:O9400000000000BNBGBGSDXXXX00000000000000000000N}{4:',
    `:20:${id}`,
    ':25:BG80BNBG96611020345678',
    ':28C:00777/001',
    ':60F:C261120EUR10000,00',
    ...lines.flatMap((l) => [
      `:61:2611201120C${euro(l.amount)}NTRFNONREF//${l.ref}`,
      `:86:/NAME/${l.payer}${l.iban ? `/IBAN/${l.iban}` : ''}/REMI/${l.remi}`,
    ]),
    `:62F:C261120EUR${euro(1_000_000 + total)}`,
    '-}',
  ].join('\n');
}

async function lineByRef(ref: string) {
  const res = await call('GET', `/bank/transactions?pageSize=500&q=${ref}`);
  const line = bankLinePageSchema.parse(res.json()).items.find((l) => l.bankReference === ref)!;
  return bankLineDetailSchema.parse((await call('GET', `/bank/transactions/${line.id}`)).json());
}

describe("a sale partner's payments", () => {
  let week1 = 0;
  let week2 = 0;

  it('settle its obligations oldest period first: by its IBAN, by number, by hand', async () => {
    await sell(['PP1001AA', 'PP1002AA']);
    t.clock.set('2026-11-10T09:00:00Z');
    await sell(['PP1003AA']);
    t.clock.set('2026-11-20T09:00:00Z');
    const before = await obligations();
    expect(before.map((r) => [r.periodStart, r.settledMinor])).toEqual([
      ['2026-11-02', 0],
      ['2026-11-09', 0],
    ]);
    week1 = before[0]!.owedMinor;
    week2 = before[1]!.owedMinor;
    expect(week1).toBeGreaterThan(0);
    expect(week2).toBeGreaterThan(200);

    const res = await call('POST', '/bank/statements', {
      fileName: 'partner.mt940',
      content: mt940('STMPARTNER01', [
        // more than the first week: the rest goes to the second
        { amount: week1 + 100, ref: 'PP0001', payer: 'BENZINOSTANCIA ZAPAD', iban: PARTNER_IBAN, remi: 'Settlement' }, // prettier-ignore
        { amount: 50, ref: 'PP0002', payer: 'BENZINOSTANCIA ZAPAD', remi: `Obligations SP-${partnerId}` }, // prettier-ignore
        { amount: 5000, ref: 'PP0003', payer: 'UNKNOWN', remi: 'no reference' },
        { amount: 70, ref: 'PP0004', payer: 'SOMEONE', remi: 'Obligations SP-999999' },
      ]),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(statementUploadResultSchema.parse(res.json())).toMatchObject({
      matched: 2,
      undistributed: 1,
      failed: 1,
    });
    const byIban = await lineByRef('PP0001');
    expect(byIban).toMatchObject({ status: 'PROCESSED', payment: { undistributedMinor: 0 } });
    expect(byIban.distributions).toMatchObject([
      { target: 'PARTNER', partnerId, partnerName: 'Бензиностанция Запад', accountId: null, method: 'AUTO' },
    ]); // prettier-ignore
    expect(await lineByRef('PP0004')).toMatchObject({
      status: 'FAILED',
      errorCode: 'bank.match.unknownPartner',
    });

    const after = await obligations();
    expect(after.map((r) => [r.settledMinor, r.owedMinor, r.status])).toEqual([
      [week1, 0, 'SETTLED'],
      [150, week2 - 150, expect.any(String)],
    ]);
  });

  it('an undistributed line is assigned to the partner by hand, once, audited', async () => {
    const found = partnerLookupListSchema.parse(
      (await call('GET', `/bank/partner-lookup?q=SP-${partnerId}`)).json(),
    );
    expect(found).toEqual([
      { partnerId, partnerNumber: `SP-${partnerId}`, name: 'Бензиностанция Запад', eik: expect.any(String) }, // prettier-ignore
    ]);
    const line = await lineByRef('PP0003');
    const tooMuch = await call('POST', `/bank/transactions/${line.id}/assign-partner`, {
      partnerId,
      amountMinor: 5001,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors[0]).toMatchObject({ code: 'bank.splitTooLarge', field: 'amountMinor' }); // prettier-ignore
    const notPartner = await call('POST', `/bank/transactions/${line.id}/assign-partner`, {
      partnerId: 999_999,
    });
    expect(notPartner.statusCode).toBe(404);
    expect(notPartner.json().errors[0].code).toBe('bank.partnerNotFound');
    const part = await call('POST', `/bank/transactions/${line.id}/assign-partner`, {
      partnerId,
      amountMinor: 200,
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(bankLineDetailSchema.parse(part.json())).toMatchObject({
      status: 'UNPROCESSED',
      payment: { distributedMinor: 200, undistributedMinor: 4800 },
    });
    const again = await call('POST', `/bank/transactions/${line.id}/assign-partner`, { partnerId });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('bank.partnerAlreadyPaid');
    const after = await obligations();
    expect(after[1]!.settledMinor).toBe(Math.min(350, week2));
    const audit = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity = 'bank-transaction' and entity_id = ${String(line.id)}`,
    );
    expect(audit.map((a) => a.action)).toEqual(['bank.assignedToPartner']);
  });

  it('books each payment once: bank or suspense to the partner obligation, balanced', async () => {
    const journals = await queryRows<{ business_key: string; lines: string; sum: string }>(
      t.database.db,
      sql`select t.business_key, count(*) as lines, sum(e.amount_minor) as sum
          from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
          where t.type = 'PARTNER_SETTLEMENT' group by t.business_key order by t.business_key`,
    );
    expect(journals).toHaveLength(3);
    for (const j of journals) {
      expect(j.business_key).toMatch(/^partner-payment:\d+$/);
      expect(Number(j.lines)).toBe(2);
      expect(Number(j.sum)).toBe(0);
    }
    // what the partner owes in the ledger (its POS cash and its obligation account) is what it
    // sold less its commission less what it paid
    const [owed] = await queryRows<{ b: string }>(
      t.database.db,
      sql`select coalesce(sum(balance_minor), 0) as b from ledger_accounts
          where (kind = 'PARTNER_OBLIGATION' and owner_id = ${partnerId})
             or (kind = 'POS_CASH' and owner_id = 451)`,
    );
    const [paid] = await queryRows<{ s: string }>(
      t.database.db,
      sql`select sum(amount_minor) as s from payment_distributions where partner_id = ${partnerId}`,
    );
    expect(Number(paid!.s)).toBe(week1 + 100 + 50 + 200);
    expect(Number(owed!.b)).toBe(week1 + week2 - Number(paid!.s));
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
  });
});

describe('bank lines naming an invoice', () => {
  const invoices: { id: number; number: string; due: number; accountId: number }[] = [];

  beforeAll(async () => {
    const def = await call('POST', '/service-fees/definitions', {
      name: 'Абонамент',
      descriptionBg: 'Месечна такса',
      descriptionEn: 'Monthly fee',
      amountMinor: 1000,
      period: 'MONTH',
      feeType: 'FIX',
      invoiceBasis: 'SERVICE',
      invoicingDay: 1,
    });
    expect(def.statusCode, def.body).toBe(201);
    const run = await call('POST', '/service-fees/run', { date: '2026-11-20' });
    expect(run.statusCode, run.body).toBe(200);
    const page = invoicePageSchema.parse(
      (await call('GET', '/invoices?pageSize=50&f_status=ISSUED&f_documentType=INVOICE')).json(),
    );
    for (const i of page.items.filter((x) => x.currency === 'EUR').slice(0, 4)) {
      const d = invoiceDetailSchema.parse((await call('GET', `/invoices/${i.id}`)).json());
      invoices.push({ id: i.id, number: i.number, due: d.creditableMinor, accountId: d.accountId });
    }
    expect(invoices).toHaveLength(4);
  });

  const detail = async (id: number) =>
    invoiceDetailSchema.parse((await call('GET', `/invoices/${id}`)).json());

  it('MT940: pays an invoice it covers (the rest to its contract) and pays part of one it does not', async () => {
    const [full, short] = invoices;
    const res = await call('POST', '/bank/statements', {
      continuityReason: 'test fixtures, not a sequence',
      fileName: 'invoices.mt940',
      content: mt940('STMINVOICE01', [
        {
          amount: full!.due + 300,
          ref: 'IV0001',
          payer: 'CLIENT LTD',
          remi: `Invoice ${full!.number}`,
        },
        { amount: short!.due - 100, ref: 'IV0002', payer: 'CLIENT LTD', remi: `Fakt. No ${short!.number}` }, // prettier-ignore
      ]),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(statementUploadResultSchema.parse(res.json())).toMatchObject({ matched: 2, undistributed: 0 }); // prettier-ignore
    const paidLine = await lineByRef('IV0001');
    expect(paidLine).toMatchObject({ status: 'PROCESSED', payment: { undistributedMinor: 0 } });
    expect(paidLine.distributions).toMatchObject([
      { target: 'INVOICE', invoiceNumber: full!.number, accountId: full!.accountId, amountMinor: full!.due }, // prettier-ignore
      { target: 'CONTRACT', accountId: full!.accountId, amountMinor: 300 },
    ]);
    expect(await detail(full!.id)).toMatchObject({
      status: 'PAID',
      paymentType: 'BANK',
      paymentNumber: paidLine.payment!.number,
    });
    const shortLine = await lineByRef('IV0002');
    expect(shortLine).toMatchObject({ status: 'PROCESSED' });
    expect(shortLine.distributions).toMatchObject([
      { target: 'INVOICE', invoiceNumber: short!.number, accountId: short!.accountId, amountMinor: short!.due - 100 }, // prettier-ignore
    ]);
    expect((await detail(short!.id)).status).toBe('ISSUED');
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
  });

  it('camt.053: pays the invoice its remittance names', async () => {
    const third = invoices[2]!;
    const amount = (third.due / 100).toFixed(2);
    const content = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>CAMT-INV-1</MsgId><CreDtTm>2026-11-20T18:00:00+02:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>STMINVOICE02</Id>
      <ElctrncSeqNb>778</ElctrncSeqNb>
      <CreDtTm>2026-11-20T18:00:00+02:00</CreDtTm>
      <Acct><Id><IBAN>BG80BNBG96611020345678</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">100.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-20</Dt></Dt></Bal>
      <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${(100 + third.due / 100).toFixed(2)}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-20</Dt></Dt></Bal>
      <Ntry>
        <Amt Ccy="EUR">${amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-11-20</Dt></BookgDt>
        <ValDt><Dt>2026-11-20</Dt></ValDt>
        <AcctSvcrRef>IV0003</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr><Pty><Nm>CLIENT LTD</Nm></Pty></Dbtr></RltdPties>
          <RmtInf><Ustrd>Payment of invoice ${third.number}</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
    const res = await call('POST', '/bank/statements', {
      fileName: 'inv.camt053.xml',
      content,
      continuityReason: 'test fixtures, not a sequence',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(statementUploadResultSchema.parse(res.json())).toMatchObject({ matched: 1 });
    const line = await lineByRef('IV0003');
    expect(line.distributions).toMatchObject([
      { target: 'INVOICE', invoiceNumber: third.number, amountMinor: third.due },
    ]);
    expect((await detail(third.id)).status).toBe('PAID');
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
  });

  it('one payment splits over the invoices it names, and completes one a payment before paid part of', async () => {
    const [, short, , fourth] = invoices;
    const amount = 100 + fourth!.due + 30;
    const res = await call('POST', '/bank/statements', {
      continuityReason: 'test fixtures, not a sequence',
      fileName: 'split.mt940',
      content: mt940('STMINVOICE03', [
        { amount, ref: 'IV0004', payer: 'CLIENT LTD', remi: `Inv ${short!.number}, ${fourth!.number}` }, // prettier-ignore
      ]),
    });
    expect(res.statusCode, res.body).toBe(201);
    const line = await lineByRef('IV0004');
    expect(line).toMatchObject({ status: 'PROCESSED', payment: { undistributedMinor: 0 } });
    expect(line.distributions).toMatchObject([
      { target: 'INVOICE', invoiceNumber: short!.number, amountMinor: 100 },
      { target: 'INVOICE', invoiceNumber: fourth!.number, amountMinor: fourth!.due },
      // what is left over goes to the first invoice's contract
      { target: 'CONTRACT', accountId: short!.accountId, amountMinor: 30 },
    ]);
    // the short invoice is paid by two payments, the last one named on it
    expect(await detail(short!.id)).toMatchObject({ status: 'PAID', paymentNumber: line.payment!.number }); // prettier-ignore
    expect((await detail(fourth!.id)).status).toBe('PAID');
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
  });
});
