import { describe, expect, it } from 'vitest';
import { findBankReferences } from '@toll/domain/bank-references';
import { buildDirectory, matchLine, scoreLine, type ContractInfo } from './matching';

const contract = (over: Partial<ContractInfo> = {}): ContractInfo => ({
  id: 1,
  number: 'A00000001',
  customerId: 'C-100001',
  clientIban: 'BG02UNCR96611000009000',
  accountType: 2,
  status: 'ACTIVE',
  signed: true,
  initialPaymentMinor: 0,
  ...over,
});
const invoice = { id: 10, number: '0000000042', accountId: 1, currency: 'EUR' };
const partner = { id: 7, name: 'Бензиностанция', ibans: ['BG45RZBB91550123456789'] };
const dir = (more: Parameters<typeof buildDirectory>[2] = {}, rows = [contract()]) =>
  buildDirectory(rows, [], { invoices: [invoice], partners: [partner], ...more });
const line = (remittance: string, over: Partial<Parameters<typeof matchLine>[0]> = {}) => ({
  remittance,
  counterpartyIban: null,
  amountMinor: 1000,
  currency: 'EUR',
  ...over,
});

describe('bank line matching: invoices and sale partners', () => {
  it('reads partner numbers from the remittance text', () => {
    expect(findBankReferences('obligations sp-7, SP12 and xSP-3').partnerNumbers).toEqual([
      'SP-7',
      'SP-12',
    ]);
  });

  it("matches an open invoice's 10-digit number first, to the invoice's contract, once", () => {
    const d = dir();
    const o = matchLine(line('Invoice 0000000042 / A00000009'), d);
    expect(o).toMatchObject({ kind: 'invoice', invoice: { id: 10 }, contract: { id: 1 } });
    // the same invoice named by a second line of the statement is not paid twice
    expect(matchLine(line('Invoice 0000000042'), d)).toEqual({ kind: 'undistributed' });
  });

  it('ignores unknown numbers, another currency, an ambiguous number and a closed contract', () => {
    expect(matchLine(line('ref 1234567890'), dir())).toEqual({ kind: 'undistributed' });
    expect(matchLine(line('0000000042', { currency: 'BGN' }), dir())).toEqual({
      kind: 'undistributed',
    });
    const twice = dir({ invoices: [invoice, { ...invoice, id: 11 }] });
    expect(matchLine(line('0000000042'), twice)).toEqual({ kind: 'undistributed' });
    const closed = dir({}, [contract({ status: 'CLOSED' })]);
    expect(matchLine(line('0000000042'), closed).kind).toBe('undistributed');
    // an invoice number with a contract number beside it: the contract still takes it
    expect(matchLine(line('1234567890 A00000001'), dir())).toMatchObject({
      kind: 'distribute',
      contract: { id: 1 },
    });
  });

  it('matches a sale partner by its number or its IBAN on file; an unknown number fails', () => {
    expect(matchLine(line('Obligations SP-7 October'), dir())).toMatchObject({
      kind: 'partner',
      partner: { id: 7 },
      by: 'partner',
    });
    expect(matchLine(line('SP-8'), dir())).toEqual({
      kind: 'failed',
      code: 'bank.match.unknownPartner',
      params: { partner: 'SP-8' },
    });
    expect(
      matchLine(line('no reference', { counterpartyIban: 'BG45RZBB91550123456789' }), dir()),
    ).toMatchObject({ kind: 'partner', partner: { id: 7 }, by: 'iban' });
    // a client's IBAN is a contract's payment before a partner's
    const shared = dir({ partners: [{ ...partner, ibans: ['BG02UNCR96611000009000'] }] });
    expect(matchLine(line('x', { counterpartyIban: 'BG02UNCR96611000009000' }), shared).kind).toBe(
      'distribute',
    );
    // two partners sharing an IBAN: a person decides
    const two = dir({ partners: [partner, { ...partner, id: 8 }] });
    expect(matchLine(line('x', { counterpartyIban: 'BG45RZBB91550123456789' }), two).kind).toBe(
      'undistributed',
    );
  });
});

describe('bank line matching with a score and its evidence', () => {
  const named = (over: Partial<ContractInfo> = {}) =>
    contract({ clientName: 'Транс Логистик ЕООД', clientIban: null, ...over });

  it('books a reference with its evidence, the amount and the name adding to it', () => {
    const m = scoreLine(
      line('A00000001', { counterpartyName: 'TRANS LOGISTIK EOOD' }),
      dir({}, [named()]),
      60,
    );
    expect(m.outcome).toMatchObject({ kind: 'distribute', contract: { id: 1 } });
    expect(m.score).toBe(80);
    expect(m.evidence.map((e) => e.kind)).toEqual(['reference', 'name']);
  });

  it('waits below the threshold with the best candidates shown', () => {
    const m = scoreLine(line('A00000001'), dir({}, [named()]), 80);
    expect(m.outcome).toEqual({ kind: 'undistributed' });
    expect(m.score).toBe(60);
    expect(m.suggestions).toMatchObject([{ kind: 'CONTRACT', accountId: 1, score: 60 }]);
    // the name alone is a candidate, not a match
    const byName = scoreLine(
      line('no reference', { counterpartyName: 'Trans Logistik' }),
      dir({}, [named()]),
      60,
    );
    expect(byName.outcome).toEqual({ kind: 'undistributed' });
    expect(byName.suggestions).toMatchObject([{ accountNumber: 'A00000001', score: 20 }]);
    // the same with a lower threshold books itself
    expect(
      scoreLine(line('x', { counterpartyName: 'Trans Logistik' }), dir({}, [named()]), 20).outcome,
    ).toMatchObject({ kind: 'distribute', by: 'score' });
  });

  it('scores an invoice by its number, amount and date window', () => {
    const full = { ...invoice, dueMinor: 1000, issueDate: '2026-11-01', dueDate: '2026-11-01' };
    const m = scoreLine(
      line('Invoice 0000000042', { valueDate: '2026-11-20' }),
      dir({ invoices: [full] }),
      60,
    );
    expect(m.outcome).toMatchObject({ kind: 'invoice', invoice: { id: 10 } });
    expect(m.score).toBe(90);
    expect(m.evidence.map((e) => e.kind)).toEqual(['reference', 'amount', 'dateWindow']);
  });

  it('learns an IBAN: a payer unknown before matches the contract a clerk chose', () => {
    const iban = 'BG18RZBB91550123456789';
    expect(scoreLine(line('x', { counterpartyIban: iban }), dir({}, [named()]), 60).outcome).toEqual({ kind: 'undistributed' }); // prettier-ignore
    const m = scoreLine(
      line('x', { counterpartyIban: iban }),
      dir({ learned: [{ iban, accountId: 1 }] }, [named()]),
      60,
    );
    expect(m.outcome).toMatchObject({ kind: 'distribute', contract: { id: 1 }, by: 'iban' });
    expect(m.evidence).toMatchObject([{ kind: 'iban', detail: iban, points: 60 }]);
  });

  it('does not book a reference another candidate outscores', () => {
    const a = named();
    const b = contract({ id: 2, number: 'A00000002', customerId: 'C-100002', clientName: 'Иван Петров', clientIban: 'BG18RZBB91550123456789' }); // prettier-ignore
    const m = scoreLine(
      line('A00000001', { counterpartyIban: 'BG18RZBB91550123456789', counterpartyName: 'Ivan Petrov' }), // prettier-ignore
      dir({}, [a, b]),
      60,
    );
    expect(m.outcome).toEqual({ kind: 'undistributed' });
    expect(m.suggestions.map((s) => [s.accountId, s.score])).toEqual([
      [2, 80],
      [1, 60],
    ]);
  });
});
