import { expect } from '@playwright/test';
import { DOT_DECIMAL, RAW_ENUM, mainText } from './support/locale-checks';
import { axeViolations, openPage, test, watchErrors } from './support/page-checks';
import { CYRILLIC, SITE_LANGS, SITE_PAGES } from './support/site-pages';

// Every public route of spec §2, one test a route, in every language of the site:
// - in each language it opens without console errors, in that language, with its heading as its
//   title (Cyrillic in Bulgarian only), no WCAG 2.1 A/AA violation that axe-core can find and no
//   raw enum value; Bulgarian writes decimals with a comma (issues 23 and 38);
// - the language picker switches the English page to Bulgarian in place.
// (every-screen.spec.ts opens the same routes at phone and desktop widths for layout and text.)

/** English last: the picker is tried from it. */
const LANG_ORDER = [...SITE_LANGS.filter((lang) => lang !== 'en'), 'en' as const];

test.describe('every public route', () => {
  for (const { path } of SITE_PAGES) {
    test(`/${path}`, async ({ sitePage: page }) => {
      const watch = watchErrors(page);
      const found: string[] = [];
      for (const lang of LANG_ORDER) {
        const url = `/${lang}/${path}`;
        await openPage(page, url);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const text = await mainText(page);
        for (const m of text.matchAll(RAW_ENUM)) found.push(`${url}: raw "${m[0]}"`);
        if (lang === 'bg')
          for (const m of text.matchAll(DOT_DECIMAL)) found.push(`${url}: decimal "${m[0]}"`);
        const h1 = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
        await expect(page).toHaveTitle(`${h1} – BGTOLL`);
        expect(CYRILLIC.test(await page.title()), `title script on ${url}`).toBe(lang === 'bg');
        expect(await axeViolations(page), `axe on ${url}`).toEqual([]);
      }
      expect(found).toEqual([]);
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
