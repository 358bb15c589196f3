import { describe, expect, it } from 'vitest';
import { pagePath, splitLangPath, switchLangPath, withLang } from './lang-path';

describe('splitLangPath', () => {
  it('reads a supported prefix', () => {
    expect(splitLangPath('/bg')).toEqual({ lang: 'bg', rest: '' });
    expect(splitLangPath('/bg/')).toEqual({ lang: 'bg', rest: '/' });
    expect(splitLangPath('/en/news/some-slug')).toEqual({ lang: 'en', rest: '/news/some-slug' });
    expect(splitLangPath('/EN/prices')).toEqual({ lang: 'en', rest: '/prices' });
  });

  it('finds no prefix in a bare path', () => {
    expect(splitLangPath('/')).toEqual({ lang: null, rest: '/' });
    expect(splitLangPath('')).toEqual({ lang: null, rest: '/' });
    expect(splitLangPath('/prices')).toEqual({ lang: null, rest: '/prices' });
    expect(splitLangPath('/faq')).toEqual({ lang: null, rest: '/faq' });
    expect(splitLangPath('/bgx/prices')).toEqual({ lang: null, rest: '/bgx/prices' });
  });

  it('drops an unsupported two-letter prefix', () => {
    expect(splitLangPath('/fr/prices')).toEqual({ lang: null, rest: '/prices' });
  });

  it('knows the six site languages', () => {
    expect(splitLangPath('/de/prices')).toEqual({ lang: 'de', rest: '/prices' });
    expect(splitLangPath('/EL/')).toEqual({ lang: 'el', rest: '/' });
    expect(splitLangPath('/tr')).toEqual({ lang: 'tr', rest: '' });
    expect(splitLangPath('/ro/check-vignette')).toEqual({ lang: 'ro', rest: '/check-vignette' });
  });
});

describe('switching and building paths', () => {
  it('keeps the rest of the path', () => {
    expect(switchLangPath('/bg/prices', 'en')).toBe('/en/prices');
    expect(switchLangPath('/bg', 'en')).toBe('/en');
    expect(switchLangPath('/en/', 'bg')).toBe('/bg/');
    expect(switchLangPath('/buy-vignette', 'en')).toBe('/en/buy-vignette');
    expect(withLang('bg', '/')).toBe('/bg/');
  });

  it('gives the page path without the prefix', () => {
    expect(pagePath('/bg/news/a')).toBe('news/a');
    expect(pagePath('/bg')).toBe('');
    expect(pagePath('/en/')).toBe('');
  });
});
