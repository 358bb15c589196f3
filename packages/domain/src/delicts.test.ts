import { describe, expect, it } from 'vitest';
import {
  checkDelictOwnerId,
  checkDelictPayable,
  checkMissingDataReason,
  COMPENSATORY_FEES,
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

  it('keeps the FACTS fee table as data', () => {
    expect(COMPENSATORY_FEES.UP_TO_3_5T).toEqual({ bgn: 7000, eur: 3600 });
    expect(COMPENSATORY_FEES.OVER_12T_4_PLUS_AXLES).toEqual({ bgn: 75000, eur: 38300 });
    expect(COMPENSATORY_FEES.BUS).toEqual(COMPENSATORY_FEES.FROM_3_5_TO_12T);
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
});
