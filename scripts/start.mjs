// `npm start`: builds whatever is missing or older than its sources, then runs the platform
// (API, the three front ends and the API docs on one port). `--no-build` skips the check.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const at = (...parts) => join(root, ...parts);

function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path))
        if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

const shared = [
  at('packages/domain/src'),
  at('packages/contract/src'),
  at('packages/i18n/src'),
  at('packages/i18n/locales'),
];
const targets = [
  {
    name: '@toll/web',
    // The last file the web build writes (after index.html and the server build): the site's
    // server-rendered pages need all three.
    output: at('apps/web/dist-ssr/pages/.built'),
    sources: [
      at('apps/web/src'),
      at('apps/web/scripts'),
      at('apps/web/index.html'),
      at('apps/web/office'),
      at('apps/web/tablet'),
      at('apps/web/public'),
      at('apps/web/vite.config.ts'),
      ...shared,
    ],
  },
  {
    name: '@toll/api',
    output: at('apps/api/dist/main.js'),
    sources: [at('apps/api/src'), at('apps/api/build.mjs'), ...shared],
  },
];

if (!process.argv.includes('--no-build')) {
  for (const target of targets) {
    const built = existsSync(target.output) ? statSync(target.output).mtimeMs : 0;
    if (built > 0 && built >= newest(target.sources)) continue;
    console.log(`Building ${target.name} (${built ? 'sources changed' : 'not built yet'})…`);
    const result = spawnSync('npm', ['run', 'build', '-w', target.name], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

await import(pathToFileURL(at('apps/api/dist/main.js')).href);
