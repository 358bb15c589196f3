import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankLineDetailSchema,
  bankLinePageSchema,
  statementUndoResultSchema,
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
import { auditLedger } from '../ledger/auditor';
import { getLedgerBalance } from '../ledger/posting';
import { ensureDemoBankAccount } from './bank-helpers';

/**
 * Matching a clerk can trust: a score and its evidence on every line, a preview that keeps
 * nothing, an IBAN learned from an assignment by hand, a whole import undone with a reason.
 */
const MT940 = readFileSync(new URL('./samples/demo-statement.mt940', import.meta.url), 'utf8');
const PAYER = 'BG22UNCR70001522334455';
// the next day's statement of the same account: one payment from the payer, no reference
const NEXT = [
  '{1:F01BNBGBGSDAXXX0000000000}{2:O9400000000000BNBGBGSDXXXX00000000000000000000N}{4:',
  ':20:STM2026112501',
  ':25:BG80BNBG96611020345678',
  ':28C:00302/001',
  ':60F:C261124EUR10837,50',
  ':61:2611251125C80,00NTRFNONREF//BNB2611250009',
  `:86:/NAME/TRANSPORT IVANOV EOOD/IBAN/${PAYER}/REMI/Payment for tolls`,
  ':62F:C261125EUR10917,50',
  '-}',
].join('\n');

let t: TestApp;
let accountant = '';
let plain = '';

beforeAll(async () => {
  t = await createTestApp();
  await runSeeds(t.database.db, [DEMO_STEPS[0]!, demoPartnerRegisterStep, demoUsersStep, demoCustomersStep]); // prettier-ignore
  await ensureDemoBankAccount(t.database.db);
  accountant = await sessionToken(t, (await seedUser(t, { username: 'ct_acc', roles: ['ROLE_ACCOUNTANT'] })).id); // prettier-ignore
  plain = await sessionToken(t, (await seedUser(t, { username: 'ct_plain', roles: ['ROLE_USERS'] })).id); // prettier-ignore
}, 240_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, token = accountant) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(token), 'accept-language': 'en' },
    payload: payload as object | undefined,
  });
const upload = (content: string, dryRun = false) =>
  call('POST', '/bank/statements', {
    fileName: 'statement.mt940',
    content,
    ...(dryRun ? { dryRun } : {}),
  });
const one = async <T>(q: ReturnType<typeof sql>) => (await queryRows<T>(t.database.db, q))[0]!;
const count = async (table: string) =>
  (await one<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).n;
const lineByRef = async (ref: string) => {
  const page = bankLinePageSchema.parse(
    (await call('GET', `/bank/transactions?pageSize=500&q=${ref}`)).json(),
  );
  return page.items.find((l) => l.bankReference === ref)!;
};
const prepaidOf = (customerId: string) =>
  one<{ id: number; number: string }>(
    sql`select a.id, a.number from accounts a join partners p on p.id = a.client_id
        where p.customer_id = ${customerId} and a.account_type = 1 order by a.id limit 1`,
  );
const prepaidBalance = async (accountId: number) =>
  (await getLedgerBalance(t.database.db, { kind: 'PREPAID_MAIN', ownerId: accountId, currency: 'EUR' })).normalBalanceMinor; // prettier-ignore

describe('matching a clerk can trust', () => {
  it('previews an import: what would book and what would wait, and keeps nothing', async () => {
    const before = [await count('bank_statements'), await count('bank_transactions'), await count('ledger_transactions'), await count('audit_log')]; // prettier-ignore
    const res = await upload(MT940, true);
    expect(res.statusCode).toBe(201);
    const preview = statementUploadResultSchema.parse(res.json());
    expect(preview).toMatchObject({ dryRun: true, newLines: 4, matched: 2, undistributed: 2 });
    expect(preview.preview.map((p) => [p.where, p.outcome, p.score])).toEqual([
      ['line 6', 'BOOK', 100],
      ['line 8', 'BOOK', 60],
      ['line 10', 'WAIT', null],
      ['line 12', 'WAIT', null],
    ]);
    // the initial payment: its customer id, the client's IBAN and exactly the amount due
    expect(preview.preview[0]!.evidence.map((e) => e.kind)).toEqual([
      'reference',
      'iban',
      'amount',
    ]);
    expect(preview.preview[1]!.evidence).toMatchObject([{ kind: 'iban', points: 60 }]);
    const after = [await count('bank_statements'), await count('bank_transactions'), await count('ledger_transactions'), await count('audit_log')]; // prettier-ignore
    expect(after).toEqual(before);
  });

  it('books with the score and evidence kept on the line', async () => {
    const res = await upload(MT940);
    expect(statementUploadResultSchema.parse(res.json())).toMatchObject({ dryRun: false, matched: 2, preview: [] }); // prettier-ignore
    const booked = await lineByRef('BNB2611240002');
    expect(booked).toMatchObject({ status: 'PROCESSED', matchScore: 60, evidence: [{ kind: 'iban', detail: 'BG26FINV96611500009003' }] }); // prettier-ignore
    expect(await lineByRef('BNB2611240003')).toMatchObject({ status: 'UNPROCESSED', matchScore: null, suggestions: [] }); // prettier-ignore
  });

  it("learns the payer's IBAN from an assignment by hand: its next payment matches itself", async () => {
    const waiting = await lineByRef('BNB2611240003');
    const prepaid = await prepaidOf('C-100001');
    const res = await call('POST', `/bank/transactions/${waiting.id}/assign`, {
      shares: [{ accountId: prepaid.id, target: 'CONTRACT', amountMinor: 50_000 }],
    });
    expect(bankLineDetailSchema.parse(res.json()).status).toBe('PROCESSED');
    expect(await count('bank_iban_links')).toBe(1);
    const before = await prepaidBalance(prepaid.id);
    const next = statementUploadResultSchema.parse((await upload(NEXT)).json());
    expect(next).toMatchObject({ newLines: 1, matched: 1, undistributed: 0 });
    expect(await lineByRef('BNB2611250009')).toMatchObject({
      status: 'PROCESSED',
      matchScore: 60,
      evidence: [{ kind: 'iban', detail: PAYER }],
    });
    expect(await prepaidBalance(prepaid.id)).toBe(before + 8_000);
  });

  it('undoes a whole import with a reason: journals reversed, payments annulled, read again', async () => {
    const prepaid = await prepaidOf('C-100001');
    const before = await prepaidBalance(prepaid.id);
    const statementId = (await lineByRef('BNB2611250009')).statementId;
    const noReason = await call('POST', `/bank/statements/${statementId}/undo`, {});
    expect(noReason.statusCode).toBe(400);
    const stranger = await call('POST', `/bank/statements/${statementId}/undo`, { reason: 'wrong file' }, plain); // prettier-ignore
    expect(stranger.statusCode).toBe(403);
    const res = await call('POST', `/bank/statements/${statementId}/undo`, { reason: 'wrong file' }); // prettier-ignore
    expect(res.statusCode).toBe(200);
    expect(statementUndoResultSchema.parse(res.json())).toMatchObject({
      statement: { id: statementId, undoReason: 'wrong file' },
      reversedJournals: 1,
      undoneLines: 1,
      annulledPayments: 1,
      forgottenIbans: 0,
    });
    expect(await prepaidBalance(prepaid.id)).toBe(before - 8_000);
    expect(await lineByRef('BNB2611250009')).toMatchObject({ status: 'UNDONE', payment: { annulled: true, undistributedMinor: 0 } }); // prettier-ignore
    const again = await call('POST', `/bank/statements/${statementId}/undo`, { reason: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('bank.undo.alreadyUndone');
    const audit = await one<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'bank.statementUndone'`,
    );
    expect(audit.n).toBe(1);
    // the same file reads again as new, and books again
    const reread = statementUploadResultSchema.parse((await upload(NEXT)).json());
    expect(reread).toMatchObject({ fileAlreadyImported: false, newLines: 1, matched: 1 });
    expect(await prepaidBalance(prepaid.id)).toBe(before);
  });

  it('undoing the first import reverses its assignment by hand and forgets the IBAN it taught', async () => {
    const prepaid = await prepaidOf('C-100001');
    const before = await prepaidBalance(prepaid.id);
    const statementId = (await lineByRef('BNB2611240003')).statementId;
    const res = await call('POST', `/bank/statements/${statementId}/undo`, { reason: 'test of undo' }); // prettier-ignore
    expect(res.statusCode).toBe(200);
    // the receipt (two lines booked, the rest to suspense) and the clerk's assignment
    expect(statementUndoResultSchema.parse(res.json())).toMatchObject({ reversedJournals: 2, undoneLines: 4, annulledPayments: 3, forgottenIbans: 1 }); // prettier-ignore
    expect(await count('bank_iban_links')).toBe(0);
    // its initial payment (20,000 to the deposit/prepaid) and the 500.00 assigned are gone
    expect(await prepaidBalance(prepaid.id)).toBeLessThan(before);
    const audit = await auditLedger(t.database.db, { now: new Date(), seal: false, record: false });
    expect(audit.findings.filter((f) => f.count > 0)).toEqual([]);
  });

  it('reads a camt.054 detail file into a batch line: each payment matched, the rest waits', async () => {
    const prepaid = await prepaidOf('C-100001');
    const camt053 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
  <GrpHdr><MsgId>B1</MsgId><CreDtTm>2026-11-26T18:00:00+02:00</CreDtTm></GrpHdr>
  <Stmt><Id>STMBATCH1</Id><ElctrncSeqNb>303</ElctrncSeqNb>
    <Acct><Id><IBAN>BG80BNBG96611020345678</IBAN></Id><Ccy>EUR</Ccy></Acct>
    <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">100.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-26</Dt></Dt></Bal>
    <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">400.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-26</Dt></Dt></Bal>
    <Ntry><Amt Ccy="EUR">300.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
      <BookgDt><Dt>2026-11-26</Dt></BookgDt><ValDt><Dt>2026-11-26</Dt></ValDt><AcctSvcrRef>BATCH0001</AcctSvcrRef>
      <NtryDtls><Btch><NbOfTxs>2</NbOfTxs></Btch></NtryDtls></Ntry>
  </Stmt></BkToCstmrStmt></Document>`;
    const res = await call('POST', '/bank/statements', { fileName: 'batch.xml', content: camt053, continuityReason: 'test fixtures' }); // prettier-ignore
    expect(statementUploadResultSchema.parse(res.json())).toMatchObject({ newLines: 1, undistributed: 1 }); // prettier-ignore
    const detail = (
      amounts: [string, string],
      ref = 'BATCH0001',
    ) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"><BkToCstmrDbtCdtNtfctn>
  <GrpHdr><MsgId>N1</MsgId><CreDtTm>2026-11-26T18:00:00+02:00</CreDtTm></GrpHdr>
  <Ntfctn><Id>NTF1</Id><Acct><Id><IBAN>BG80BNBG96611020345678</IBAN></Id><Ccy>EUR</Ccy></Acct>
    <Ntry><Amt Ccy="EUR">300.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
      <BookgDt><Dt>2026-11-26</Dt></BookgDt><AcctSvcrRef>${ref}</AcctSvcrRef>
      <NtryDtls><Btch><NbOfTxs>2</NbOfTxs></Btch>
        <TxDtls><Amt Ccy="EUR">${amounts[0]}</Amt><RltdPties><Dbtr><Pty><Nm>DEMO CLIENT</Nm></Pty></Dbtr></RltdPties>
          <RmtInf><Ustrd>Top-up ${prepaid.number}</Ustrd></RmtInf></TxDtls>
        <TxDtls><Amt Ccy="EUR">${amounts[1]}</Amt><RltdPties><Dbtr><Pty><Nm>SOMEONE ELSE</Nm></Pty></Dbtr></RltdPties>
          <RmtInf><Ustrd>no reference</Ustrd></RmtInf></TxDtls>
      </NtryDtls></Ntry>
  </Ntfctn></BkToCstmrDbtCdtNtfctn></Document>`;
    // a file that fails a check books nothing, and says where
    const bad = await call('POST', '/bank/statements', { fileName: 'n.xml', content: detail(['200.00', '90.00']) }); // prettier-ignore
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ code: 'bank.file.balanceMismatch' });
    expect(bad.json().errors[0].message).toContain('Document/BkToCstmrDbtCdtNtfctn/Ntfctn[1]/Ntry[1]/NtryDtls'); // prettier-ignore
    const unknown = await call('POST', '/bank/statements', { fileName: 'n.xml', content: detail(['200.00', '100.00'], 'NOSUCH') }); // prettier-ignore
    expect(unknown.json().errors[0]).toMatchObject({ code: 'bank.detail.unknownEntry' });
    expect(await count('bank_line_details')).toBe(0);
    const before = await prepaidBalance(prepaid.id);
    const ok = await call('POST', '/bank/statements', { fileName: 'n.xml', content: detail(['200.00', '100.00']) }); // prettier-ignore
    expect(ok.statusCode, ok.body).toBe(201);
    expect(statementUploadResultSchema.parse(ok.json())).toMatchObject({ newLines: 2, matched: 1, undistributed: 1 }); // prettier-ignore
    expect(await prepaidBalance(prepaid.id)).toBe(before + 20_000);
    const batch = await lineByRef('BATCH0001');
    const shown = bankLineDetailSchema.parse((await call('GET', `/bank/transactions/${batch.id}`)).json()); // prettier-ignore
    expect(shown).toMatchObject({
      status: 'UNPROCESSED',
      payment: { distributedMinor: 20_000, undistributedMinor: 10_000 },
      distributions: [{ target: 'CONTRACT', accountId: prepaid.id, amountMinor: 20_000 }],
      details: [
        { seq: 1, amountMinor: 20_000, accountNumber: prepaid.number, matchScore: 60 },
        { seq: 2, amountMinor: 10_000, counterpartyName: 'SOMEONE ELSE', accountNumber: null },
      ],
    });
    // read again: known, nothing booked twice
    const again = await call('POST', '/bank/statements', { fileName: 'n2.xml', content: detail(['200.00', '100.00']) }); // prettier-ignore
    expect(statementUploadResultSchema.parse(again.json())).toMatchObject({ newLines: 0, knownLines: 2 }); // prettier-ignore
    expect(await prepaidBalance(prepaid.id)).toBe(before + 20_000);
  });
});
