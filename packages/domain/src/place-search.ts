import { BULGARIAN_LATIN } from './transliteration';

/**
 * Search text that ignores case, diacritics and the alphabet: Cyrillic is transliterated by the
 * Bulgarian streamlined system (the official one since 2009), so "Калотина", "kalotina" and
 * "KALOTINA" all read "kalotina", and "Vodă" reads "voda".
 */
const CYRILLIC: Record<string, string> = {
  ...BULGARIAN_LATIN,
  // other Cyrillic alphabets met in place names of the neighbouring countries
  ѝ: 'i',
  ё: 'yo',
  є: 'e',
  ї: 'i',
  і: 'i',
  ј: 'j',
  љ: 'lj',
  њ: 'nj',
  ћ: 'c',
  ђ: 'dj',
  џ: 'dz',
  ѓ: 'g',
  ќ: 'k',
};

export function normalizeSearchText(text: string): string {
  const lower = text.toLocaleLowerCase('bg');
  let latin = '';
  for (const char of lower) latin += CYRILLIC[char] ?? char;
  return latin
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * How well a query matches a set of names (higher is better, 0 = no match): the whole name,
 * then the start of the name, then the start of a word, then anywhere. An empty query matches
 * everything weakly.
 */
export function matchScore(query: string, names: readonly string[]): number {
  const q = normalizeSearchText(query);
  if (q === '') return 1;
  let best = 0;
  for (const name of names) {
    // Names already in search form (lower-case Latin words) are used as they are.
    const n = /^[a-z0-9 ]*$/.test(name) ? name : normalizeSearchText(name);
    if (n === q) return 5;
    if (n.startsWith(q)) best = Math.max(best, 4);
    else if (` ${n}`.includes(` ${q}`)) best = Math.max(best, 3);
    else if (n.includes(q)) best = Math.max(best, 2);
  }
  return best;
}
