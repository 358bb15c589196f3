import { expect, test, type Page } from '@playwright/test';
import { officeLogin } from './support/office';
import {
  SCREEN_SIZES,
  transitionsDone,
  coveredHeader,
  horizontalOverflow,
  textDefects,
  unstyledComponents,
  visibleTexts,
} from './support/screen-checks';

// Issue 32: every back-office screen of the menu, as each demo role that has it in its menu,
// opened DIRECTLY (address bar) and checked at 390 px and 1366 px (the same page resized): every
// Mantine component styled, no sideways scrolling, nothing over the sticky header, and no
// catalogue key, enum code, ISO timestamp or text of the other language in what the reader sees.
// The screens come from each role's own menu, so a new screen is walked the day it lands; the
// languages alternate along a role's menu, so each role reads both.

const ROLES = [
  'admin',
  'concord',
  'tolladmin',
  'accountant',
  'partneradmin',
  'cashier',
  'delicts',
  'warehouse',
  'delictclerk',
] as const;

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root')).toHaveCount(0, {
    timeout: 15_000,
  });
}

async function checkScreen(page: Page, url: string, lang: 'bg' | 'en'): Promise<string[]> {
  const problems: string[] = [];
  for (const [index, size] of [...SCREEN_SIZES].reverse().entries()) {
    await page.setViewportSize({ width: size.width, height: size.height });
    if (index === 0) await page.goto(url, { waitUntil: 'domcontentloaded' });
    await settle(page);
    await transitionsDone(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const at = `${url} at ${size.width} px`;
    for (const missing of await unstyledComponents(page))
      problems.push(`${at}: unstyled ${missing}`);
    for (const wide of await horizontalOverflow(page)) problems.push(`${at}: ${wide}`);
    for (const covered of await coveredHeader(page)) problems.push(`${at}: ${covered}`);
    for (const defect of textDefects(await visibleTexts(page), lang))
      problems.push(`${at}: ${defect}`);
  }
  return problems;
}

for (const role of ROLES) {
  test(`every office screen of ${role}'s menu, opened directly`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/office/bg/login');
    await officeLogin(page, role);
    const nav = page.getByRole('navigation', { name: 'Меню на бек офиса' });
    // the feature flags may arrive after the menu's first paint
    await page.waitForLoadState('networkidle');
    const paths = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(paths.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const [index, path] of [...new Set(paths)].entries()) {
      const lang = index % 2 === 0 ? 'bg' : 'en';
      const url = path.replace(/^\/office\/bg\//, `/office/${lang}/`);
      problems.push(...(await checkScreen(page, url, lang)));
    }
    expect([...new Set(problems)]).toEqual([]);
  });
}
