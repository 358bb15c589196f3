import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { webDistFolder } from '../paths';

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

export function sendShell(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '/';
  const shell = SHELLS.find((s) => path === s.prefix || path.startsWith(`${s.prefix}/`));
  return reply.header('cache-control', 'no-cache').sendFile(shell?.index ?? 'index.html');
}
