import { expect, test } from '@playwright/test';

// The home page's JavaScript budget, the same as bench/web-vitals.mjs (which measures it with LCP
// and CLS on a throttled phone): bytes on the wire (compressed, with each response's headers) on a
// cold load, in every site language. Issue 23's 150 KB; the page loads about 137 KB in four requests
// (the chunks are printed), see bench/README.md.

const BUDGET_KB = 150;

// Every site language: each loads only its own catalogues (issue 38).
for (const path of ['/bg/', '/en/', '/ro/', '/tr/', '/el/', '/de/']) {
  test(`the home page ${path} loads at most ${BUDGET_KB} KB of JavaScript`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = new Map<string, { url: string; bytes: number }>();
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') scripts.set(e.requestId, { url: e.response.url, bytes: 0 });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const script = scripts.get(e.requestId);
      if (script) script.bytes = e.encodedDataLength;
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('html[data-site-ready="true"]')).toHaveCount(1);
    await page.waitForTimeout(500);
    const list = [...scripts.values()];
    const kb = list.reduce((sum, s) => sum + s.bytes, 0) / 1024;
    const chunks = list
      .sort((a, b) => b.bytes - a.bytes)
      .map((s) => `${s.url.replace(/^.*\/assets\//, '')} ${(s.bytes / 1024).toFixed(1)} KB`);
    console.log(`${path}: ${kb.toFixed(1)} KB\n  ${chunks.join('\n  ')}`);
    expect(kb, chunks.join('\n')).toBeLessThanOrEqual(BUDGET_KB);
  });
}
