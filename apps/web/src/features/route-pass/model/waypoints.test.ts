import { describe, expect, it } from 'vitest';
import type { Place } from '@toll/contract/route-passes';
import {
  addVia,
  applyMapClick,
  canAddVia,
  initialWaypoints,
  removeAt,
  reverse,
  setPlace,
  toRoutePoints,
} from './waypoints';

const place = (id: string): Place => ({ id, name: id, kind: 'town', lat: 42, lng: 25 });

describe('route points', () => {
  it('start with an empty start and end and take via points up to six in all', () => {
    let list = initialWaypoints();
    expect(list).toHaveLength(2);
    for (let i = 0; i < 6; i += 1) list = addVia(list);
    expect(list).toHaveLength(6);
    expect(canAddVia(list)).toBe(false);
    expect(removeAt(list, 3)).toHaveLength(5);
  });

  it('keep the start and end when one of two is removed, and reverse the order', () => {
    const two = setPlace(setPlace(initialWaypoints(), 0, place('sofia')), 1, place('varna'));
    expect(removeAt(two, 0).map((w) => w.place?.id ?? null)).toEqual([null, 'varna']);
    expect(reverse(two).map((w) => w.place!.id)).toEqual(['varna', 'sofia']);
    expect(toRoutePoints(two)).toEqual([{ placeId: 'sofia' }, { placeId: 'varna' }]);
  });

  it('fill the next empty point from a map click, then add via points, then refuse', () => {
    let list = setPlace(initialWaypoints(), 0, place('sofia'));
    list = applyMapClick(list, { lat: 42.1, lng: 25.2 })!;
    expect(toRoutePoints(list)).toEqual([{ placeId: 'sofia' }, { lat: 42.1, lng: 25.2 }]);
    for (let i = 0; i < 4; i += 1) list = applyMapClick(list, { lat: 43, lng: 26 + i })!;
    expect(list).toHaveLength(6);
    expect(toRoutePoints(list)!.at(-1)).toEqual({ lat: 42.1, lng: 25.2 });
    expect(applyMapClick(list, { lat: 41, lng: 24 })).toBeNull();
  });

  it('make no request while a point is empty', () => {
    expect(toRoutePoints(setPlace(initialWaypoints(), 0, place('sofia')))).toBeNull();
  });
});
