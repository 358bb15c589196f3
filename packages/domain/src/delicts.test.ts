import { describe, expect, it } from 'vitest';
import { COMPENSATORY_FEE_ROWS, compensatoryFeeAt } from './compensatory-fees';
import {
  checkDelictDocumentNumber,
  checkDelictOwnerId,
  checkDelictPayable,
  checkMissingDataReason,
  deadlineReference,
  delictOwnerKind,
  delictPayability,
  delictPaymentDeadline,
  fineAfterDeadlineBgn,
} from './delicts';

describe('delicts', () => {
  it('gives 14 Sofia calendar days after the reference day', () => {
    const notified = new Date('2026-05-10T21:30:00Z'); // 00:30 on 11 May in Sofia
    expect(delictPaymentDeadline(notified).toISOString()).toBe('2026-05-25T20:59:59.000Z');
    expect(checkDelictPayable(notified, new Date('2026-05-25T20:59:59.999Z'))).toEqual({
      ok: true,
    });
    expect(checkDelictPayable(notified, new Date('2026-05-25T21:00:00Z'))).toEqual({
      ok: false,
      code: 'delict.paymentDeadlineExpired',
    });
  });

  it('ends in winter time when the period crosses the October change', () => {
    expect(delictPaymentDeadline(new Date('2026-10-20T10:00:00Z')).toISOString()).toBe(
      '2026-11-03T21:59:59.000Z',
    );
  });

  it('keeps the FACTS fee table as dated data: BGN until 2025, the euro amounts from 2026', () => {
    const fee = (cls: Parameters<typeof compensatoryFeeAt>[1], at: string) =>
      compensatoryFeeAt(COMPENSATORY_FEE_ROWS, cls, new Date(at));
    expect(fee('UP_TO_3_5T', '2025-12-31T21:59:59Z')).toMatchObject({
      amountBgn: 7000,
      amountEur: 3579,
      legalCurrency: 'BGN',
    });
    // Midnight in Sofia is 22:00 UTC in winter.
    expect(fee('UP_TO_3_5T', '2025-12-31T22:00:00Z')).toMatchObject({
      amountBgn: 7041,
      amountEur: 3600,
      legalCurrency: 'EUR',
    });
    expect(fee('OVER_12T_4_PLUS_AXLES', '2026-05-01T00:00:00Z')?.amountEur).toBe(38300);
    expect(fee('OVER_12T_2_3_AXLES', '2024-05-01T00:00:00Z')?.amountBgn).toBe(45000);
    expect(fee('BUS', '2026-05-01T00:00:00Z')?.amountEur).toBe(
      fee('FROM_3_5_TO_12T', '2026-05-01T00:00:00Z')?.amountEur,
    );
    expect(fee('UP_TO_3_5T', '2018-12-31T00:00:00Z')).toBeNull();
    expect(COMPENSATORY_FEE_ROWS).toHaveLength(10);
    expect(fineAfterDeadlineBgn('UP_TO_3_5T')).toBe(30000);
    expect(fineAfterDeadlineBgn('BUS')).toBe(180000);
  });

  it("looks violations up by the owner's EGN or EIK", () => {
    expect(checkDelictOwnerId('7523169263')).toEqual({ ok: true });
    expect(checkDelictOwnerId('020469788')).toEqual({ ok: true });
    expect(checkDelictOwnerId('1213961230342')).toEqual({ ok: true });
    expect(checkDelictOwnerId('7523169264')).toEqual({ ok: false, code: 'delict.invalidOwnerId' });
  });

  it('needs a reason when OBU data is missing', () => {
    expect(checkMissingDataReason(true, '  ')).toEqual({
      ok: false,
      code: 'delict.reasonRequiredWithoutObu',
    });
    expect(checkMissingDataReason(true, 'device off')).toEqual({ ok: true });
    expect(checkMissingDataReason(false, null)).toEqual({ ok: true });
  });

  it('tells an EGN from an EIK and checks document numbers', () => {
    expect(delictOwnerKind('7523169263')).toBe('EGN');
    expect(delictOwnerKind(' 020469788 ')).toBe('EIK');
    expect(delictOwnerKind('1213961230342')).toBe('EIK');
    expect(delictOwnerKind('7523169264')).toBeNull();
    expect(checkDelictDocumentNumber('ef-2611-000123')).toEqual({ ok: true });
    expect(checkDelictDocumentNumber('ab1')).toEqual({
      ok: false,
      code: 'delict.invalidDocumentNumber',
    });
    expect(checkDelictDocumentNumber("1' or 1=1")).toMatchObject({ ok: false });
  });

  describe('payability (spec §9)', () => {
    const served = new Date('2026-05-10T07:00:00Z');
    const base = { notifiedAt: null, ficheServedAt: null, status: 'SERVED' as const };

    it('runs from the notification for the maximum toll, from the act or e-fiche for the fee', () => {
      const notice = new Date('2026-05-01T07:00:00Z');
      expect(
        deadlineReference({
          delictType: 'MAXIMUM_TOLL',
          notifiedAt: notice,
          ficheServedAt: served,
        }),
      ).toBe(notice);
      expect(
        deadlineReference({
          delictType: 'COMPENSATORY_FEE',
          notifiedAt: notice,
          ficheServedAt: served,
        }),
      ).toBe(served);
    });

    it('is payable until 23:59:59 Sofia time of day 14, then expired', () => {
      const fee = { ...base, delictType: 'COMPENSATORY_FEE' as const, ficheServedAt: served };
      expect(delictPayability(fee, new Date('2026-05-24T20:59:59Z'))).toEqual({
        payable: true,
        deadline: new Date('2026-05-24T20:59:59Z'),
      });
      expect(delictPayability(fee, new Date('2026-05-24T21:00:00Z'))).toEqual({
        payable: false,
        deadline: new Date('2026-05-24T20:59:59Z'),
        code: 'delict.paymentDeadlineExpired',
      });
    });

    it('is payable before the deadline has started, never when paid or expired by the agency', () => {
      const now = new Date('2026-05-11T07:00:00Z');
      const toll = { ...base, delictType: 'MAXIMUM_TOLL' as const, status: 'REGISTERED' as const };
      expect(delictPayability(toll, now)).toEqual({ payable: true, deadline: null });
      expect(delictPayability({ ...toll, status: 'PAID' }, now)).toMatchObject({
        payable: false,
        code: 'delict.alreadyPaid',
      });
      expect(delictPayability({ ...toll, status: 'EXPIRED' }, now)).toMatchObject({
        payable: false,
        code: 'delict.paymentDeadlineExpired',
      });
    });
  });
});
