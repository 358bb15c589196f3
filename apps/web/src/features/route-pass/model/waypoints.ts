import type { Place, RoutePoint } from '@toll/contract/route-passes';
import { ROUTE_PASS_POINTS } from '@toll/domain/route-pass';

/**
 * The points of a route being planned (spec §2): start, up to four via points and the end. Each is
 * empty, a place from the search, or a position clicked on the map.
 */
export type Waypoint = {
  key: string;
  place: Place | null;
  position: { lat: number; lng: number } | null;
};

let counter = 0;
const nextKey = () => `wp-${++counter}`;

export const emptyWaypoint = (): Waypoint => ({ key: nextKey(), place: null, position: null });

export function initialWaypoints(): Waypoint[] {
  return [emptyWaypoint(), emptyWaypoint()];
}

export const isSet = (w: Waypoint) => w.place !== null || w.position !== null;

export function canAddVia(list: readonly Waypoint[]): boolean {
  return list.length < ROUTE_PASS_POINTS.max;
}

/** A new via point just before the end. */
export function addVia(list: readonly Waypoint[], point: Waypoint = emptyWaypoint()): Waypoint[] {
  if (!canAddVia(list)) return [...list];
  return [...list.slice(0, -1), point, ...list.slice(-1)];
}

/** Removes a point; the list keeps its start and end (two points at least). */
export function removeAt(list: readonly Waypoint[], index: number): Waypoint[] {
  if (list.length <= ROUTE_PASS_POINTS.min) {
    return list.map((w, i) => (i === index ? { ...emptyWaypoint(), key: w.key } : w));
  }
  return list.filter((_, i) => i !== index);
}

export function setPlace(
  list: readonly Waypoint[],
  index: number,
  place: Place | null,
): Waypoint[] {
  return list.map((w, i) => (i === index ? { ...w, place, position: null } : w));
}

export function reverse(list: readonly Waypoint[]): Waypoint[] {
  return [...list].reverse();
}

/**
 * A click on the map fills the first empty point; when none is empty it becomes a via point before
 * the end while there is room. Null when the route already has the most points it may have.
 */
export function applyMapClick(
  list: readonly Waypoint[],
  position: { lat: number; lng: number },
): Waypoint[] | null {
  const empty = list.findIndex((w) => !isSet(w));
  if (empty >= 0) return list.map((w, i) => (i === empty ? { ...w, place: null, position } : w));
  if (!canAddVia(list)) return null;
  return addVia(list, { ...emptyWaypoint(), position });
}

/** The request's points, or null while one is still empty. */
export function toRoutePoints(list: readonly Waypoint[]): RoutePoint[] | null {
  if (!list.every(isSet)) return null;
  return list.map((w) =>
    w.place ? { placeId: w.place.id } : { lat: w.position!.lat, lng: w.position!.lng },
  );
}

export const roundCoordinate = (value: number) => value.toFixed(4);
