import { createRequire } from 'node:module';
import { expect, type BrowserContext, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Signs in on the back-office login page that is open (Bulgarian), as a demo account. */
export async function officeLogin(page: Page, userName: string): Promise<void> {
  await textbox(page, 'Потребителско име или имейл').fill(userName);
  await textbox(page, 'Парола').fill('Demo2026');
  await page.getByRole('button', { name: 'Вход', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Профил: / })).toBeVisible();
}

/** Opens the office login and signs in as a demo account; the office then opens its landing page. */
export async function openOfficeAs(page: Page, userName: string, lang = 'bg'): Promise<void> {
  await page.goto(`/office/${lang}/login`);
  await officeLogin(page, userName);
}

/** A context whose pages may run axe-core (the CSP bypassed, the script in every document). */
export async function axeContext(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: AXE });
}

/** The back-office menu as group → entries, read from the page. */
export async function officeMenu(page: Page): Promise<[string, string[]][]> {
  const nav = page.getByRole('navigation', { name: 'Меню на бек офиса' });
  await expect(nav).toBeVisible();
  return nav.getByRole('group').evaluateAll((groups) =>
    groups.map((group): [string, string[]] => {
      const label = document.getElementById(group.getAttribute('aria-labelledby') ?? '');
      const links = Array.from(group.querySelectorAll('a')).map((a) => a.textContent?.trim() ?? '');
      return [label?.textContent?.trim() ?? '', links];
    }),
  );
}
