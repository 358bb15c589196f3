import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths';

type Entry = { idx: number; when: number; tag: string };

// drizzle's migrator applies a journal entry only when its `when` is later than the last one
// applied: an entry added by a parallel branch with a smaller `when` would be skipped for ever on a
// database that already has the later one (docs/ARCHITECTURE.md, db/migrate.ts).
describe('the migration journal', () => {
  const folder = migrationsFolder;
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Entry[];
  };

  it('lists every SQL file once, in the order of their numbers, with growing times', () => {
    const files = readdirSync(folder)
      .filter((name) => /^\d{4}_.+\.sql$/.test(name))
      .map((name) => name.slice(0, -4))
      .sort();
    expect(journal.entries.map((e) => e.tag)).toEqual(files);
    for (const [i, entry] of journal.entries.entries()) {
      expect(entry.idx, entry.tag).toBe(Number(entry.tag.slice(0, 4)));
      if (i > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[i - 1]!.when);
    }
  });

  it('times migrations from 0023 on as 1795600000000 + N × 100000', () => {
    for (const entry of journal.entries.filter((e) => e.idx >= 23))
      expect(entry.when, entry.tag).toBe(1_795_600_000_000 + entry.idx * 100_000);
  });
});
