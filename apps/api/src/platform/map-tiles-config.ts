/**
 * The map's optional background layer (MAP_TILE_URL, MAP_TILE_ATTRIBUTION): the route-pass map
 * draws our own GeoJSON and needs no tile server; an operator may put one under it. The template
 * is Leaflet's (`{z}/{x}/{y}`, optionally `{s}` as the host's first label and `{r}`). Its origin
 * is added to the pages' img-src, which must name it, so a placeholder may stand in the host only
 * as the whole first label (`{s}.tile.example.org` becomes `*.tile.example.org`).
 */
export type MapTiles = {
  /** The URL template, as Leaflet takes it. */
  url: string;
  /** Plain text shown in the map's corner (the tile provider's licence usually requires it). */
  attribution: string;
  /** The Content-Security-Policy source the tiles load from. */
  cspSource: string;
};

type Env = { MAP_TILE_URL?: string | undefined; MAP_TILE_ATTRIBUTION?: string | undefined };

export function parseMapTiles(
  env: Env,
): { ok: true; tiles: MapTiles | null } | { ok: false; problems: string[] } {
  const { MAP_TILE_URL: url, MAP_TILE_ATTRIBUTION: attribution } = env;
  if (!url) {
    return attribution
      ? { ok: false, problems: ['MAP_TILE_ATTRIBUTION: is set, but MAP_TILE_URL is not'] }
      : { ok: true, tiles: null };
  }
  const named = `MAP_TILE_URL=${JSON.stringify(url)}`;
  const problems: string[] = [];
  const match = /^(https?):\/\/([^/?#]+)(\/.*)?$/.exec(url);
  if (!match) problems.push(`${named}: must be an http:// or https:// URL template`);
  else {
    const host = match[2]!.replace(/^\{s\}\./, 'x.');
    if (/[{}]/.test(host) || !URL.canParse(`${match[1]}://${host}/`))
      problems.push(`${named}: a placeholder may stand in the host only as its first label, {s}.`);
    for (const part of ['{z}', '{x}', '{y}'])
      if (!url.includes(part)) problems.push(`${named}: must contain ${part}`);
  }
  if (!attribution)
    problems.push('MAP_TILE_ATTRIBUTION: must be set with MAP_TILE_URL (the tiles’ credit line)');
  else if (attribution.length > 300)
    problems.push('MAP_TILE_ATTRIBUTION: must be at most 300 characters');
  if (problems.length > 0 || !match || !attribution) return { ok: false, problems };
  return {
    ok: true,
    tiles: { url, attribution, cspSource: `${match[1]}://${match[2]!.replace(/^\{s\}\./, '*.')}` },
  };
}
