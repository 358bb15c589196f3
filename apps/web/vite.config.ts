import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Connect, type Plugin } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Where the dev and preview servers forward API calls; override to point at another API process. */
const apiTarget = process.env.TOLL_API_ORIGIN ?? 'http://127.0.0.1:3000';

/** The two secondary shells: every page address below them is answered with their own HTML. */
const shells = ['office', 'tablet'] as const;

/**
 * Vite's single-page fallback answers every unknown address with the site's index.html. The
 * back-office and the tablet are single-page apps of their own, so their client-side routes must get
 * their own index.html (in `vite` and `vite preview` alike; in production the API server does this).
 */
function shellFallback(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    const url = req.url ?? '/';
    const path = url.split(/[?#]/, 1)[0] ?? '/';
    const accepts = req.headers.accept ?? '';
    const shell = shells.find((name) => path === `/${name}` || path.startsWith(`/${name}/`));
    const isPage =
      !/\.[a-z0-9]+$/i.test(path) && (accepts.includes('text/html') || accepts.includes('*/*'));
    if (shell && isPage) req.url = `/${shell}/index.html${url.slice(path.length)}`;
    next();
  };
  return {
    name: 'toll-shell-fallback',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/**
 * Writes a Brotli and a gzip copy beside every text asset of the client build; the API serves the
 * one the browser accepts (@fastify/static `preCompressed`), so nothing is compressed per request.
 */
function precompress(): Plugin {
  return {
    name: 'toll-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      if (!options.dir) return;
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < 1024) continue;
        const path = join(options.dir, file.fileName);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * Stylesheets before scripts in the built HTML. The server speaks HTTP/1.1 (six connections per
 * host): listed after the module preloads, the render-blocking stylesheets queue behind them on a
 * slow line and the server-rendered page paints later; listed first, they arrive first.
 */
function stylesheetsFirst(): Plugin {
  return {
    name: 'toll-stylesheets-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const sheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const script = /([ \t]*)<script type="module"/.exec(html);
        if (sheets.length === 0 || !script) return html;
        const rest = sheets.reduce((text, sheet) => text.replace(sheet, ''), html);
        const indent = script[1] ?? '';
        const block = sheets.map((sheet) => `${indent}${sheet.trim()}\n`).join('');
        return rest.replace(script[0], `${block}${script[0]}`);
      },
    },
  };
}

/**
 * Every Mantine component brings its own stylesheet (issue 32). Mantine keeps the class names of a
 * component in `<Name>.module.mjs` and its rules in `@mantine/core/styles/<Name>.css`, one for one;
 * this adds the stylesheet's import to the class-name module, so a page's chunk carries the styles
 * of exactly the components it renders (sub-components included: a select's chevron, a segmented
 * control's indicator). Picked by hand per page, a page opened directly lacked those it forgot and
 * looked right only after another page had loaded them. The site only: the back-office and the
 * tablet load the whole library stylesheet. In the dev server Mantine is pre-bundled, so the site
 * loads the whole stylesheet there.
 */
function mantineStylesWithComponents(): Plugin {
  const classModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;
  const siteEntry = /[\\/]src[\\/]shells[\\/]site[\\/]main\.tsx$/;
  let serving = false;
  return {
    name: 'toll-mantine-styles-with-components',
    configResolved: (config) => void (serving = config.command === 'serve'),
    transform(code, id) {
      if (serving) {
        return siteEntry.test(id) ? `import '@mantine/core/styles.css';\n${code}` : null;
      }
      const name = classModule.exec(id)?.[1];
      return name ? `${code}\nimport '@mantine/core/styles/${name}.css';\n` : null;
    },
  };
}

/**
 * Each shell is built on its own, into the same `dist`: the site first (it empties `dist`), then
 * `TOLL_WEB_ENTRY=office` and `TOLL_WEB_ENTRY=tablet` (package.json `build`). In one build, every
 * module a shell's pages share with the site's entry was split out of the site entry into chunks of
 * its own (`shared~site~office~…`), each a request the home page then made, and the libraries were
 * bundled for the union of the shells' needs (the office's data router kept React Router's whole
 * data layer in the site's first load). Built apart, each shell has its own copies and the site's
 * first load holds only what the site uses.
 */
const shellEntries = {
  site: './index.html',
  office: './office/index.html',
  tablet: './tablet/index.html',
} as const;
type ShellEntry = keyof typeof shellEntries;
const entry = (process.env.TOLL_WEB_ENTRY ?? 'site') as ShellEntry;
if (!(entry in shellEntries))
  throw new Error(`TOLL_WEB_ENTRY must be one of ${Object.keys(shellEntries).join(', ')}`);
const inputs: Record<string, string> = { [entry]: fromHere(shellEntries[entry]) };

/**
 * The site: React, React DOM and React Router in one long-cached chunk; every other module the
 * entry imports statically (Rolldown's `$initial` tag: loaded by every page before it is live) in
 * the entry's chunk. Split automatically, they were some twenty chunks (each set of modules the
 * entry shares with some lazily loaded page got one), each a request with about 1 KB of headers.
 * The lazily loaded pages import what they share with the entry from it; what only they share is
 * split automatically.
 */
const siteChunks = {
  groups: [
    {
      name: 'react',
      test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
      priority: 2,
    },
    { name: 'first-load', tags: ['$initial' as const], priority: 1 },
  ],
};

/**
 * The back-office and the tablet: the runtime every shell needs, in one long-cached chunk with a
 * clear name. Everything else is split automatically, so code used by one page stays with it.
 * Mantine has no group of its own on purpose: a group would pull the dialogs and form fields that
 * a shell opens only on demand into its first load.
 */
const shellChunks = {
  groups: [
    {
      name: 'react',
      test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
    },
    { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
    { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
    // Small modules that every shell's first page needs and its lazily loaded pages
    // share (the API client, the session, a few pure helpers): one chunk instead of a
    // request of a few hundred bytes each.
    {
      name: 'core',
      test: new RegExp(
        [
          String.raw`packages[\\/]domain[\\/]src[\\/](money|vignette-products|validation|session|languages)\.ts$`,
          String.raw`src[\\/]api[\\/](client|json-checks)\.ts$`,
          String.raw`src[\\/]purchase[\\/]cart-count\.ts$`,
          String.raw`src[\\/]api[\\/]session[\\/](browser-session|send-with-session|session-store|session-refresher)\.ts$`,
          String.raw`src[\\/]features[\\/]session[\\/]components[\\/]profile-icon\.tsx$`,
          String.raw`src[\\/]features[\\/]session[\\/]hooks[\\/]use-logout\.ts$`,
          String.raw`@mantine[\\/]core[\\/]esm[\\/]components[\\/]Anchor[\\/]`,
          // Read while other Mantine chunks evaluate (overlays' default z-index): split
          // off with them it formed an import cycle between two office chunks.
          String.raw`@mantine[\\/]core[\\/]esm[\\/]core[\\/]utils[\\/]get-default-z-index[\\/]`,
        ].join('|'),
      ),
    },
    // A page's own texts (delicts, route passes, checks) keep a chunk of their own:
    // in the `shared` group they were merged into a chunk the home page loads.
    {
      name: (id: string) =>
        /[\\/]i18n[\\/](delicts|route-pass|vignette-checks)-catalogues\.ts$/.exec(id)?.[1] ?? null,
      test: /[\\/]i18n[\\/][\w-]+-catalogues\.ts$/,
    },
    {
      name: 'shared',
      test: /[\\/]src[\\/](components|hooks|i18n|theme)[\\/]/,
      minShareCount: 2,
      // Grouped by who imports them: the site's first page does not load the dialogs
      // and password fields that only the back-office and the site's forms share.
      entriesAware: true,
      // No merging of small groups: with the office's screens in, merged groups pulled
      // back-office code into the site's first load (288 KB instead of 170 KB); exact
      // groups by importer give 181 KB (bench/README.md).
      entriesAwareMergeThreshold: 0,
    },
  ],
};

const proxy = {
  '/api/': { target: apiTarget, changeOrigin: false },
  '/check/': { target: apiTarget, changeOrigin: false },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: fromHere('.'),
  base: '/',
  plugins: [
    react(),
    shellFallback(),
    ...(isSsrBuild ? [] : [stylesheetsFirst(), precompress()]),
    ...(isSsrBuild || entry !== 'site' ? [] : [mantineStylesWithComponents()]),
  ],
  server: { proxy },
  preview: { proxy },
  // The server build (`vite build --ssr`, see package.json) bundles our sources and keeps the
  // libraries in node_modules; the API loads it to render the site's pages.
  ssr: { noExternal: [/^@toll\//] },
  build: {
    outDir: fromHere('./dist'),
    emptyOutDir: entry === 'site',
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: inputs,
          output: {
            codeSplitting: entry === 'site' ? siteChunks : shellChunks,
          },
        },
  },
}));
