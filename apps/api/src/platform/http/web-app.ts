import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { webDistFolder } from '../paths';
import type { SitePage, SiteRenderer } from './site-renderer';

/** The three front ends share one build: the back office under /office/, the tablet under /tablet/. */
const SHELLS = [
  { prefix: '/office', index: 'office/index.html' },
  { prefix: '/tablet', index: 'tablet/index.html' },
] as const;

export function webAppAvailable(): boolean {
  return existsSync(join(webDistFolder, 'index.html'));
}

export async function registerWebApp(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: webDistFolder,
    prefix: '/',
    index: false,
    wildcard: false,
    // The build writes .br and .gz beside each asset; the one the browser accepts is sent.
    preCompressed: true,
    setHeaders: (res, path) => {
      // Hashed assets never change; HTML must always be revalidated to pick up a new release.
      if (path.includes(join('dist', 'assets')))
        res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
    },
  });
}

/** Page addresses (no file extension) get their shell's index.html; the client router takes over. */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (path.startsWith('/api/') || path === '/api' || path.startsWith('/check/')) return false;
  const extension = extname(path);
  return extension === '' || extension === '.html';
}

/** Compressed copies of each rendered page, made once per page and encoding. */
const compressed = new WeakMap<SitePage, { br?: Buffer; gzip?: Buffer }>();

function sendPage(request: FastifyRequest, reply: FastifyReply, page: SitePage) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  reply
    .status(page.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (!encoding) return reply.send(page.html);
  let copies = compressed.get(page);
  if (!copies) {
    copies = {};
    compressed.set(page, copies);
  }
  copies[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(page.html, { level: 9 });
  return reply.header('content-encoding', encoding).send(copies[encoding]);
}

export async function sendShell(
  request: FastifyRequest,
  reply: FastifyReply,
  site: SiteRenderer | null,
) {
  const path = request.url.split('?')[0] ?? '/';
  const shell = SHELLS.find((s) => path === s.prefix || path.startsWith(`${s.prefix}/`));
  if (shell || !site) {
    return reply.header('cache-control', 'no-cache').sendFile(shell?.index ?? 'index.html');
  }
  return sendPage(request, reply, await site.page(request.url));
}
