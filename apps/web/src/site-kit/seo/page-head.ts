import { LANGS, type Lang } from '@toll/domain/languages';

/** One element of a page's <head>, with React prop names (`hrefLang`), rendered on both sides. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Readonly<Record<string, string>> }
  | { tag: 'link'; attrs: Readonly<Record<string, string>> };

export type PageHeadInput = {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** The path after the language prefix ('' for the home page). */
  path: string;
  lang: Lang;
  noindex: boolean;
  siteName: string;
  /** The public address of the site, without a trailing slash. */
  baseUrl: string;
  ogType?: 'website' | 'article';
};

const OG_LOCALE: Record<Lang, string> = {
  bg: 'bg_BG',
  en: 'en_GB',
  ro: 'ro_RO',
  tr: 'tr_TR',
  el: 'el_GR',
  de: 'de_DE',
};

export const pageUrl = (baseUrl: string, lang: Lang, path: string) =>
  `${baseUrl}/${lang}/${path.replace(/^\/+/, '')}`;

/**
 * The head of a public page (spec §2): title, description, robots flag, canonical link, the
 * language alternates with x-default (Bulgarian), and Open Graph tags for sharing.
 */
export function buildPageHead(input: PageHeadInput): HeadTag[] {
  const { title, description, path, lang, noindex, siteName, baseUrl } = input;
  const url = pageUrl(baseUrl, lang, path);
  return [
    { tag: 'title', text: `${title} – ${siteName}` },
    { tag: 'meta', attrs: { name: 'description', content: description } },
    { tag: 'meta', attrs: { name: 'robots', content: noindex ? 'noindex' : 'index, follow' } },
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    ...LANGS.map((other): HeadTag => ({
      tag: 'link',
      attrs: { rel: 'alternate', hrefLang: other, href: pageUrl(baseUrl, other, path) },
    })),
    {
      tag: 'link',
      attrs: { rel: 'alternate', hrefLang: 'x-default', href: pageUrl(baseUrl, 'bg', path) },
    },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:description', content: description } },
    { tag: 'meta', attrs: { property: 'og:url', content: url } },
    { tag: 'meta', attrs: { property: 'og:type', content: input.ogType ?? 'website' } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: siteName } },
    { tag: 'meta', attrs: { property: 'og:locale', content: OG_LOCALE[lang] } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary' } },
  ];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Marks the head tags the server wrote; the page's own tags replace them once it runs. */
export const SSR_HEAD_ATTRIBUTE = 'data-ssr-head';

/** The tags as HTML for the server's <head>. */
export function headToHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.tag === 'title')
        return `<title ${SSR_HEAD_ATTRIBUTE}>${escapeHtml(tag.text)}</title>`;
      const attrs = Object.entries(tag.attrs)
        .map(([name, value]) => `${name.toLowerCase()}="${escapeHtml(value)}"`)
        .join(' ');
      return `<${tag.tag} ${attrs} ${SSR_HEAD_ATTRIBUTE}>`;
    })
    .join('');
}
