// Renders every static page of the public site (information pages, FAQ, provider pages, the
// placeholders of pages still to be built) in both languages into dist-ssr/pages/<lang>/<path>.html,
// from the server build of the site and the client build's index.html. The API serves these files;
// pages with changing data (home, news, partners, announcements) it renders per request.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = await import(pathToFileURL(join(web, 'dist-ssr', 'entry-server.js')).href);
const template = readFileSync(join(web, 'dist', 'index.html'), 'utf8');
const out = join(web, 'dist-ssr', 'pages');
rmSync(out, { recursive: true, force: true });

const started = Date.now();
let written = 0;
const failed = [];
for (const path of entry.PRERENDER_PATHS) {
  try {
    const page = await entry.renderSitePage(path);
    if (!page) continue;
    const file = join(out, `${path}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, entry.pageDocument(template, page));
    written += 1;
  } catch (error) {
    // A page that cannot render on the server is left to the browser; say so, do not fail the build.
    failed.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
mkdirSync(out, { recursive: true });
writeFileSync(join(out, '.built'), `${new Date().toISOString()} ${written} pages\n`); // for scripts/start.mjs
console.log(`prerender: ${written} pages in ${Date.now() - started} ms`);
if (failed.length > 0) console.warn(`prerender: left to the browser:\n  ${failed.join('\n  ')}`);
