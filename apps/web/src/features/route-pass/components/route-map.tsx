import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo } from 'react';
import {
  CircleMarker,
  GeoJSON,
  MapContainer,
  Polyline,
  TileLayer,
  Tooltip,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import type { Feature, FeatureCollection } from 'geojson';
import type { PathOptions } from 'leaflet';
import type { RouteNetworkGeoJson } from '@toll/contract/route-network';
import type { RoutePassQuoteResponse } from '@toll/contract/route-passes';
import { type Lang, bgOrEn } from '@toll/domain/languages';
import type { RoadClass } from '@toll/domain/road-network';
import { ROAD_STYLES, ROUTE_COLOUR } from './road-styles';

/**
 * Spec §9: the default map centre; Bulgaria fits at zoom 7. No tile server is needed: we draw our
 * own data, over the operator's tile layer when one is configured (MAP_TILE_URL).
 */
const CENTRE: [number, number] = [42.85, 25.26];
const BOUNDS: [[number, number], [number, number]] = [
  [40.6, 21.6],
  [44.8, 29.4],
];

export type MapPoint = { lat: number; lng: number; label: string };

export type RouteMapProps = {
  network: RouteNetworkGeoJson;
  quote: RoutePassQuoteResponse | null;
  points: MapPoint[];
  lang: Lang;
  label: string;
  /** Where a click goes (the planner); without it the map only shows (a bought pass). */
  onMapClick?: (position: { lat: number; lng: number }) => void;
};

function ClickToAdd({ onMapClick }: { onMapClick: NonNullable<RouteMapProps['onMapClick']> }) {
  useMapEvents({ click: (event) => onMapClick({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

function FitRoute({ line }: { line: [number, number][] }) {
  const map = useMap();
  useEffect(() => {
    if (line.length > 1) map.fitBounds(line, { padding: [24, 24] });
  }, [map, line]);
  return null;
}

const collection = (features: readonly unknown[]) =>
  ({ type: 'FeatureCollection', features }) as unknown as FeatureCollection;

function segmentStyle(feature?: Feature): PathOptions {
  const cls = feature?.properties?.class as RoadClass | undefined;
  return cls ? ROAD_STYLES[cls] : ROAD_STYLES.local;
}

/** Leaflet writes the attribution as HTML: the configured credit is text. */
const asText = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

type NetworkLayersProps = { network: RouteNetworkGeoJson; lang: Lang };

/** Bulgaria's outline, the toll network by road class, and its towns and crossings. */
function NetworkLayers({ network, lang }: NetworkLayersProps) {
  const { outline, segments, places } = useMemo(() => {
    const features = network.features;
    return {
      outline: features.filter((f) => f.properties.kind === 'outline'),
      segments: features.filter((f) => f.properties.kind === 'segment'),
      places: features.flatMap((f) =>
        f.geometry.type === 'Point' && 'bg' in f.properties && f.properties.kind !== 'junction'
          ? [
              {
                id: f.id,
                kind: f.properties.kind,
                name: f.properties[bgOrEn(lang)],
                at: f.geometry.coordinates,
              },
            ]
          : [],
      ),
    };
  }, [network, lang]);
  return (
    <>
      {network.tiles && (
        <TileLayer url={network.tiles.url} attribution={asText(network.tiles.attribution)} />
      )}
      <GeoJSON
        data={collection(outline)}
        // Over tiles the outline is a border only; alone it is the country's paper.
        style={{
          color: '#495057',
          weight: 1.5,
          fillColor: '#f8f9fa',
          fillOpacity: network.tiles ? 0 : 1,
        }}
        interactive={false}
      />
      <GeoJSON data={collection(segments)} style={segmentStyle} interactive={false} />
      {places.map((p) => (
        <CircleMarker
          key={p.id}
          center={[p.at[1], p.at[0]]}
          radius={p.kind === 'border' ? 4 : 2.5}
          pathOptions={{
            color: p.kind === 'border' ? '#212529' : '#2b8a3e',
            weight: 1,
            fillOpacity: 1,
          }}
        >
          <Tooltip>{p.name}</Tooltip>
        </CircleMarker>
      ))}
    </>
  );
}

/** The map: our network, the chosen points and the calculated route; a click sets a point. */
export function RouteMap({ network, quote, points, lang, label, onMapClick }: RouteMapProps) {
  const line = useMemo(
    () =>
      quote ? quote.geometry.coordinates.map(([lng, lat]): [number, number] => [lat, lng]) : [],
    [quote],
  );
  return (
    <div role="region" aria-label={label} data-testid="route-map">
      <MapContainer center={CENTRE} zoom={7} minZoom={6} maxBounds={BOUNDS} style={{ height: 460 }}>
        <NetworkLayers network={network} lang={lang} />
        {line.length > 1 && (
          <Polyline
            positions={line}
            pathOptions={{ color: ROUTE_COLOUR, weight: 6, opacity: 0.85 }}
            className="route-line"
          />
        )}
        {points.map((p, i) => (
          <CircleMarker
            key={`${p.lat},${p.lng},${i}`}
            center={[p.lat, p.lng]}
            radius={8}
            className="route-point"
            pathOptions={{ color: '#ffffff', weight: 2, fillColor: ROUTE_COLOUR, fillOpacity: 1 }}
          >
            <Tooltip permanent direction="top" offset={[0, -8]}>
              {`${i + 1}. ${p.label}`}
            </Tooltip>
          </CircleMarker>
        ))}
        <FitRoute line={line} />
        {onMapClick && <ClickToAdd onMapClick={onMapClick} />}
      </MapContainer>
    </div>
  );
}
