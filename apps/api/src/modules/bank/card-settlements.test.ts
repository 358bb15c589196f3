import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankLinePageSchema,
  cardSettlementPageSchema,
  statementUploadResultSchema,
} from '@toll/contract/bank';
import { queryRows } from '../../platform/db/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { DEMO_STEPS } from '../../seed/demo-steps';
import { runSeeds } from '../../seed/run-seeds';
import { auditLedger } from '../ledger/auditor';
import { getLedgerBalance, postJournal, verifyLedgerBalances } from '../ledger/posting';
import { ensureDemoBankAccount } from './bank-helpers';

/**
 * Card settlements clear: the acquirer's batch lines of a statement are matched to the day's card
 * approvals in the clearing account, the fee booked as an expense; short, extra and missing days
 * are listed with their age, and undoing the import puts the clearing account back.
 */
let t: TestApp;
let accountant = '';

const approve = (day: string, minor: number, n: number) =>
  postJournal(t.database.db, {
    type: 'E_VIGNETTE',
    businessKey: `test-card-approval:${day}:${n}`,
    occurredAt: new Date(`${day}T10:00:00Z`),
    lines: [
      { account: { kind: 'CARD_GATEWAY_CLEARING', currency: 'EUR' }, amountMinor: minor, currency: 'EUR' }, // prettier-ignore
      { account: { kind: 'REVENUE_VIGNETTE', currency: 'EUR' }, amountMinor: -minor, currency: 'EUR' }, // prettier-ignore
    ],
  });

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-25T10:00:00Z' });
  await runSeeds(t.database.db, [DEMO_STEPS[0]!]);
  await ensureDemoBankAccount(t.database.db);
  accountant = await sessionToken(t, (await seedUser(t, { username: 'cs_acc', roles: ['ROLE_ACCOUNTANT'] })).id); // prettier-ignore
  await approve('2026-11-20', 40_000, 1);
  await approve('2026-11-20', 25_727, 2);
  await approve('2026-11-21', 10_000, 1);
  await approve('2026-11-22', 5_000, 1);
}, 240_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(accountant), 'accept-language': 'en' },
    payload: payload as object | undefined,
  });
const balance = async (kind: 'CARD_GATEWAY_CLEARING' | 'CARD_FEE_EXPENSE') =>
  (await getLedgerBalance(t.database.db, { kind, currency: 'EUR' })).normalBalanceMinor;
const days = async (query = '') => {
  const res = await call('GET', `/bank/card-settlements?f_from=2026-11-19&f_to=2026-11-23${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return cardSettlementPageSchema.parse(res.json());
};

const STATEMENT = [
  '{1:F01BNBGBGSDAXXX0000000000}{2:O9400000000000BNBGBGSDXXXX00000000000000000000N}{4:',
  ':20:STMCARD01',
  ':25:BG80BNBG96611020345678',
  ':28C:00900/001',
  ':60F:C261122EUR10000,00',
  ':61:2611231123C647,41NTRFNONREF//CS0001',
  ':86:/NAME/BORICA AD/IBAN/BG19STSA93000012345678/REMI/CARD SETTLEMENT 2026-11-20 GROSS 657.27 FEE 9.86',
  ':61:2611231123C40,00NTRFNONREF//CS0002',
  ':86:/NAME/BORICA AD/IBAN/BG19STSA93000012345678/REMI/POS SETTLEMENT 22.11.2026',
  ':61:2611231123C30,00NTRFNONREF//CS0003',
  ':86:/NAME/BORICA AD/IBAN/BG19STSA93000012345678/REMI/CARD SETTLEMENT 2026-11-19',
  ':62F:C261123EUR10717,41',
  '-}',
].join('\n');

describe('card settlements', () => {
  it('previews the batch lines as settlements, not as payments', async () => {
    const res = await call('POST', '/bank/statements', { fileName: 'cards.mt940', content: STATEMENT, dryRun: true }); // prettier-ignore
    const preview = statementUploadResultSchema.parse(res.json());
    expect(preview.preview.map((p) => [p.outcome, p.target])).toEqual([
      ['BOOK', 'Card settlement of 2026-11-20'],
      ['WAIT', 'Card settlement of 2026-11-22'],
      ['WAIT', 'Card settlement of 2026-11-19'],
    ]);
    expect(preview.preview[1]!.reason).toBe("Less came than the day's card approvals less the fee");
    expect(await balance('CARD_GATEWAY_CLEARING')).toBe(80_727);
  });

  it('clears the day it matches, books the fee, and lists short, extra and missing days with their age', async () => {
    const res = await call('POST', '/bank/statements', { fileName: 'cards.mt940', content: STATEMENT }); // prettier-ignore
    expect(res.statusCode, res.body).toBe(201);
    expect(statementUploadResultSchema.parse(res.json())).toMatchObject({ newLines: 3, matched: 1, undistributed: 2 }); // prettier-ignore
    // 657.27 + 100.00 + 50.00 approved; 657.27 cleared by the match, 40.00 and 30.00 by what came
    expect(await balance('CARD_GATEWAY_CLEARING')).toBe(80_727 - 65_727 - 4_000 - 3_000);
    expect(await balance('CARD_FEE_EXPENSE')).toBe(986);
    const [payments] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from payments`); // prettier-ignore
    expect(payments!.n).toBe(0);
    const lines = bankLinePageSchema.parse((await call('GET', '/bank/transactions?q=CS000')).json()).items; // prettier-ignore
    expect(lines.map((l) => [l.bankReference, l.status]).sort()).toEqual([
      ['CS0001', 'PROCESSED'],
      ['CS0002', 'UNPROCESSED'],
      ['CS0003', 'UNPROCESSED'],
    ]);
    const page = await days();
    expect(page.items.map((d) => [d.day, d.status, d.approvalsMinor, d.settledMinor, d.feeMinor, d.differenceMinor])).toEqual([
      ['2026-11-19', 'EXTRA', 0, 3_000, 0, 3_000],
      ['2026-11-20', 'MATCHED', 65_727, 65_727, 986, 0],
      ['2026-11-21', 'MISSING', 10_000, 0, 0, -10_000],
      ['2026-11-22', 'SHORT', 5_000, 4_000, 0, -1_000],
    ]); // prettier-ignore
    expect(page.items.map((d) => d.ageDays)).toEqual([6, 5, 4, 3]);
    expect((await days('&f_exceptions=true')).items.map((d) => d.status)).toEqual(['EXTRA', 'MISSING', 'SHORT']); // prettier-ignore
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
    const audit = await auditLedger(t.database.db, { now: new Date(), seal: false, record: false });
    expect(audit.findings.filter((f) => f.count > 0)).toEqual([]);
    // the auditor ages the clearing account: what is left of it is old
    expect(audit.aged.find((a) => a.kind === 'CARD_GATEWAY_CLEARING')).toMatchObject({ balanceMinor: 8_000 }); // prettier-ignore
  });

  it('undoing the import puts the clearing account and the fee back', async () => {
    const statementId = bankLinePageSchema.parse((await call('GET', '/bank/transactions?q=CS0001')).json()).items[0]!.statementId; // prettier-ignore
    const res = await call('POST', `/bank/statements/${statementId}/undo`, { reason: 'wrong account' }); // prettier-ignore
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ reversedJournals: 3, undoneLines: 3, annulledPayments: 0 });
    expect(await balance('CARD_GATEWAY_CLEARING')).toBe(80_727);
    expect(await balance('CARD_FEE_EXPENSE')).toBe(0);
    expect((await days()).items.map((d) => d.status)).toEqual(['MISSING', 'MISSING', 'MISSING']);
  });
});
