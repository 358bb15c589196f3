import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

/**
 * Office screens draw a status with the shared StatusBadge (never cut: "АКТ…", "НЕПЛАТЕ…", issue
 * #32 item 17), not Mantine's Badge, which truncates its label at the column's width. The files
 * below use Mantine's Badge for something else (a small tag beside a name, a swatch), or are the
 * public site's and the customer's pages; none may be added.
 */
const OWN_BADGE = new Set([
  'features/billing/components/invoice-detail-modal.tsx', // "names the document" tag on a line
  'features/contracts/components/client-page.tsx', // the "primary" tag beside a contact
  'features/contracts/components/client-addresses.tsx', // the address kind tag
  'features/partners/components/partner-list-columns.tsx', // the partner type with its swatch
  'features/self-care/components/toll-settings-page.tsx', // customer pages
  'features/self-care/components/contract-payments.tsx',
  'features/vignette-checks/components/vignette-card.tsx', // public site
  'features/delicts/components/delict-card.tsx',
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('status badges on office screens', () => {
  it('come from components/status-badge, not Mantine’s Badge', () => {
    const offenders = [...sources(join(SRC, 'features')), ...sources(join(SRC, 'shells/office'))]
      .filter((path) => {
        const text = readFileSync(path, 'utf8');
        return /import\s*\{[^}]*\bBadge\b[^}]*\}\s*from\s*'@mantine\/core'/.test(text);
      })
      .map((path) => relative(SRC, path))
      .filter((path) => !OWN_BADGE.has(path));
    expect(offenders).toEqual([]);
  });
});
