import { createRequire } from 'node:module';
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

/** Collects console errors and uncaught exceptions of a page until `stop`. */
export function watchErrors(page: Page): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  return {
    errors,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onError);
    },
  };
}

/**
 * One browser page for a whole worker: its cache keeps the site's code between tests, so visiting
 * a hundred pages costs a hundred page loads, not a hundred cold starts. axe-core is part of every
 * document it opens (an init script: sending it to each new page took about as long as running it),
 * and the context bypasses the CSP so that it may run.
 */
export const test = base.extend<object, { sitePage: Page }>({
  sitePage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ bypassCSP: true });
      await context.addInitScript({ path: AXE });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Opens a page and waits until it is live in the browser (hydrated or rendered). */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-site-ready="true"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // A page behind login first shows its "checking your sign-in" state, then itself or the login.
  await expect(page.locator('[data-login-check]')).toHaveCount(0);
}

type AxeViolation = { id: string; impact: string; help: string; nodes: { target: string[] }[] };

/** Runs axe-core (WCAG 2.0/2.1 A and AA rules) on the page; the context must bypass the CSP. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours are judged on a settled page: a dialog still fading in has half-transparent text,
  // which axe reports as poor contrast (seen on a loaded CI machine). A spinner loops for ever and
  // is not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (c: unknown, o: unknown) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations;
  });
  return (violations as AxeViolation[]).map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} – ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
