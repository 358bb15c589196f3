import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { DEFAULT_LANG, LANGS } from '@toll/domain/languages';
import { webDistFolder, webSsrFolder } from '../paths';

/** An address that starts with one of the site's languages (`/tr`, `/el/prices`). */
const LANG_PREFIX = new RegExp(`^/(${LANGS.join('|')})(/|$)`, 'i');
/** A page the build renders ahead (one segment after the language). */
const PRERENDERED_PATH = new RegExp(`^/(${LANGS.join('|')})/[A-Za-z0-9-]+$`);

/** The server build of the site (apps/web/src/shells/site/ssr/entry-server.tsx). */
type SsrModule = {
  renderSitePage(url: string): Promise<{
    lang: string;
    head: string;
    html: string;
    state: string | null;
    dynamic: boolean;
    status: 200 | 404;
  } | null>;
  pageDocument(
    template: string,
    page: NonNullable<Awaited<ReturnType<SsrModule['renderSitePage']>>>,
  ): string;
  pageCacheKey(url: string): string | null;
  /** Whether a path after the language prefix names a page. */
  isKnownSitePath(rest: string): boolean;
  setSsrApiTransport(transport: typeof fetch): void;
};

export type SitePage = { status: number; html: string; key: string };

/** Pages with changing data are rendered again after this long (the browser's data is as fresh). */
const DYNAMIC_TTL_MS = 60_000;
const MAX_CACHED = 300;
const BASE_URL_TOKEN = /__PUBLIC_BASE_URL__/g;

/**
 * Serves the public site's pages as HTML that already holds their title, head tags and text:
 * pages rendered at build time from `dist-ssr/pages`, pages with data rendered here on request
 * through the site's server build (their data comes from this API in process), and the plain
 * single-page shell for everything else. PUBLIC_BASE_URL replaces the build's placeholder.
 */
export function createSiteRenderer(app: FastifyInstance, baseUrl: string, log: FastifyBaseLogger) {
  const templateFile = join(webDistFolder, 'index.html');
  const template = readFileSync(templateFile, 'utf8').replace(BASE_URL_TOKEN, baseUrl);
  const cache = new Map<string, { page: SitePage; until: number }>();
  const files = new Map<string, SitePage>();
  let ssr: Promise<SsrModule | null> | null = null;

  function loadSsr(): Promise<SsrModule | null> {
    const entry = join(webSsrFolder, 'entry-server.js');
    ssr ??= existsSync(entry)
      ? import(pathToFileURL(entry).href).then((module: SsrModule) => {
          module.setSsrApiTransport(async (input, init) => {
            const res = await app.inject({
              method: (init?.method ?? 'GET') as 'GET',
              url: String(input),
              headers: init?.headers as Record<string, string>,
              ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
            });
            return new Response(res.body, {
              status: res.statusCode,
              headers: {
                'content-type': String(res.headers['content-type'] ?? 'application/json'),
              },
            });
          });
          return module;
        })
      : Promise.resolve(null);
    return ssr;
  }

  /** The single-page shell: the browser renders the page alone. */
  function shell(lang: string): string {
    return template
      .replace(/<html lang="[a-z]+"/, `<html lang="${lang}"`)
      .replace('<!--ssr-head-->', '')
      .replace('<!--ssr-html-->', '');
  }

  function remember(key: string, page: SitePage, ttl: number): SitePage {
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(key, { page, until: Date.now() + ttl });
    return page;
  }

  /** A page rendered at build time, if there is one for this path. */
  function prerendered(path: string): string | null {
    if (!PRERENDERED_PATH.test(path)) return null;
    const file = join(webSsrFolder, 'pages', `${path}.html`);
    return existsSync(file) ? readFileSync(file, 'utf8').replace(BASE_URL_TOKEN, baseUrl) : null;
  }

  async function page(url: string): Promise<SitePage> {
    const address = new URL(url, 'http://site.invalid');
    const lang = LANG_PREFIX.exec(address.pathname)?.[1]?.toLowerCase() ?? DEFAULT_LANG;
    const fallback = { status: 200, html: shell(lang), key: 'shell' };
    if (address.searchParams.has('noheader')) return fallback;
    if (!LANG_PREFIX.test(address.pathname)) {
      // No language: the browser adds one (the stored choice); an address that names no page in
      // any language answers 404 at once, not 200 before its "not found" (issue 32).
      const module = await loadSsr().catch(() => null);
      if (module && !module.isKnownSitePath(address.pathname))
        return { ...fallback, status: 404, key: 'shell:not-found' };
      return fallback;
    }
    const path = address.pathname.replace(/\/+$/, '');
    const known = files.get(path);
    if (known) return known;
    const file = prerendered(path);
    if (file) {
      const built = { status: 200, html: file, key: path };
      files.set(path, built);
      return built;
    }
    try {
      const module = await loadSsr();
      const key = module?.pageCacheKey(url) ?? null;
      if (!module || !key) return fallback;
      const cached = cache.get(key);
      if (cached && cached.until > Date.now()) return cached.page;
      const rendered = await module.renderSitePage(url);
      if (!rendered) return fallback;
      const html = module.pageDocument(template, rendered).replace(BASE_URL_TOKEN, baseUrl);
      const result = { status: rendered.status, html, key };
      // "Not found" is one page for every unknown address (one key): kept like the others.
      return rendered.status === 200 || key.endsWith('/:not-found')
        ? remember(key, result, DYNAMIC_TTL_MS)
        : result;
    } catch (error) {
      log.warn({ err: error, url }, 'server rendering failed; sending the single-page shell');
      return fallback;
    }
  }

  return { page };
}

export type SiteRenderer = ReturnType<typeof createSiteRenderer>;
