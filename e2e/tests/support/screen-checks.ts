import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** The two widths every screen is walked at (issue 32): a phone and a desktop. */
export const SCREEN_SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 800 },
] as const;

/**
 * Waits until the page's transitions and animations have run (a resized page collapses its menu
 * with a transition; measured mid-way, it is wider than it ends up). Spinners loop for ever and
 * are not waited for.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

const LOCALES = fileURLToPath(new URL('../../../packages/i18n/locales/', import.meta.url));

type Catalogue = Map<string, string>;

function flatten(value: unknown, prefix: string, into: Catalogue): void {
  if (typeof value === 'string') {
    into.set(prefix, value);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    flatten(child, prefix ? `${prefix}.${key}` : key, into);
  }
}

/** Every text of a language's catalogues, by its full key (`selfCare.failed`). */
function catalogue(lang: 'bg' | 'en'): Catalogue {
  const texts: Catalogue = new Map();
  const dir = `${LOCALES}${lang}/`;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    flatten(JSON.parse(readFileSync(`${dir}${file}`, 'utf8')) as unknown, '', texts);
  }
  return texts;
}

const CATALOGUES = { bg: catalogue('bg'), en: catalogue('en') };

/** A key as the screen would show it untranslated, without its plural or context suffix. */
const KEYS = [...CATALOGUES.bg.keys()]
  .map((key) => key.replace(/_(one|other|few|many|zero|two)$/, ''))
  .filter((key) => key.split('.').length > 1);

/** Every word the catalogues of both languages use in their texts. */
const WORDS = new Set(
  [...CATALOGUES.bg.values(), ...CATALOGUES.en.values()].flatMap(
    (text) => text.match(/[\w-]+/g) ?? [],
  ),
);

/**
 * The codes the catalogues translate (`account.status.CLOSED`, `products.car-annual`), unless a
 * text uses the word as well (`MSTS`): seen as they are, a code reached the screen untranslated.
 */
const CODES = new Set(
  KEYS.flatMap((key) => key.split('.')).filter(
    (part) =>
      (/^[A-Z][A-Z0-9_]{3,}$/.test(part) || /^[a-z0-9]+(-[a-z0-9]+)+$/.test(part)) &&
      !WORDS.has(part),
  ),
);

/**
 * The fixed pieces (between placeholders) of each text of `other` that the catalogue of `lang`
 * does not hold as well: one of them on a page in `lang` is a text left in the other language.
 */
function foreignPieces(lang: 'bg' | 'en'): string[] {
  const other = lang === 'bg' ? CATALOGUES.en : CATALOGUES.bg;
  const own = [...CATALOGUES[lang].values()].join('\n');
  const letters = lang === 'bg' ? /[a-z]{3}/ : /[а-я]{3}/i;
  const pieces = new Set<string>();
  for (const text of other.values()) {
    for (const piece of text.split(/\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>|\n/)) {
      const trimmed = piece.trim().replace(/^[\s,.:;–-]+|[\s,.:;–-]+$/g, '');
      if (trimmed.length >= 8 && letters.test(trimmed) && !own.includes(trimmed))
        pieces.add(trimmed);
    }
  }
  return [...pieces];
}

const FOREIGN = { bg: foreignPieces('bg'), en: foreignPieces('en') };

/**
 * The page's visible text, one entry per text node as written, without the data marked as not to
 * be translated (`translate="no"`: plates, makes and models, names) (not as CSS transforms it: an
 * upper-cased badge "Active" reads "Active", so an enum code "ACTIVE" stays recognisable).
 */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (
        !text ||
        !parent ||
        parent.closest('script, style, noscript, [aria-hidden="true"], [translate="no"]')
      )
        continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      texts.push(text);
    }
    return texts;
  });
}

/**
 * What a reader should never see on a page in `lang`: a catalogue key, a code the catalogues
 * translate, an ISO timestamp or date, or a catalogue text of the other language.
 */
export function textDefects(texts: readonly string[], lang: 'bg' | 'en'): string[] {
  const defects: string[] = [];
  for (const text of texts) {
    const key = KEYS.find(
      (k) =>
        text.includes(k) &&
        new RegExp(`(^|[^\\w.])${k.replace(/\./g, '\\.')}($|[^\\w.])`).test(text),
    );
    if (key) defects.push(`catalogue key "${key}" in "${text}"`);
    const iso = /\b\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}[\d:.]*Z?)?\b/.exec(text);
    if (iso) defects.push(`ISO date "${iso[0]}" in "${text}"`);
    for (const word of text.match(/[\w-]+/g) ?? []) {
      if (CODES.has(word)) defects.push(`code "${word}" in "${text}"`);
    }
    const foreign = FOREIGN[lang].find((piece) => text.includes(piece));
    if (foreign)
      defects.push(`${lang === 'bg' ? 'English' : 'Bulgarian'} "${foreign}" in "${text}"`);
  }
  return defects;
}

/** How far the page scrolls sideways (0 when it fits), and the widest elements that stick out. */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    const width = root.clientWidth;
    const wide = Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .filter(
        (element) =>
          !element.parentElement ||
          element.parentElement.getBoundingClientRect().right <= width + 0.5,
      )
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 60)} right=${Math.round(element.getBoundingClientRect().right)}`,
      );
    return [`page is ${root.scrollWidth} px wide at ${width} px`, ...wide];
  });
}

/**
 * Mantine's component classes (`m_…`) on the page that no loaded stylesheet styles: a component
 * whose stylesheet never came with the page (issue 32: pages opened directly rendered native
 * selects and page-wide chevrons).
 */
export async function unstyledComponents(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const styled = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const name of rule.selectorText.match(/\.m_[0-9a-f]+/g) ?? [])
            styled.add(name.slice(1));
        }
        if ('cssRules' in rule && rule.cssRules) collect(rule.cssRules as CSSRuleList);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) {
      try {
        collect(sheet.cssRules);
      } catch {
        // A stylesheet of another origin: none of ours.
      }
    }
    const missing = new Map<string, string>();
    for (const element of Array.from(document.querySelectorAll('[class*="m_"]'))) {
      for (const name of Array.from(element.classList)) {
        if (!/^m_[0-9a-f]+$/.test(name) || styled.has(name) || missing.has(name)) continue;
        const mantine = Array.from(element.classList).find((c) => c.startsWith('mantine-'));
        missing.set(name, `${name} (${mantine ?? element.tagName.toLowerCase()})`);
      }
    }
    return [...missing.values()];
  });
}

/**
 * Whether anything paints over a sticky header as the page scrolls under it (issue 32: the route
 * map's zoom buttons, markers and tooltips covered the header's links): the header's own elements
 * must be what the pointer would hit across its width, at several scroll positions.
 */
export async function coveredHeader(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const header = document.querySelector('header');
    if (!header) return [];
    const position = getComputedStyle(header).position;
    if (position !== 'sticky' && position !== 'fixed') return [];
    const frame = () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const problems = new Set<string>();
    const last = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 200; y <= Math.min(last, 2400); y += 200) {
      window.scrollTo(0, y);
      await frame();
      const box = header.getBoundingClientRect();
      if (box.bottom <= 0 || box.height === 0) continue;
      for (const fx of [0.03, 0.2, 0.4, 0.6, 0.8, 0.97]) {
        for (const fy of [0.3, 0.7]) {
          const hit = document.elementFromPoint(
            box.left + box.width * fx,
            box.top + box.height * fy,
          );
          if (hit && !header.contains(hit))
            problems.add(
              `header covered by ${hit.tagName.toLowerCase()}.${String(hit.className).slice(0, 50)}`,
            );
        }
      }
    }
    window.scrollTo(0, 0);
    return [...problems];
  });
}
