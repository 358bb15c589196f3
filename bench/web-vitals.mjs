/* global window */
// Performance budget of the public site's home page (and a few other pages), measured in Debian's
// Chromium with a slow phone's CPU (4× throttling) on a slow network (~1.6 Mbps down, 150 ms RTT):
// the JavaScript the page loads (bytes on the wire, compressed), Cumulative Layout Shift and Largest
// Contentful Paint, each the median of several cold loads. Starts the built platform itself on a
// throwaway database; `npm run build` first. Usage: node bench/web-vitals.mjs [runs]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { machine } from './host.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.BENCH_WEB_PORT ?? 4412);
const runs = Number(process.argv[2] ?? 5);
const BUDGET = { jsKB: 150, cls: 0.05, lcpMs: 1500 };
// The home page in every site language (issue 38: each within the budget), and two content pages.
const PAGES = ['/bg/', '/en/', '/ro/', '/tr/', '/el/', '/de/', '/bg/faqVignette', '/bg/news'];
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

function startServer(dataDir) {
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (/running at/.test(out)) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

/** One cold load: JS bytes on the wire, the chunks, CLS and LCP (after the page settles). */
async function measure(browser, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scripts = new Map();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, { url: e.response.url, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const script = scripts.get(e.requestId);
    if (script) script.bytes = e.encodedDataLength;
  });
  await page.addInitScript(() => {
    window.__vitals = { cls: 0, lcp: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      window.__vitals.lcp = entries[entries.length - 1].startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const vitals = await page.evaluate(() => window.__vitals);
  await context.close();
  const list = [...scripts.values()];
  return {
    jsKB: list.reduce((sum, s) => sum + s.bytes, 0) / 1024,
    chunks: list.map(
      (s) => `${s.url.replace(/^.*\/assets\//, '')} ${(s.bytes / 1024).toFixed(1)} KB`,
    ),
    cls: vitals.cls,
    lcpMs: vitals.lcp,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dataDir = mkdtempSync(join(tmpdir(), 'toll-vitals-'));
const server = await startServer(dataDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const results = {};
try {
  await measure(browser, '/bg/'); // warm the server's caches, not the browser's
  for (const path of PAGES) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) samples.push(await measure(browser, path));
    results[path] = {
      jsKB: Number(median(samples.map((s) => s.jsKB)).toFixed(1)),
      cls: Number(median(samples.map((s) => s.cls)).toFixed(4)),
      lcpMs: Math.round(median(samples.map((s) => s.lcpMs))),
      chunks: samples[0].chunks,
    };
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

const home = results['/bg/'];
const pass = home.jsKB <= BUDGET.jsKB && home.cls < BUDGET.cls && home.lcpMs < BUDGET.lcpMs;
const report = {
  date: new Date().toISOString(),
  machine: machine(),
  method: `Chromium ${browser.version()}, CPU 4× slower, ${NETWORK.latency} ms RTT, 1.6 Mbps down, cache off, median of ${runs} cold loads`,
  budget: BUDGET,
  pass,
  results,
};
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/web-vitals.json', import.meta.url),
  JSON.stringify(report, null, 2),
);
console.log(`${report.method}\nmachine: ${report.machine}`);
console.log('| page | JS (KB, compressed) | CLS | LCP (ms) |');
console.log('| --- | ---: | ---: | ---: |');
for (const [path, r] of Object.entries(results))
  console.log(`| ${path} | ${r.jsKB} | ${r.cls} | ${r.lcpMs} |`);
console.log(`home page chunks: ${home.chunks.join(', ')}`);
console.log(
  `budget (home: JS ≤ ${BUDGET.jsKB} KB, CLS < ${BUDGET.cls}, LCP < ${BUDGET.lcpMs} ms): ${pass ? 'met' : 'NOT met'}`,
);
process.exit(pass ? 0 : 1);
