import { describe, expect, it } from 'vitest';
import { parseSofiaIso } from './sofia-time';
import {
  checkAdvanceLimit,
  checkNoOverlap,
  checkVignettePurchase,
  purchaseWindow,
  VIGNETTE_MAX_DAYS_AHEAD,
} from './vignette-purchase';
import { validityWindow } from './vignette-validity';

const local = (text: string) => {
  const date = parseSofiaIso(text);
  if (!date) throw new Error(text);
  return date;
};
const now = local('2026-05-10T12:30'); // a Sunday

describe('vignette purchase', () => {
  it('allows a start up to 30 Sofia calendar days ahead, any time on the 30th day', () => {
    expect(VIGNETTE_MAX_DAYS_AHEAD).toBe(30);
    expect(checkAdvanceLimit(local('2026-06-09T23:59:59'), now)).toEqual({ ok: true });
    expect(checkAdvanceLimit(local('2026-06-10T00:00'), now)).toEqual({
      ok: false,
      code: 'vignette.startTooFarAhead',
      params: { days: 30 },
    });
  });

  it('counts days from the Sofia date of now, not the UTC date', () => {
    const lateNight = new Date('2026-05-10T21:30:00Z'); // 00:30 on 11 May in Sofia
    expect(checkAdvanceLimit(local('2026-06-10T12:00'), lateNight)).toEqual({ ok: true });
    expect(checkAdvanceLimit(local('2026-06-11T00:00'), lateNight)).toEqual({
      ok: false,
      code: 'vignette.startTooFarAhead',
      params: { days: 30 },
    });
  });

  it('starts from payment when no start is chosen', () => {
    expect(purchaseWindow('WEEKLY', null, now)).toEqual(validityWindow('WEEKLY', now));
    expect(checkVignettePurchase({ period: 'ANNUAL' }, now)).toEqual({ ok: true });
  });

  it('refuses a chosen start in the past (to the minute)', () => {
    expect(
      checkVignettePurchase({ period: 'MONTHLY', chosenStart: local('2026-05-10T12:29') }, now),
    ).toEqual({ ok: false, code: 'validation.dateInPast' });
    expect(
      checkVignettePurchase({ period: 'MONTHLY', chosenStart: local('2026-05-10T12:30') }, now),
    ).toEqual({ ok: true });
  });

  it('applies the advance limit to the weekend window, not the chosen day', () => {
    // chosen Monday 8 June is within 30 days, but its weekend starts on Friday 12 June
    expect(
      checkVignettePurchase({ period: 'WEEKEND', chosenStart: local('2026-06-08T10:00') }, now),
    ).toEqual({
      ok: false,
      code: 'vignette.startTooFarAhead',
      params: { days: 30 },
    });
    expect(
      checkVignettePurchase({ period: 'WEEKEND', chosenStart: local('2026-06-01T10:00') }, now),
    ).toEqual({ ok: true });
  });

  it('refuses a second vignette whose validity overlaps one the vehicle has', () => {
    const annual = validityWindow('ANNUAL', local('2026-01-15T08:00'));
    expect(checkNoOverlap(validityWindow('WEEKLY', now), [annual])).toEqual({
      ok: false,
      code: 'vignette.alreadyExists',
    });
    expect(checkVignettePurchase({ period: 'WEEKLY', existing: [annual] }, now)).toEqual({
      ok: false,
      code: 'vignette.alreadyExists',
    });
    const expired = validityWindow('MONTHLY', local('2026-03-01T08:00'));
    expect(checkVignettePurchase({ period: 'WEEKLY', existing: [expired] }, now)).toEqual({
      ok: true,
    });
    // a new annual starting the second after the old one ends is fine
    const old = validityWindow('ANNUAL', local('2025-05-20T08:00')); // ends 19.05.2026 23:59:59
    expect(
      checkVignettePurchase(
        { period: 'ANNUAL', chosenStart: local('2026-05-20T00:00'), existing: [old] },
        now,
      ),
    ).toEqual({ ok: true });
    expect(
      checkVignettePurchase(
        { period: 'ANNUAL', chosenStart: local('2026-05-19T23:59'), existing: [old] },
        now,
      ),
    ).toEqual({ ok: false, code: 'vignette.alreadyExists' });
  });
});
