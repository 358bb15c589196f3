import { describe, expect, it } from 'vitest';
import { VIGNETTE_PROVIDERS } from '@toll/domain/sale-channels';
import { matchPrefixRoute, matchSiteRoute } from '../../site-kit/routes';
import type { ContentBlock, ContentPage, FaqData } from './content-types';
import { faqBg } from './data/faq-bg';
import { faqEn } from './data/faq-en';
import { providerTextsBg } from './data/provider-texts-bg';
import { providerTextsEn } from './data/provider-texts-en';
import { CONTENT_IDS } from './load-content';
import { parseRichText } from './rich-text';

const CYRILLIC = /[а-яА-Я]/;

const texts = (block: ContentBlock): string[] => {
  switch (block.kind) {
    case 'p':
    case 'note':
      return [block.text];
    case 'list':
      return [...block.items];
    case 'steps':
      return block.items.flatMap((step) => [step.title, step.text]);
    case 'table':
      return [block.caption, ...block.head, ...block.rows.flat()];
    case 'documents':
      return block.items.flatMap((doc) => [doc.title, doc.description, `[PDF](${doc.href})`]);
  }
};

const links = (sources: readonly string[]) =>
  sources.flatMap((source) =>
    parseRichText(source).flatMap((piece) => (piece.kind === 'link' ? [piece.target] : [])),
  );

/** The shape of a page: sections, block kinds and sizes, and every link target, in order. */
function shape(page: ContentPage) {
  const all = [page.lead ?? '', ...page.sections.flatMap((s) => s.blocks.flatMap(texts))];
  return {
    sections: page.sections.map((s) =>
      s.blocks.map((b) => `${b.kind}:${texts(b).length}`).join(' '),
    ),
    links: links(all).map((target) => target.replace(/lang=(bg|en)/, 'lang=*')),
  };
}

const faqShape = (faq: FaqData) => ({
  pages: Object.keys(faq.pages),
  groups: faq.groups.map((g) => `${g.id}:${g.items.map((i) => i.answer.length).join(',')}`),
  links: links(faq.groups.flatMap((g) => g.items.flatMap((i) => i.answer))),
});

/** An internal link must lead to a route of the site, a provider page or a document. */
function isKnownTarget(target: string): boolean {
  if (!target.startsWith('/')) return /^(https:|mailto:|tel:)/.test(target);
  if (target.startsWith('/api/documents/')) return true;
  const path = target.slice(1);
  return path === '' || matchSiteRoute(path) !== undefined || matchPrefixRoute(path) !== null;
}

async function load(id: string, lang: 'bg' | 'en'): Promise<ContentPage> {
  const file = id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const module = (await import(`./data/${file}-${lang}.ts`)) as Record<string, ContentPage>;
  return Object.values(module)[0]!;
}

describe('information pages', () => {
  for (const id of CONTENT_IDS) {
    it(`${id}: the same structure and links in bg and en, each in its own language`, async () => {
      const bg = await load(id, 'bg');
      const en = await load(id, 'en');
      expect(shape(en)).toEqual(shape(bg));
      expect(CYRILLIC.test(bg.title + bg.description), 'bg title').toBe(true);
      expect(CYRILLIC.test(JSON.stringify(en)), 'en text').toBe(false);
      for (const target of shape(bg).links) expect(isKnownTarget(target), target).toBe(true);
    });
  }
});

describe('FAQ and provider pages', () => {
  it('have the same questions, answers and links in both languages', () => {
    expect(faqShape(faqEn)).toEqual(faqShape(faqBg));
    expect(CYRILLIC.test(JSON.stringify(faqEn))).toBe(false);
    for (const target of faqShape(faqBg).links) expect(isKnownTarget(target), target).toBe(true);
  });

  it('state the facts of the specification where users look for them', () => {
    const all = JSON.stringify(faqBg);
    for (const fact of [
      '30 дни',
      '72 часа',
      '117,64 kW',
      '2000 куб. см',
      '18 години',
      '20 години',
      '1,95583',
      'ДДС',
      'петък 12:00',
      'категория 1',
      'Мотоциклетите',
    ])
      expect(all, fact).toContain(fact);
  });

  it('exist for every provider in both languages with the same structure', () => {
    for (const provider of VIGNETTE_PROVIDERS) {
      for (const kind of ['about', 'howToBuy'] as const) {
        const bg = providerTextsBg[kind](provider);
        const en = providerTextsEn[kind](provider);
        expect(shape(en), `${kind} ${provider.id}`).toEqual(shape(bg));
        expect(CYRILLIC.test(bg.title + bg.lead)).toBe(true);
        for (const target of shape(bg).links) expect(isKnownTarget(target), target).toBe(true);
      }
    }
  });
});
