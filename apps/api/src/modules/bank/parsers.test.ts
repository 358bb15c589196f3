import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseStatementFile } from './parse-statement';
import { StatementFormatError } from './statement-types';

const sample = (name: string) =>
  readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');
const MT940 = sample('demo-statement.mt940');
const CAMT = sample('demo-statement.camt053.xml');

function refused(content: string): StatementFormatError {
  try {
    parseStatementFile(content);
  } catch (error) {
    if (error instanceof StatementFormatError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('MT940 (mt940js)', () => {
  it('reads the statement, balances and lines in minor units', () => {
    const [s, ...rest] = parseStatementFile(MT940);
    expect(rest).toHaveLength(0);
    expect(s).toMatchObject({
      format: 'MT940',
      statementId: 'STM2026112401',
      sequence: '00301/001',
      accountIban: 'BG80BNBG96611020345678',
      currency: 'EUR',
      openingBalanceMinor: 1_000_000,
      closingBalanceMinor: 1_083_750,
    });
    expect(s!.lines).toHaveLength(4);
    expect(s!.lines[0]).toEqual({
      where: 'line 6',
      entryRef: null,
      bankReference: 'BNB2611240001',
      valueDate: '2026-11-24',
      bookingDate: '2026-11-24',
      amountMinor: 20_000,
      direction: 'CREDIT',
      counterpartyName: 'DEMO CLIENT C-100001',
      counterpartyIban: 'BG02UNCR96611000009000',
      remittance: 'Initial payment C-100001',
    });
    expect(s!.lines[3]).toMatchObject({ direction: 'DEBIT', amountMinor: 1_250 });
  });

  it('reads German-style ?20…?33 subfields of field 86', () => {
    const text = MT940.replace(
      ':86:/NAME/TRANSPORT IVANOV EOOD/IBAN/BG22UNCR70001522334455/REMI/Payment for tolls November',
      ':86:166?00GUTSCHRIFT?20A00001234 toll?31BG22UNCR70001522334455?32TRANSPORT?33IVANOV',
    );
    const line = parseStatementFile(text)[0]!.lines[2]!;
    expect(line).toMatchObject({
      counterpartyName: 'TRANSPORTIVANOV',
      counterpartyIban: 'BG22UNCR70001522334455',
      remittance: 'A00001234 toll',
    });
  });

  it('refuses a malformed amount with its line', () => {
    const e = refused(MT940.replace('C150,00NTRF', 'C15O,00NTRF'));
    expect(e.code).toBe('bank.file.badAmount');
    expect(e.where).toBe('line 8');
  });

  it('refuses a statement whose lines do not add up to the closing balance', () => {
    const e = refused(MT940.replace(':62F:C261124EUR10837,50', ':62F:C261124EUR10837,51'));
    expect(e.code).toBe('bank.file.balanceMismatch');
    expect(e.where).toBe('line 14');
  });

  it('refuses a file missing a mandatory tag, an impossible date, or no statement at all', () => {
    expect(refused(MT940.replace(':25:BG80BNBG96611020345678\n', '')).code).toBe(
      'bank.file.missingTag',
    );
    expect(refused(MT940.replace(':61:2611241124C500', ':61:2613241124C500'))).toMatchObject({
      code: 'bank.file.badDate',
      where: 'line 10',
    });
    expect(refused('hello').code).toBe('bank.file.unknownFormat');
    expect(refused('  ').code).toBe('bank.file.empty');
  });
});

describe('camt.053 (fast-xml-parser)', () => {
  it('reads a camt.053.001.08 statement with Pty-wrapped parties', () => {
    const [s] = parseStatementFile(CAMT);
    expect(s).toMatchObject({
      format: 'CAMT053',
      statementId: 'STM2026112501',
      sequence: '302',
      accountIban: 'BG80BNBG96611020345678',
      openingBalanceMinor: 1_083_750,
      closingBalanceMinor: 1_133_750,
    });
    expect(s!.lines.map((l) => [l.entryRef, l.amountMinor, l.counterpartyName])).toEqual([
      ['BNB2611250001', 30_000, 'DEMO CLIENT C-100001'],
      ['BNB2611250002', 20_000, 'LOGISTIKA PETROV OOD'],
    ]);
    expect(s!.lines[0]!.remittance).toContain('C-100001');
  });

  it('reads camt.053.001.02 (Dbtr/Nm without Pty) and leaves pending entries out', () => {
    const v02 = CAMT.replace('camt.053.001.08', 'camt.053.001.02')
      .replace(
        '<Dbtr><Pty><Nm>LOGISTIKA PETROV OOD</Nm></Pty></Dbtr>',
        '<Dbtr><Nm>LOGISTIKA PETROV OOD</Nm></Dbtr>',
      )
      .replaceAll('<Sts><Cd>BOOK</Cd></Sts>', '<Sts>BOOK</Sts>')
      .replace(
        '</Stmt>',
        '<Ntry><Amt Ccy="EUR">99.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>PDNG</Sts><BookgDt><Dt>2026-11-25</Dt></BookgDt></Ntry></Stmt>',
      );
    const [s] = parseStatementFile(v02);
    expect(s!.lines).toHaveLength(2);
    expect(s!.lines[1]!.counterpartyName).toBe('LOGISTIKA PETROV OOD');
  });

  it('refuses a bad amount, a mismatched balance, another message and broken XML with the path', () => {
    expect(
      refused(CAMT.replace('<Amt Ccy="EUR">200.00</Amt>', '<Amt Ccy="EUR">2OO.00</Amt>')),
    ).toMatchObject({
      code: 'bank.file.badAmount',
      where: 'Document/BkToCstmrStmt/Stmt[1]/Ntry[2]/Amt',
    });
    expect(refused(CAMT.replace('11337.50', '11337.49'))).toMatchObject({
      code: 'bank.file.balanceMismatch',
      where: 'Document/BkToCstmrStmt/Stmt[1]/Bal',
    });
    expect(refused(CAMT.replace('camt.053.001.08', 'camt.052.001.08')).code).toBe(
      'bank.file.unsupportedVersion',
    );
    expect(refused(CAMT.replace('</Acct>', '')).code).toBe('bank.file.syntax');
    expect(
      refused(CAMT.replace('<Amt Ccy="EUR">300.00</Amt>', '<Amt Ccy="USD">300.00</Amt>')).code,
    ).toBe('bank.file.currencyMismatch');
  });
});
