import { describe, expect, it } from 'vitest';
import { DEFAULT_LEDGER_ACCOUNT_CODES, parseLedgerAccountCodes } from './chart-of-accounts';
import { LEDGER_ACCOUNT_KIND_CODES } from './ledger';

describe('chart of accounts', () => {
  it('gives every kind of ledger account a code of the national chart by default', () => {
    for (const kind of LEDGER_ACCOUNT_KIND_CODES)
      expect(DEFAULT_LEDGER_ACCOUNT_CODES[kind], kind).toMatch(/^\d{3,4}(-\d+)?$/);
    expect(DEFAULT_LEDGER_ACCOUNT_CODES.BANK).toBe('503');
    expect(DEFAULT_LEDGER_ACCOUNT_CODES.POSTPAID_RECEIVABLE).toBe('411');
    expect(DEFAULT_LEDGER_ACCOUNT_CODES.VAT_PAYABLE).toBe('4532');
  });

  it("takes an operator's codes for the kinds it names and keeps the rest", () => {
    const codes = parseLedgerAccountCodes(' BANK=504 , REVENUE_TOLL=703.10,');
    expect(codes.BANK).toBe('504');
    expect(codes.REVENUE_TOLL).toBe('703.10');
    expect(codes.POS_CASH).toBe('501');
    expect(parseLedgerAccountCodes(undefined)).toEqual(DEFAULT_LEDGER_ACCOUNT_CODES);
    expect(parseLedgerAccountCodes('')).toEqual(DEFAULT_LEDGER_ACCOUNT_CODES);
  });

  it('refuses an unknown kind, a malformed code and a kind named twice', () => {
    expect(() => parseLedgerAccountCodes('BANKS=503')).toThrow(
      /unknown ledger account kind "BANKS"/,
    );
    expect(() => parseLedgerAccountCodes('BANK=')).toThrow(/malformed account code for BANK/);
    expect(() => parseLedgerAccountCodes('BANK=5O3')).toThrow(/malformed/);
    expect(() => parseLedgerAccountCodes('BANK=503=1')).toThrow(/malformed/);
    expect(() => parseLedgerAccountCodes('BANK=503,BANK=504')).toThrow(/BANK is given twice/);
  });
});
