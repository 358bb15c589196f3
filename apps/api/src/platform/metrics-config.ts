import { isIP } from 'node:net';

/** Who may scrape: addresses and networks (METRICS_ALLOW), and/or a bearer token (METRICS_TOKEN). */
export type MetricsAccess = { allow: string[]; token: string | undefined };

/** Parses "127.0.0.1, 10.0.0.0/8, ::1" into a block list; null names the bad entry. */
export function parseAllowList(
  text: string,
): { ok: true; list: string[] } | { ok: false; problem: string } {
  const list = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of list) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const max = family === 6 ? 128 : 32;
    const prefixOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= max);
    if (!family || !prefixOk || extra !== undefined)
      return {
        ok: false,
        problem: `"${entry}" is not an address or a network (e.g. 10.0.0.0/8, ::1)`,
      };
  }
  return { ok: true, list };
}
