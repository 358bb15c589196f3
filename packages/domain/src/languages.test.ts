import { describe, expect, it } from 'vitest';
import { DEFAULT_LANG, isLang, resolveLang } from './languages';

describe('languages', () => {
  it('defaults to Bulgarian and prefers an explicit choice', () => {
    expect(DEFAULT_LANG).toBe('bg');
    expect(resolveLang('en', 'bg')).toBe('en');
    expect(resolveLang('EN-gb')).toBe('en');
    expect(resolveLang(null, 'de-DE,en;q=0.8,bg;q=0.9')).toBe('bg');
    expect(resolveLang(undefined, 'de, fr;q=0.5')).toBe('bg');
    expect(resolveLang('xx', 'en;q=0, de')).toBe('bg');
    expect(resolveLang('', 'en;q=abc, bg;q=0.1')).toBe('bg');
    expect(isLang('bg')).toBe(true);
    expect(isLang('de')).toBe(false);
  });
});
