import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { parseMapTiles } from './map-tiles-config';

describe('the map tile layer (MAP_TILE_URL, MAP_TILE_ATTRIBUTION)', () => {
  it('is off unless configured', () => {
    expect(loadConfig({}).mapTiles).toBeNull();
  });

  it('takes a Leaflet template with its credit, and names the origin its images come from', () => {
    expect(
      parseMapTiles({
        MAP_TILE_URL: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
      }),
    ).toEqual({
      ok: true,
      tiles: {
        url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
        cspSource: 'https://*.tile.openstreetmap.org',
      },
    });
    expect(
      parseMapTiles({
        MAP_TILE_URL: 'http://tiles.local:8080/osm/{z}/{x}/{y}{r}.png?key=abc',
        MAP_TILE_ATTRIBUTION: 'Local tiles',
      }),
    ).toMatchObject({ ok: true, tiles: { cspSource: 'http://tiles.local:8080' } });
  });

  it.each([
    [{ MAP_TILE_ATTRIBUTION: 'x' }, 'MAP_TILE_ATTRIBUTION: is set, but MAP_TILE_URL is not'],
    [{ MAP_TILE_URL: 'https://t.example/{z}/{x}/{y}.png' }, 'MAP_TILE_ATTRIBUTION: must be set'],
    [
      { MAP_TILE_URL: 'ftp://t.example/{z}/{x}/{y}', MAP_TILE_ATTRIBUTION: 'x' },
      'http:// or https://',
    ],
    [
      { MAP_TILE_URL: 'https://t.example/{z}/{x}.png', MAP_TILE_ATTRIBUTION: 'x' },
      'must contain {y}',
    ],
    [
      { MAP_TILE_URL: 'https://tile-{s}.example/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'x' },
      'only as its first label',
    ],
    [
      { MAP_TILE_URL: 'https://t.example/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'x'.repeat(301) },
      'at most 300 characters',
    ],
  ])('refuses %j at start-up, naming the variable', (env, problem) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(problem);
  });
});
