import { roadNetworkSchema } from '@toll/contract/route-network';
import type { LngLat } from '@toll/domain/geo';
import { buildRouteGraph, type RoadNetwork, type RouteGraph } from '@toll/domain/road-network';
import { prepareRouteSearch } from '@toll/domain/route-search';
import outlineJson from './network/bulgaria-outline.json' with { type: 'json' };
import networkJson from './network/network.json' with { type: 'json' };

/** Bulgaria's outline for the map (world-atlas / Natural Earth, see network/README.md). */
export type Outline = { name: string; coordinates: LngLat[][][] };

export type RouteNetworkData = { network: RoadNetwork; graph: RouteGraph; outline: Outline };

let loaded: RouteNetworkData | null = null;

/**
 * The committed network, checked against its schema and indexed once per process (it changes only
 * with a deploy), with its shortest-path trees. A malformed file fails at start-up, not on a user's request.
 */
export function routeNetworkData(): RouteNetworkData {
  if (!loaded) {
    const network = roadNetworkSchema.parse(networkJson);
    const outline = {
      name: outlineJson.properties.name,
      coordinates: outlineJson.geometry.coordinates as unknown as LngLat[][][],
    };
    const graph = buildRouteGraph(network);
    // Every node's shortest-path trees, once (a few milliseconds), so no request computes one.
    prepareRouteSearch(graph);
    loaded = { network, graph, outline };
  }
  return loaded;
}
