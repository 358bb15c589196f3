import { describe, expect, it } from 'vitest';
import { isSitePath, parseRichText, plainText } from './rich-text';

describe('rich text', () => {
  it('splits text, bold and links', () => {
    expect(parseRichText('Buy **now** at [the shop](/buy-vignette).')).toEqual([
      { kind: 'text', text: 'Buy ' },
      { kind: 'bold', text: 'now' },
      { kind: 'text', text: ' at ' },
      { kind: 'link', text: 'the shop', target: '/buy-vignette' },
      { kind: 'text', text: '.' },
    ]);
    expect(parseRichText('plain')).toEqual([{ kind: 'text', text: 'plain' }]);
    expect(plainText('[a](mailto:x@y.bg) and **b**')).toBe('a and b');
  });

  it('tells site pages from the API and other sites', () => {
    expect(isSitePath('/faq')).toBe(true);
    expect(isSitePath('/api/documents/price-list')).toBe(false);
    expect(isSitePath('https://example.bg')).toBe(false);
    expect(isSitePath('//example.bg')).toBe(false);
  });
});
