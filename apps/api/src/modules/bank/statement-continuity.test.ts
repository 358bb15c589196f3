import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementUploadResultSchema } from '@toll/contract/bank';
import { queryRows } from '../../platform/db/database';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Statements prove their continuity (issue #35 item 3), through POST /api/bank/statements on the
 * demo data (whose bank account has statement 00300/001 closing on Friday 2026-11-20 at
 * 10,000.00 EUR): the next one follows on; one that skips a business day, starts from another
 * balance, repeats a number or overlaps is held whole (409, nothing recorded or booked) with
 * the reason in the reader's language, money as money and the place as the file names it (an
 * MT940 line, a camt.053 XML path); a reason accepts it (recorded on the statement, audited); the
 * same file again is recognised by its content hash.
 */
let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const user = await seedUser(t, { username: 'continuity_acc', roles: ['ROLE_ACCOUNTANT'] });
  token = await sessionToken(t, user.id);
});
afterAll(() => t.close());

const IBAN = 'BG80BNBG96611020345678';
const euro = (minor: number) => (minor / 100).toFixed(2).replace('.', ',');
const ymd = (iso: string) => iso.slice(2).replaceAll('-', '');

function mt940(o: {
  ref: string;
  number: string;
  opening: number;
  openingDate: string;
  lines: number[];
  closingDate?: string;
}) {
  const closing = o.opening + o.lines.reduce((s, n) => s + n, 0);
  const day = o.closingDate ?? o.openingDate;
  return [
    ':20:' + o.ref,
    `:25:${IBAN}`,
    `:28C:${o.number}`,
    `:60F:C${ymd(o.openingDate)}EUR${euro(o.opening)}`,
    ...o.lines.flatMap((n, i) => [
      `:61:${ymd(day)}${ymd(day).slice(2)}${n < 0 ? 'D' : 'C'}${euro(Math.abs(n))}NTRFNONREF//${o.ref}${i}`,
      `:86:/NAME/PAYER ${i}/REMI/continuity ${o.ref}`,
    ]),
    `:62F:C${ymd(day)}EUR${euro(closing)}`,
    '',
  ].join('\n');
}

const upload = (body: Record<string, unknown>, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/bank/statements',
    headers: { ...bearer(token), 'accept-language': lang },
    payload: body,
  });

const counts = async () =>
  (
    await queryRows<{ statements: number; lines: number; journals: number }>(
      t.database.db,
      sql`select (select count(*)::int from bank_statements) as statements,
                 (select count(*)::int from bank_transactions) as lines,
                 (select count(*)::int from ledger_transactions) as journals`,
    )
  )[0]!;

describe('statement continuity', () => {
  it('takes the next statement of the account: same balance, next number, next business day', async () => {
    const res = await upload({
      fileName: 'monday.mt940',
      content: mt940({
        ref: 'STM2026112301',
        number: '00301/001',
        opening: 1_000_000,
        openingDate: '2026-11-23',
        lines: [10_000],
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const result = statementUploadResultSchema.parse(res.json());
    expect(result.newLines).toBe(1);
    expect(result.continuityAccepted).toEqual([]);
    expect(result.fileAlreadyImported).toBe(false);
  });

  it('holds a statement that skips a business day, naming the MT940 line, and books nothing', async () => {
    const before = await counts();
    const skipping = {
      fileName: 'thursday.mt940',
      content: mt940({
        ref: 'STM2026112601',
        number: '00302/001',
        opening: 1_010_000,
        openingDate: '2026-11-26',
        lines: [5_000],
      }),
    };
    const bg = await upload(skipping, 'bg');
    expect(bg.statusCode).toBe(409);
    const [error] = bg.json().errors;
    expect(error.code).toBe('bank.continuity.skippedDays');
    expect(error.field).toBe('continuityReason');
    expect(error.message).toContain('ред 4');
    expect(error.message).toContain('24.11.2026');
    expect(error.message).toContain('25.11.2026');
    expect(await counts()).toEqual(before);

    // accepted with a reason: recorded, the reason kept on the statement and audited
    const accepted = await upload({ ...skipping, continuityReason: 'Bank holiday at the bank' });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const result = statementUploadResultSchema.parse(accepted.json());
    expect(result.continuityAccepted).toHaveLength(1);
    expect(result.continuityAccepted[0]!.messages[0]).toContain('skips 2 business day(s)');
    const id = result.continuityAccepted[0]!.statementId;
    const [row] = await queryRows<{ continuity: { reason: string; findings: unknown[] } }>(
      t.database.db,
      sql`select continuity from bank_statements where id = ${id}`,
    );
    expect(row!.continuity.reason).toBe('Bank holiday at the bank');
    expect(row!.continuity.findings).toEqual([
      { kind: 'skippedDays', from: '2026-11-24', to: '2026-11-25', days: 2 },
    ]);
    const audited = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_id = ${String(id)}
            and action = 'bank.statementContinuityAccepted'`,
    );
    expect(audited).toHaveLength(1);
  });

  it('holds a balance gap and a repeated number, with the balances as money in the reader’s language', async () => {
    const before = await counts();
    const res = await upload(
      {
        fileName: 'friday.mt940',
        content: mt940({
          ref: 'STM2026112701',
          number: '00302/001',
          opening: 123_456,
          openingDate: '2026-11-27',
          lines: [100],
        }),
      },
      'bg',
    );
    expect(res.statusCode).toBe(409);
    const errors = res.json().errors as { code: string; message: string }[];
    expect(errors.map((e) => e.code)).toEqual([
      'bank.continuity.balance',
      'bank.continuity.number',
    ]);
    // 1 234,56 € and 10 150,00 € (the previous closing), never cents or floats
    expect(errors[0]!.message).toMatch(/1\s234,56\s€/);
    expect(errors[0]!.message).toMatch(/10\s150,00\s€/);
    expect(errors[0]!.message).not.toContain('123456');
    expect(await counts()).toEqual(before);
  });

  it('names the camt.053 XML path of a statement that overlaps the previous one', async () => {
    const content = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<GrpHdr><MsgId>M1</MsgId><CreDtTm>2026-11-25T18:00:00</CreDtTm></GrpHdr>
<Stmt><Id>CAMT-OVERLAP</Id><ElctrncSeqNb>303</ElctrncSeqNb><CreDtTm>2026-11-25T18:00:00</CreDtTm>
<Acct><Id><IBAN>${IBAN}</IBAN></Id><Ccy>EUR</Ccy></Acct>
<Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">10150.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-25</Dt></Dt></Bal>
<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">10150.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-25</Dt></Dt></Bal>
</Stmt></BkToCstmrStmt></Document>`;
    const res = await upload({ fileName: 'overlap.xml', content });
    expect(res.statusCode, res.body).toBe(409);
    const errors = res.json().errors as { code: string; message: string }[];
    expect(errors.map((e) => e.code)).toEqual(['bank.continuity.overlap']);
    expect(errors[0]!.message).toContain('XML path Document/BkToCstmrStmt/Stmt[1]/Bal');
    expect(errors[0]!.message).toContain('25.11.2026');
    expect(errors[0]!.message).toContain('26.11.2026');
  });

  it('recognises a file imported before by its content hash, whatever its name', async () => {
    const before = await counts();
    const res = await upload({
      fileName: 'monday-again.sta',
      content: mt940({
        ref: 'STM2026112301',
        number: '00301/001',
        opening: 1_000_000,
        openingDate: '2026-11-23',
        lines: [10_000],
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const result = statementUploadResultSchema.parse(res.json());
    expect(result.fileAlreadyImported).toBe(true);
    expect(result.newLines).toBe(0);
    expect(result.statements.map((s) => [s.statementRef, s.alreadyUploaded])).toEqual([
      ['STM2026112301', true],
    ]);
    expect(await counts()).toEqual(before);
  });

  it('shows a file’s own balance mismatch as money, at its line', async () => {
    const content = mt940({
      ref: 'STMBROKEN',
      number: '00303/001',
      opening: 1_015_000,
      openingDate: '2026-11-27',
      lines: [2_500],
    }).replace(/:62F:C261127EUR[\d,]+/, ':62F:C261127EUR10200,01');
    const res = await upload({ fileName: 'broken.mt940', content }, 'bg');
    expect(res.statusCode).toBe(400);
    const [error] = res.json().errors;
    expect(error.code).toBe('bank.file.balanceMismatch');
    expect(error.message).toContain('ред 7');
    expect(error.message).toMatch(/10\s150,00\s€ \+ \(25,00\s€\) ≠ 10\s200,01\s€/);
  });
});
