import { describe, expect, it } from 'vitest';
import { checkPartnerTransition, normalisePartnerStatus } from './partner-status';
import { checkInvoiceRange, checkPartnerFields, rangesOverlap, vatNumberFor } from './partners';

describe('partner statuses (spec §4)', () => {
  it('suspends with a reason and a confirmation, reactivates with a confirmation', () => {
    expect(checkPartnerTransition('ACTIVE', 'SUSPENDED', { reason: 'Дълг', confirmed: true })).toEqual({ ok: true }); // prettier-ignore
    expect(checkPartnerTransition('ACTIVE', 'SUSPENDED', { reason: ' ', confirmed: true })).toMatchObject({ code: 'validation.reasonRequired' }); // prettier-ignore
    expect(checkPartnerTransition('ACTIVE', 'SUSPENDED', { reason: 'x' })).toMatchObject({ code: 'partner.confirmationRequired' }); // prettier-ignore
    expect(checkPartnerTransition('SUSPENDED', 'ACTIVE', { confirmed: true })).toEqual({
      ok: true,
    });
    expect(checkPartnerTransition('SUSPENDED', 'ACTIVE')).toMatchObject({ code: 'partner.confirmationRequired' }); // prettier-ignore
  });

  it('refuses moves the table does not have', () => {
    expect(checkPartnerTransition('CLOSED', 'ACTIVE', { confirmed: true })).toMatchObject({
      code: 'partner.invalidStatusTransition',
      params: { from: 'CLOSED', to: 'ACTIVE' },
    });
    expect(checkPartnerTransition('ACTIVE', 'ACTIVE')).toMatchObject({ ok: false });
    expect(normalisePartnerStatus('INACTIVE')).toBe('SUSPENDED');
    expect(normalisePartnerStatus('GONE')).toBeNull();
  });
});

describe('partner fields', () => {
  it('checks EIK, IBANs, ranges and percentages', () => {
    expect(vatNumberFor('121759222')).toBe('BG121759222');
    expect(checkInvoiceRange(10, 5)).toMatchObject({ code: 'validation.rangeStartAfterEnd' });
    expect(checkInvoiceRange(1, null)).toMatchObject({ code: 'validation.required' });
    expect(checkInvoiceRange(null, null)).toEqual({ ok: true });
    expect(rangesOverlap([1, 10], [10, 20])).toBe(true);
    expect(rangesOverlap([1, 9], [10, 20])).toBe(false);
    const failures = checkPartnerFields({
      id: 3,
      eik: '121759223',
      recipientIban: 'BG80BNBG96611020345677',
      ibans: ['BG80BNBG96611020345678', 'XX00'],
      commissioners: [{ commissionerId: 3, percentageBp: 20_000 }],
    });
    expect(failures.map((f) => [f.field, f.check.code])).toEqual([
      ['eik', 'validation.invalidEik'],
      ['recipientIban', 'validation.invalidIban'],
      ['ibans', 'validation.invalidIbanInList'],
      ['commissioners.0.percentageBp', 'validation.percentRange'],
      ['commissioners.0.commissionerId', 'partner.notCommissioner'],
    ]);
  });
});
