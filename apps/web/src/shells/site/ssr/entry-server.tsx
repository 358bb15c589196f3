import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import i18next, { type i18n } from 'i18next';
import { StaticRouter } from 'react-router';
import { FALLBACK_LANGS, LANGS, type Lang } from '@toll/domain/languages';
import { setApiTransport } from '../../../api/client';
import { createQueryClient } from '../../../api/create-query-client';
import { loadSitePagesBundle } from '../../../i18n/site-pages-bundle';
import { splitLangPath } from '../../../i18n/lang-path';
import { siteCatalogues } from '../../../i18n/site-catalogues';
import { BASE_URL_TOKEN } from '../../../site-kit/seo/head-context';
import { headToHtml, type HeadTag } from '../../../site-kit/seo/page-head';
import { SiteProviders } from '../site-providers';
import { SiteRoutes } from '../site-router';
import { classifySitePath, isKnownSitePath, prefetchPageData } from './page-data';
import { HEAD_MARKER, HTML_MARKER, SSR_STATE_ID } from './ssr-markers';

export { PRERENDER_PATHS } from './prerender-paths';
export { isKnownSitePath } from './page-data';

export type RenderedPage = {
  lang: Lang;
  /** The tags for <head>: title, description, robots, canonical, alternates, Open Graph. */
  head: string;
  /** The HTML inside #root. */
  html: string;
  /** The query results the page was rendered with (JSON), for hydration; null when there are none. */
  state: string | null;
  /** Whether the page depends on data that changes (news, partners…): render it again later. */
  dynamic: boolean;
  status: 200 | 404;
};

/** The whole document: the built index.html with the page's language, head, HTML and data. */
export function pageDocument(template: string, page: RenderedPage): string {
  const state = page.state
    ? `<script type="application/json" id="${SSR_STATE_ID}">${page.state}</script>`
    : '';
  return template
    .replace(/<html lang="[a-z]+"/, `<html lang="${page.lang}"`)
    .replace(HEAD_MARKER, page.head)
    .replace(HTML_MARKER, page.html)
    .replace('</body>', `${state}</body>`);
}

/** One i18next instance per language, shared by every render (they never change language). */
const instances = new Map<Lang, i18n>();
function i18nFor(lang: Lang): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: lang,
      fallbackLng: FALLBACK_LANGS,
      supportedLngs: [...LANGS],
      ns: ['site'],
      defaultNS: 'site',
      resources: siteCatalogues,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnEmptyString: false,
    });
    instances.set(lang, instance);
  }
  return instance;
}

/**
 * The key under which a rendered page may be cached: the path and the parameters that change the
 * page; every address that names no page shares the key of the "not found" page.
 */
export function pageCacheKey(url: string): string | null {
  const address = new URL(url, 'http://site.invalid');
  const { lang, rest } = splitLangPath(address.pathname);
  if (!lang) return null;
  const path = rest.replace(/^\/+|\/+$/g, '');
  // Every address that names no page shows the same "not found" page.
  if (!isKnownSitePath(rest)) return `/${lang}/:not-found`;
  const page = address.searchParams.get('page');
  return `/${lang}/${path}${page ? `?page=${page}` : ''}`;
}

/** Lets the page's data calls reach the API in process (set once by the API server). */
export function setSsrApiTransport(transport: typeof fetch): void {
  setApiTransport(transport);
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders a public page to HTML as the browser would show it first, waiting for its code, texts
 * and data. Null for addresses the browser renders alone (no language prefix, the `noheader` mode,
 * per-vehicle pages); pages behind login render their "checking the sign-in" state.
 */
export async function renderSitePage(url: string): Promise<RenderedPage | null> {
  const address = new URL(url, 'http://site.invalid');
  const { lang, rest } = splitLangPath(address.pathname);
  const kind = classifySitePath(rest);
  if (!lang || kind === 'client' || address.searchParams.has('noheader')) return null;
  const instance = i18nFor(lang);
  await loadSitePagesBundle(instance, lang);
  const queryClient: QueryClient = createQueryClient();
  const { notFound } = await prefetchPageData(queryClient, rest, lang, address.searchParams);

  let head: HeadTag[] = [];
  const tree = (
    <StrictMode>
      <SiteProviders
        i18n={instance}
        queryClient={queryClient}
        head={{ baseUrl: BASE_URL_TOKEN, collect: (tags) => (head = tags) }}
      >
        <StaticRouter location={`${address.pathname}${address.search}`}>
          <SiteRoutes />
        </StaticRouter>
      </SiteProviders>
    </StrictMode>
  );
  // The first pass waits for every lazy page, text and bundle the page needs; it streams finished
  // boundaries with inline scripts, which the site's CSP forbids. With everything loaded, the second
  // pass renders the same tree in one piece, without scripts.
  await streamToString((await prerenderToNodeStream(tree)).prelude);
  const html = renderToString(tree);
  if (html.includes('<!--$!-->'))
    throw new Error(`a part of ${address.pathname} failed on the server`);
  const queries = dehydrate(queryClient).queries;
  return {
    lang,
    head: headToHtml(head),
    html,
    state:
      queries.length > 0 ? JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c') : null,
    dynamic: kind === 'data',
    status: notFound || !isKnownSitePath(rest) ? 404 : 200,
  };
}
