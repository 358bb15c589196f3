import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureApiBuild } from '../test/built-platform';

/**
 * Stopping: SIGTERM or SIGINT to `npm start` (or to `node scripts/start.mjs`) closes the port and
 * ends every process of the platform within 15 s. Runs the built API (`apps/api/dist/main.js`,
 * built here first when missing or older than its sources; a few seconds with esbuild) on PGlite
 * in a throwaway folder, without the web build.
 */
const root = new URL('../../../../', import.meta.url).pathname;
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function answers(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/readyz`, {
      signal: AbortSignal.timeout(2000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

type Started = {
  child: ChildProcess;
  serverPid: number;
  port: number;
  exited: Promise<unknown>;
  output: () => string;
};
const started: Started[] = [];
const folders: string[] = [];

afterEach(() => {
  // Never leave a server behind, whatever the test found.
  for (const { child, serverPid } of started.splice(0)) {
    for (const pid of [serverPid, child.pid]) if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
  }
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function start(
  command: string,
  args: string[],
  extraEnv: Record<string, string> = {},
): Promise<Started> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'toll-stop-'));
  folders.push(dataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SERVE_WEB: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    NODE_ENV: 'development',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  let output = '';
  let serverPid = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    // The server's log lines carry its process id.
    serverPid ||= Number(/"pid":(\d+)/.exec(output)?.[1] ?? 0);
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (!(await answers(port))) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the platform did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(serverPid).toBeGreaterThan(0);
  const run = { child, serverPid, port, exited, output: () => output };
  started.push(run);
  return run;
}

async function expectStopped(run: Started, within: number) {
  const deadline = Date.now() + within;
  const outcome = await Promise.race([
    run.exited,
    new Promise((resolve) => setTimeout(() => resolve('timeout'), within)),
  ]);
  expect(outcome).not.toBe('timeout');
  while (alive(run.serverPid) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(alive(run.serverPid)).toBe(false);
  expect(await answers(run.port)).toBe(false);
  return outcome;
}

describe('stopping the platform', () => {
  ensureApiBuild();

  it('SIGTERM to `npm start` stops the server it runs (was left running under PID 1)', async () => {
    const run = await start('npm', ['start', '--', '--no-build'], { NODE_HEAP_MB: '640' });
    expect(run.serverPid).not.toBe(run.child.pid);
    // npm start runs the server with the heap limit of NODE_HEAP_MB (the young generation on top)
    const limit = Number(/heap limit (\d+) MB/.exec(run.output())?.[1]);
    expect(limit).toBeGreaterThanOrEqual(640);
    expect(limit).toBeLessThan(760);
    run.child.kill('SIGTERM');
    await expectStopped(run, 15_000);
  }, 150_000);

  it('SIGINT to `node scripts/start.mjs` closes the port and exits 0', async () => {
    const run = await start(process.execPath, ['scripts/start.mjs', '--no-build']);
    expect(run.serverPid).toBe(run.child.pid);
    run.child.kill('SIGINT');
    expect(await expectStopped(run, 15_000)).toEqual({ code: 0, signal: null });
  }, 150_000);
});
