import { describe, expect, it } from 'vitest';
import {
  canAddRoutePoint,
  checkRoutePassStart,
  checkRoutePoints,
  checkTollSegment,
  checkTravelTime,
  routePassWindow,
} from './route-pass';
import { parseSofiaIso } from './sofia-time';

const local = (text: string) => parseSofiaIso(text) ?? new Date(Number.NaN);
const now = local('2026-05-10T12:30');

describe('route passes', () => {
  it('takes 2 to 6 points', () => {
    expect(checkRoutePoints(1)).toEqual({
      ok: false,
      code: 'route.tooFewPoints',
      params: { min: 2 },
    });
    expect(checkRoutePoints(2)).toEqual({ ok: true });
    expect(checkRoutePoints(6)).toEqual({ ok: true });
    expect(checkRoutePoints(7)).toEqual({
      ok: false,
      code: 'route.maxPointsReached',
      params: { max: 6 },
    });
    expect(canAddRoutePoint(5)).toBe(true);
    expect(canAddRoutePoint(6)).toBe(false);
  });

  it('is valid 24 hours from the start, over the March change too', () => {
    const w = routePassWindow(local('2026-03-28T10:00:30'));
    expect([w.from.toISOString(), w.to.toISOString()]).toEqual([
      '2026-03-28T08:00:30.000Z',
      '2026-03-29T08:00:29.000Z',
    ]);
  });

  it('refuses travel over 24 hours', () => {
    expect(checkTravelTime(86_400)).toEqual({ ok: true });
    expect(checkTravelTime(86_401)).toEqual({ ok: false, code: 'route.travelTimeTooLong' });
  });

  it('lets registered users start up to 7 Sofia days ahead', () => {
    expect(checkRoutePassStart(local('2026-05-17T23:59'), now, true)).toEqual({ ok: true });
    expect(checkRoutePassStart(local('2026-05-18T00:00'), now, true)).toEqual({
      ok: false,
      code: 'route.startTooFarAhead',
      params: { days: 7 },
    });
  });

  it('lets guests start within the next 24 hours', () => {
    expect(checkRoutePassStart(new Date(now.getTime() + 86_400_000), now, false)).toEqual({
      ok: true,
    });
    expect(checkRoutePassStart(new Date(now.getTime() + 86_460_000), now, false)).toEqual({
      ok: false,
      code: 'route.startTooFarAhead',
      params: { days: 1 },
    });
  });

  it('refuses a missing or past start', () => {
    expect(checkRoutePassStart(null, now, true)).toEqual({
      ok: false,
      code: 'validation.required',
    });
    expect(checkRoutePassStart(local('2026-05-10T12:29'), now, false)).toEqual({
      ok: false,
      code: 'validation.dateInPast',
    });
    expect(checkRoutePassStart(now, now, false)).toEqual({ ok: true });
  });

  it('needs a date and axles for every toll segment', () => {
    expect(checkTollSegment({ date: now, axles: 3 })).toEqual({ ok: true });
    expect(checkTollSegment({ axles: 3 })).toEqual({
      ok: false,
      code: 'validation.required',
      params: { field: 'date' },
    });
    expect(checkTollSegment({ date: new Date('x'), axles: 3 })).toEqual({
      ok: false,
      code: 'validation.invalidDate',
    });
    expect(checkTollSegment({ date: now, axles: null })).toEqual({
      ok: false,
      code: 'validation.required',
      params: { field: 'axles' },
    });
    expect(checkTollSegment({ date: now, axles: 1 })).toEqual({
      ok: false,
      code: 'validation.axleRange',
      params: { min: 2, max: 10 },
    });
  });
});
