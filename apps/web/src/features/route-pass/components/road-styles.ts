import type { PathOptions } from 'leaflet';
import type { RoadClass } from '@toll/domain/road-network';

/** How each road class is drawn on the map and in its legend (type-only Leaflet import). */
export const ROAD_STYLES: Record<RoadClass, PathOptions> = {
  motorway: { color: '#1864ab', weight: 4 },
  first: { color: '#c92a2a', weight: 2.5 },
  second: { color: '#e8590c', weight: 2 },
  local: { color: '#868e96', weight: 1.5, dashArray: '4 4' },
};

export const ROUTE_COLOUR = '#7048e8';
