import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '@toll/domain/languages';
import { VIGNETTE_PROVIDERS } from '@toll/domain/sale-channels';
import { matchPrefixRoute, matchSiteRoute } from '../../site-kit/routes';
import type { ContentBlock, ContentPage, FaqData } from './content-types';
import { faqBg } from './data/faq-bg';
import { faqEn } from './data/faq-en';
import { providerTextsBg } from './data/provider-texts-bg';
import { providerTextsEn } from './data/provider-texts-en';
import {
  CONTENT_IDS,
  contentLang,
  faqLang,
  LEGAL_CONTENT,
  preloadContentPage,
  preloadFaq,
  preloadProviderTexts,
  providerTextsLang,
} from './load-content';
import type { ProviderTexts } from './provider-texts';
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
    links: links(all).map((target) => target.replace(/lang=(bg|en|ro|tr|el|de)$/, 'lang=*')),
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

/** The languages written from the English text, checked for their script and conventions. */
const TRANSLATED = ['ro', 'tr', 'el', 'de'] as const satisfies readonly Lang[];

const GREEK = /[\u0370-\u03ff]/;
const SCRIPT: Record<(typeof TRANSLATED)[number], { must: RegExp; never: RegExp }> = {
  // Romanian: ș and ț with the comma below, never the Turkish cedilla (ş ţ)
  ro: { must: /[ăâîșț]/i, never: /[şţŞŢ]|[а-яА-Я]|[\u0370-\u03ff]/ },
  tr: { must: /[ıİğşç]/, never: /[а-яА-Я]|[\u0370-\u03ff]/ },
  // Greek: monotonic only (no polytonic letters of U+1F00–U+1FFF)
  el: { must: GREEK, never: /[\u1f00-\u1fff]|[а-яА-Я]/ },
  de: { must: /[äöüßÄÖÜ]/, never: /[а-яА-Я]|[\u0370-\u03ff]/ },
};

/**
 * The numbers of a text, as values: numbers, amounts and times are kept from the English text, in
 * the target language's writing (English "€1,234.56" is "1.234,56 €" in ro, tr, el and de).
 */
function numbers(text: string, lang: Lang): string[] {
  const [group, decimal] = lang === 'en' ? [',', '.'] : ['.', ','];
  return (text.match(/\d+(?:[.,]\d+)*/g) ?? [])
    .map((n) => String(Number(n.split(group).join('').replace(decimal, '.'))))
    .sort();
}

/** A translated text: in its own script, with the English text's numbers and the local amounts. */
function expectTranslated(value: unknown, english: unknown, lang: (typeof TRANSLATED)[number]) {
  const json = JSON.stringify(value);
  expect(SCRIPT[lang].must.test(json), `${lang} script`).toBe(true);
  expect(json.match(SCRIPT[lang].never)?.[0], `${lang}: foreign letter`).toBeUndefined();
  // amounts as formatMoney writes them in this language: "4,09 €", "1.800 BGN"
  expect(
    json.match(/€\s?\d|BGN\s?\d|\d\.\d\d\s?€/)?.[0],
    `${lang}: English amount`,
  ).toBeUndefined();
  expect(numbers(json, lang), `${lang}: numbers`).toEqual(numbers(JSON.stringify(english), 'en'));
}

const fileOf = (id: string) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

async function load(id: string, lang: Lang): Promise<ContentPage> {
  const module = (await import(`./data/${fileOf(id)}-${lang}.ts`)) as Record<string, ContentPage>;
  return Object.values(module)[0]!;
}

const docLangs = (page: ContentPage) =>
  links([page.lead ?? '', ...page.sections.flatMap((s) => s.blocks.flatMap(texts))]).flatMap(
    (target) => target.match(/[?&]lang=(\w+)$/)?.[1] ?? [],
  );

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

  for (const id of CONTENT_IDS.filter((id) => !LEGAL_CONTENT.includes(id))) {
    it(`${id}: written in ${TRANSLATED.join(', ')} too, with the same structure and numbers`, async () => {
      const bg = await load(id, 'bg');
      const en = await load(id, 'en');
      for (const lang of TRANSLATED) {
        const page = await load(id, lang);
        expect(shape(page), lang).toEqual(shape(bg));
        expectTranslated(page, en, lang);
        // a document is downloaded in the page's language
        for (const docLang of docLangs(page)) expect(docLang, lang).toBe(lang);
      }
    });
  }

  it('each language loads its own text, and only the legal pages fall back to English', async () => {
    expect([...TRANSLATED, 'bg', 'en'].sort()).toEqual([...LANGS].sort());
    for (const id of CONTENT_IDS) {
      for (const lang of LANGS) {
        const legal = LEGAL_CONTENT.includes(id) && lang !== 'bg';
        const shown = legal ? 'en' : lang;
        expect(contentLang(id, lang), `${id} ${lang}`).toBe(shown);
        expect(await preloadContentPage(id, lang), `${id} ${lang}`).toBe(await load(id, shown));
      }
    }
  });
});

const faqModule = async (lang: Lang) =>
  Object.values((await import(`./data/faq-${lang}.ts`)) as Record<string, FaqData>)[0]!;
const providerModule = async (lang: Lang) =>
  Object.values(
    (await import(`./data/provider-texts-${lang}.ts`)) as Record<string, ProviderTexts>,
  )[0]!;

describe('FAQ and provider pages', () => {
  it('have the same questions, answers and links in both languages', () => {
    expect(faqShape(faqEn)).toEqual(faqShape(faqBg));
    expect(CYRILLIC.test(JSON.stringify(faqEn))).toBe(false);
    for (const target of faqShape(faqBg).links) expect(isKnownTarget(target), target).toBe(true);
  });

  it('have the FAQ in every site language, each loaded in its own', async () => {
    for (const lang of TRANSLATED) {
      const faq = await faqModule(lang);
      expect(faqShape(faq), lang).toEqual(faqShape(faqBg));
      expectTranslated(faq, faqEn, lang);
    }
    for (const lang of LANGS) {
      expect(faqLang(lang)).toBe(lang);
      expect(await preloadFaq(lang), lang).toBe(await faqModule(lang));
    }
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

  it('exist for every provider in every site language, each loaded in its own', async () => {
    for (const lang of TRANSLATED) {
      const texts = await providerModule(lang);
      expect(texts.otherProviders, lang).not.toBe(providerTextsEn.otherProviders);
      for (const provider of VIGNETTE_PROVIDERS) {
        for (const kind of ['about', 'howToBuy'] as const) {
          const page = texts[kind](provider);
          expect(shape(page), `${lang} ${kind} ${provider.id}`).toEqual(
            shape(providerTextsBg[kind](provider)),
          );
          expectTranslated(page, providerTextsEn[kind](provider), lang);
        }
      }
    }
    for (const lang of LANGS) {
      expect(providerTextsLang(lang)).toBe(lang);
      expect(await preloadProviderTexts(lang), lang).toBe(await providerModule(lang));
    }
  });
});
