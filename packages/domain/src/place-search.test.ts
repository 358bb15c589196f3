import { describe, expect, it } from 'vitest';
import { matchScore, normalizeSearchText } from './place-search';

describe('search text', () => {
  it('reads Cyrillic and Latin, any case and diacritics, the same way', () => {
    expect(normalizeSearchText('Калотина – Градина')).toBe('kalotina gradina');
    expect(normalizeSearchText('KALOTINA')).toBe('kalotina');
    expect(normalizeSearchText('Кардам – Негру Вода')).toBe(
      normalizeSearchText('Kardam – Negru Vodă'),
    );
    expect(normalizeSearchText('Щит, Жюри, Ъгъл')).toBe('shtit zhyuri agal');
    expect(normalizeSearchText('Zaječar')).toBe('zajecar');
  });

  it('ranks a whole name above a prefix, a word start and a match inside', () => {
    expect(matchScore('капитан андреево', ['Kapitan Andreevo'])).toBe(5);
    expect(matchScore('Kapitan', ['Капитан Андреево – Капъкуле'])).toBe(4);
    expect(matchScore('andreevo', ['Капитан Андреево'])).toBe(3);
    expect(matchScore('ndree', ['Капитан Андреево'])).toBe(2);
    expect(matchScore('Varna', ['Бургас', 'Burgas'])).toBe(0);
    expect(matchScore('  ', ['Burgas'])).toBe(1);
  });
});
