import { expect } from '@playwright/test';
import { axeViolations, openPage, test, watchErrors } from './support/page-checks';
import { CYRILLIC, SITE_PAGES } from './support/site-pages';

// Every public route of spec §2 in both languages: it opens without console errors, in the right
// language, with its title; it has no WCAG 2.1 A/AA violation that axe-core can find; and the
// language picker switches it to the other language in place.

test.describe('every public route', () => {
  for (const { path } of SITE_PAGES) {
    test(`/${path}`, async ({ sitePage: page }) => {
      const watch = watchErrors(page);
      for (const lang of ['bg', 'en'] as const) {
        await openPage(page, `/${lang}/${path}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const h1 = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
        await expect(page).toHaveTitle(`${h1} – BGTOLL`);
        expect(CYRILLIC.test(await page.title()), `title language on /${lang}/${path}`).toBe(
          lang === 'bg',
        );
        expect(await axeViolations(page), `axe on /${lang}/${path}`).toEqual([]);
      }
      // On the English page, switch to Bulgarian: same page, other language, no reload.
      await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('bg');
      await expect(page).toHaveURL(new RegExp(`/bg/${path}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'bg');
      await expect(page).toHaveTitle(CYRILLIC);
      watch.stop();
      expect(watch.errors, `console errors on /${path}`).toEqual([]);
    });
  }
});
