import { describe, expect, it } from 'vitest';
import { findBankReferences, splitFits } from './bank-references';

describe('bank references', () => {
  it('finds contract numbers, customer ids, invoice and partner numbers in remittance text', () => {
    expect(
      findBankReferences('Initial payment C-100001, contract a00001234 inv 0000000042 sp-007'),
    ).toEqual({
      contractNumbers: ['A00001234'],
      customerIds: ['C-100001'],
      invoiceNumbers: ['0000000042'],
      partnerNumbers: ['SP-7'],
    });
    expect(findBankReferences('c100001 / C-100001').customerIds).toEqual(['C-100001']);
  });

  it('does not read references out of longer tokens (IBANs, other numbers)', () => {
    const r = findBankReferences(
      'BG02UNCR96611000009000 XA000012345 12345678901 BC-100001 XSP-12 SPA-3',
    );
    expect(r).toEqual({
      contractNumbers: [],
      customerIds: [],
      invoiceNumbers: [],
      partnerNumbers: [],
    });
  });

  it('accepts a split only of positive shares within the undistributed amount', () => {
    expect(splitFits(500, [200, 300])).toBe(true);
    expect(splitFits(500, [200, 301])).toBe(false);
    expect(splitFits(500, [0, 100])).toBe(false);
    expect(splitFits(500, [])).toBe(false);
  });
});
