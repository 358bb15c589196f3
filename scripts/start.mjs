// `npm start`: builds whatever is missing or older than its sources, then runs the platform
// (API, the three front ends and the API docs on one port). `--no-build` skips the check.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants as osConstants } from 'node:os';
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

/**
 * Runs a build as a child process. A SIGTERM or SIGINT meanwhile goes on to the whole build, and
 * this process then ends with the build's code: stopping `npm start` never leaves a build running
 * alone.
 */
let stopping = false;
function run(command, args) {
  return new Promise((resolve) => {
    // Its own process group, so the signal reaches the shells and tools npm starts under it.
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', detached: true });
    const forward = (signal) => {
      stopping = true;
      try {
        process.kill(-child.pid, signal);
      } catch {
        child.kill(signal);
      }
    };
    const signals = ['SIGTERM', 'SIGINT'];
    signals.forEach((signal) => process.on(signal, forward));
    child.on('exit', (code, signal) => {
      signals.forEach((s) => process.off(s, forward));
      resolve(code ?? (signal ? 128 + (osConstants.signals[signal] ?? 0) : 1));
    });
  });
}

if (!process.argv.includes('--no-build')) {
  for (const target of targets) {
    const built = existsSync(target.output) ? statSync(target.output).mtimeMs : 0;
    if (built > 0 && built >= newest(target.sources)) continue;
    console.log(`Building ${target.name} (${built ? 'sources changed' : 'not built yet'})…`);
    const code = await run('npm', ['run', 'build', '-w', target.name]);
    if (code !== 0 || stopping) process.exit(code);
  }
}

// The server runs in this very process (no child to lose): its own SIGTERM/SIGINT handlers close
// it and exit. `npm start` reaches it through `exec` (package.json), so npm's forwarded signal
// arrives here and not at an intermediate shell.
await import(pathToFileURL(at('apps/api/dist/main.js')).href);
