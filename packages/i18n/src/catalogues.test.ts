import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const localesDir = join(import.meta.dirname, '..', 'locales');
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

function load(lang: string): Map<string, Map<string, string>> {
  const files = readdirSync(join(localesDir, lang)).filter((f) => f.endsWith('.json'));
  return new Map(
    files.map((f) => [
      f,
      flatten(JSON.parse(readFileSync(join(localesDir, lang, f), 'utf8')) as Tree),
    ]),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  const bg = load('bg');
  const en = load('en');

  it('have the same files in both languages', () => {
    expect([...bg.keys()].sort()).toEqual([...en.keys()].sort());
    expect(bg.size).toBeGreaterThan(0);
  });

  for (const [file, bgKeys] of bg) {
    it(`${file}: same keys, non-empty texts and the same placeholders in bg and en`, () => {
      const enKeys = en.get(file) ?? new Map<string, string>();
      expect([...bgKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
      for (const [key, text] of bgKeys) {
        const other = enKeys.get(key) ?? '';
        expect(text.trim(), `bg ${file} ${key}`).not.toBe('');
        expect(other.trim(), `en ${file} ${key}`).not.toBe('');
        expect(placeholders(text), `${file} ${key}`).toEqual(placeholders(other));
      }
    });
  }

  it('bg texts are Bulgarian: every file has Cyrillic text', () => {
    for (const [file, keys] of bg) {
      expect(
        [...keys.values()].some((t) => /[а-яА-Я]/.test(t)),
        file,
      ).toBe(true);
    }
  });
});
