import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

/**
 * Numbers, money and instants on screen go through the one formatter per language
 * (@toll/domain/number-format, money-format, i18n/format-sofia-time): toFixed writes a dot in
 * Bulgarian ("0.00", "1.50 %") and toLocaleString the browser's locale and time zone (issue #32
 * item 17). The two below are machine text, not for the reader.
 */
const MACHINE_TEXT = new Set([
  'features/products/components/vignette-product-json-ld.tsx', // schema.org price
  'features/route-pass/model/waypoints.ts', // coordinates in an address
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('numbers and dates on screen', () => {
  it('never come from toFixed or toLocaleString', () => {
    const offenders = ['features', 'shells', 'components', 'site-kit', 'purchase']
      .flatMap((dir) => sources(join(SRC, dir)))
      .filter((path) =>
        /\.(toFixed|toLocaleString|toLocaleDateString)\(/.test(readFileSync(path, 'utf8')),
      )
      .map((path) => relative(SRC, path))
      .filter((path) => !MACHINE_TEXT.has(path));
    expect(offenders).toEqual([]);
  });
});
