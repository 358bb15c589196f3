import { describe, expect, it } from 'vitest';
import { parseSofiaIso } from './sofia-time';
import {
  checkFreeAnnualVignette,
  checkNeedsVignette,
  childExemptionApplies,
  childExemptionUntil,
  isVignetteExempt,
  requiresCategory1,
  roadChargeFor,
  trailerNeedsVignette,
} from './vignette-eligibility';

const local = (text: string) => parseSofiaIso(text) ?? new Date(Number.NaN);

describe('who pays what', () => {
  it('exempts motorcycles, tricycles and ATVs', () => {
    expect(['motorcycle', 'tricycle', 'atv', 'car'].map(isVignetteExempt)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(roadChargeFor('motorcycle', 300)).toBe('exempt');
    expect(checkNeedsVignette('atv', 500)).toEqual({ ok: false, code: 'vignette.exemptVehicle' });
  });

  it('sends vehicles over 3.5 t to tolls', () => {
    expect(roadChargeFor('car', 3500)).toBe('vignette');
    expect(roadChargeFor('van', 3501)).toBe('toll');
    expect(checkNeedsVignette('car', 1400)).toEqual({ ok: true });
    expect(checkNeedsVignette('truck', 12000)).toEqual({
      ok: false,
      code: 'vignette.heavyVehicle',
    });
    expect(trailerNeedsVignette(3500)).toBe(false);
    expect(trailerNeedsVignette(3501)).toBe(true);
  });

  it('needs category 1 over 12 t or with more than 2 axles', () => {
    expect(requiresCategory1({ totalWeightKg: 12000, axles: 2 })).toBe(false);
    expect(requiresCategory1({ totalWeightKg: 12001, axles: 2 })).toBe(true);
    expect(requiresCategory1({ totalWeightKg: 3000, axles: 3 })).toBe(true);
  });
});

describe('free annual vignette', () => {
  const ok = { reducedCapacityPercent: 50, engineCc: 2000, powerKw: 117.64 };

  it('accepts the limits themselves', () => {
    expect(checkFreeAnnualVignette(ok)).toEqual({ ok: true });
    expect(
      checkFreeAnnualVignette({ reducedCapacityPercent: 90, engineCc: 1600, powerHp: 160 }),
    ).toEqual({ ok: true });
  });

  it('refuses each condition just past its limit', () => {
    expect(checkFreeAnnualVignette({ ...ok, reducedCapacityPercent: 49 })).toEqual({
      ok: false,
      code: 'vignette.freeRequiresDisability',
    });
    expect(checkFreeAnnualVignette({ ...ok, engineCc: 2001 })).toEqual({
      ok: false,
      code: 'vignette.freeEngineTooLarge',
    });
    expect(checkFreeAnnualVignette({ ...ok, powerKw: 117.65 })).toEqual({
      ok: false,
      code: 'vignette.freeEngineTooPowerful',
    });
    expect(
      checkFreeAnnualVignette({ reducedCapacityPercent: 50, engineCc: 1999, powerHp: 161 }),
    ).toEqual({ ok: false, code: 'vignette.freeEngineTooPowerful' });
    expect(checkFreeAnnualVignette({ reducedCapacityPercent: 50, engineCc: 1999 })).toEqual({
      ok: false,
      code: 'validation.required',
      params: { field: 'power' },
    });
    expect(checkFreeAnnualVignette({ ...ok, reducedCapacityPercent: Number.NaN })).toEqual({
      ok: false,
      code: 'vignette.freeRequiresDisability',
    });
  });
});

describe('child exemption', () => {
  const birth = { year: 2008, month: 6, day: 15 };

  it('runs to the 18th birthday, or the 20th while in secondary school', () => {
    expect(childExemptionApplies(birth, false, local('2026-06-14T23:59:59'))).toBe(true);
    expect(childExemptionApplies(birth, false, local('2026-06-15T00:00'))).toBe(false);
    expect(childExemptionApplies(birth, true, local('2026-06-15T00:00'))).toBe(true);
    expect(childExemptionApplies(birth, true, local('2028-06-15T00:00'))).toBe(false);
    expect(childExemptionUntil(birth, false).toISOString()).toBe('2026-06-14T21:00:00.000Z');
    expect(childExemptionUntil(birth, true).toISOString()).toBe('2028-06-14T21:00:00.000Z');
  });

  it('ends on 1 March for a 29 February birthday in a common year', () => {
    expect(childExemptionUntil({ year: 2008, month: 2, day: 29 }, false).toISOString()).toBe(
      '2026-02-28T22:00:00.000Z',
    );
    expect(childExemptionUntil({ year: 2008, month: 2, day: 29 }, true).toISOString()).toBe(
      '2028-02-28T22:00:00.000Z',
    );
  });
});
