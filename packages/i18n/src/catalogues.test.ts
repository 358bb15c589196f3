import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS, OFFICE_LANGS } from '@toll/domain/languages';
import { OFFICE_NAMESPACE_FILES, SITE_NAMESPACE_FILES } from './namespaces';

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

const files = (lang: string) =>
  readdirSync(join(localesDir, lang))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();

const read = (lang: string, file: string) =>
  flatten(JSON.parse(readFileSync(join(localesDir, lang, `${file}.json`), 'utf8')) as Tree);

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * The keys a language must have for the English ones: a plural group (`x_one`, `x_other`) takes the
 * plural forms of that language (Romanian adds `x_few`), as i18next picks them by Intl.PluralRules.
 */
function expectedKeys(english: Iterable<string>, lang: string): string[] {
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of english) {
    if (PLURAL.test(key)) {
      const base = key.replace(PLURAL, '');
      for (const category of categories) keys.add(`${base}_${category}`);
    } else keys.add(key);
  }
  return [...keys].sort();
}

/** The English text a translated key stands for (`x_few` stands for `x_other`). */
const englishOf = (en: Map<string, string>, key: string) =>
  en.get(key) ?? en.get(key.replace(PLURAL, '_other')) ?? '';

/** `{{name}}` placeholders, sorted (a text may use one twice). */
export const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/** Markup that must come through a translation unchanged: HTML tags, `<0>` components, `**`, links. */
export const markup = (text: string) =>
  [
    ...[...text.matchAll(/<\/?[a-zA-Z0-9]+[^>]*>/g)].map((m) => m[0]),
    ...[...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]),
    ...(text.match(/\*\*/g) ?? []),
    ...[...text.matchAll(/\$t\(([^)]+)\)/g)].map((m) => m[1]),
  ].sort();

// What each new language must look like: its own letters in every file.
const SCRIPT: Readonly<Record<string, RegExp>> = {
  bg: /[а-яА-Я]/,
  el: /[α-ωΑ-Ω]/,
  tr: /[ğşıİçöüĞŞÇÖÜ]/,
  ro: /[ăâîșțĂÂÎȘȚ]/,
  de: /[äöüßÄÖÜ]/,
};

describe('message catalogues', () => {
  it('every file is either a site namespace (six languages) or an office one (bg, en)', () => {
    const site = [...SITE_NAMESPACE_FILES].sort();
    const office = [...OFFICE_NAMESPACE_FILES].sort();
    for (const lang of LANGS) {
      const expected = (OFFICE_LANGS as readonly string[]).includes(lang)
        ? [...site, ...office].sort()
        : site;
      expect(files(lang), lang).toEqual(expected);
    }
  });

  for (const file of [...SITE_NAMESPACE_FILES, ...OFFICE_NAMESPACE_FILES]) {
    const langs = (SITE_NAMESPACE_FILES as readonly string[]).includes(file) ? LANGS : OFFICE_LANGS;
    it(`${file}: the same keys, non-empty texts, placeholders and markup in ${langs.join(', ')}`, () => {
      const en = read('en', file);
      for (const lang of langs) {
        const texts = read(lang, file);
        expect([...texts.keys()].sort(), `${lang} ${file}`).toEqual(expectedKeys(en.keys(), lang));
        for (const [key, text] of texts) {
          const english = englishOf(en, key);
          expect(text.trim(), `${lang} ${file} ${key}`).not.toBe('');
          expect(placeholders(text), `${lang} ${file} ${key}`).toEqual(placeholders(english));
          expect(markup(text), `${lang} ${file} ${key}`).toEqual(markup(english));
        }
      }
    });
  }

  it('each language is written in its own letters: every file has some', () => {
    for (const [lang, script] of Object.entries(SCRIPT)) {
      for (const file of files(lang)) {
        expect(
          [...read(lang, file).values()].some((t) => script.test(t)),
          `${lang} ${file}`,
        ).toBe(true);
      }
    }
  });

  it('a translation is not the English text left in place', () => {
    for (const lang of LANGS.filter((l) => l !== 'en' && l !== 'bg')) {
      for (const file of SITE_NAMESPACE_FILES) {
        const en = read('en', file);
        const texts = read(lang, file);
        const same = [...texts].filter(
          ([key, text]) => text === en.get(key) && /[a-z]{4} [a-z]{4}/.test(text),
        );
        // Names, codes and short labels may be the same; whole English sentences may not.
        expect(
          same.length / texts.size,
          `${lang} ${file}: ${same
            .slice(0, 5)
            .map(([k]) => k)
            .join(', ')}`,
        ).toBeLessThan(0.05);
      }
    }
  });

  it('the placeholder and markup readers see what they must', () => {
    expect(placeholders('{{b}} and {{ a }} and {{count, number}}')).toEqual(['a', 'b', 'count']);
    expect(markup('<strong>x</strong> [y](/bg/z) **w**')).toEqual([
      '**',
      '**',
      '/bg/z',
      '</strong>',
      '<strong>',
    ]);
  });
});
