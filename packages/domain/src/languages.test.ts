import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANG,
  isLang,
  isOfficeLang,
  LANG_NAMES,
  LANGS,
  langFromAcceptLanguage,
  OFFICE_LANGS,
  resolveLang,
  toOfficeLang,
} from './languages';

describe('languages', () => {
  it('defaults to Bulgarian and prefers an explicit choice', () => {
    expect(DEFAULT_LANG).toBe('bg');
    expect(resolveLang('en', 'bg')).toBe('en');
    expect(resolveLang('EN-gb')).toBe('en');
    expect(resolveLang(null, 'fr-FR,en;q=0.8,bg;q=0.9')).toBe('bg');
    expect(resolveLang(undefined, 'fr, it;q=0.5')).toBe('bg');
    expect(resolveLang('xx', 'en;q=0, fr')).toBe('bg');
    expect(resolveLang('', 'en;q=abc, bg;q=0.1')).toBe('bg');
    expect(isLang('bg')).toBe(true);
    expect(isLang('fr')).toBe(false);
  });

  it('the site speaks six languages, the office two', () => {
    expect(LANGS).toEqual(['bg', 'en', 'ro', 'tr', 'el', 'de']);
    expect(OFFICE_LANGS).toEqual(['bg', 'en']);
    expect(Object.keys(LANG_NAMES)).toEqual([...LANGS]);
    expect(LANG_NAMES.el).toBe('Ελληνικά');
    expect(isOfficeLang('de')).toBe(false);
    expect(toOfficeLang('tr')).toBe('en');
    expect(toOfficeLang('bg')).toBe('bg');
  });

  it('picks any of the six from Accept-Language by weight', () => {
    expect(resolveLang(null, 'tr-TR,tr;q=0.9,en-US;q=0.8')).toBe('tr');
    expect(resolveLang(null, 'de-DE,en;q=0.8,bg;q=0.9')).toBe('de');
    expect(resolveLang(null, 'fr;q=1, el;q=0.7, ro;q=0.8')).toBe('ro');
    expect(resolveLang('el', 'de')).toBe('el');
    expect(langFromAcceptLanguage('fr, it')).toBeNull();
    expect(langFromAcceptLanguage(null)).toBeNull();
  });
});
