import { expect } from '@playwright/test';
import { LANG_NAMES, LANGS } from '@toll/domain/languages';
import { waitForMail } from './support/mailbox';
import { axeViolations, openPage, test, watchErrors } from './support/page-checks';
import { openGateway, orderVignettes, payOnGateway, uniquePlate } from './support/sandbox-payment';
import { SITE_PAGES } from './support/site-pages';

// The four languages beyond bg and en (issue 38), sampled so the suite stays short: every public
// route once in one of them (turn by turn), the home, purchase and check pages with axe in each,
// the first visit from the browser's languages, and one purchase per language through the sandbox
// gateway down to the receipt mail in that language.

const NEW = ['ro', 'tr', 'el', 'de'] as const;
type NewLang = (typeof NEW)[number];

const TEXT: Readonly<Record<NewLang, { home: string; success: string; subject: string }>> = {
  ro: {
    home: 'Cumpărați o rovinietă electronică',
    success: 'Rovinietele dumneavoastră sunt active',
    subject: 'Chitanță pentru cumpărarea nr.',
  },
  tr: {
    home: 'E-vinyet satın alın',
    success: 'Vinyetleriniz etkin',
    subject: 'numaralı satın alma için makbuz',
  },
  el: {
    home: 'Αγοράστε ηλεκτρονική βινιέτα',
    success: 'Οι βινιέτες σας είναι ενεργές',
    subject: 'Απόδειξη για την αγορά αρ.',
  },
  de: {
    home: 'E-Vignette kaufen',
    success: 'Ihre Vignetten sind aktiv',
    subject: 'Beleg für Kauf Nr.',
  },
};

test.beforeEach(async ({ sitePage }) => {
  await sitePage.unrouteAll({ behavior: 'ignoreErrors' });
});

test('the home, purchase and check pages in every new language, with axe and the picker of six', async ({
  sitePage: page,
}) => {
  const watch = watchErrors(page);
  for (const lang of NEW) {
    for (const path of ['', 'buy-vignette', 'check-for-validity-of-e-vignette']) {
      await openPage(page, `/${lang}/${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      if (path === '')
        await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(TEXT[lang].home);
      expect(await axeViolations(page), `axe on /${lang}/${path}`).toEqual([]);
    }
    const picker = page.getByRole('banner').getByRole('combobox');
    await expect(picker).toHaveValue(lang);
    await expect(picker.locator('option')).toHaveText(LANGS.map((code) => LANG_NAMES[code]));
  }
  // Switching keeps the page: /de/check-for-validity-of-e-vignette → /el/….
  await page.getByRole('banner').getByRole('combobox').selectOption('el');
  await expect(page).toHaveURL(/\/el\/check-for-validity-of-e-vignette$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  watch.stop();
  expect(watch.errors).toEqual([]);
});

/** The titles of two information pages in each new language (features/content/data). */
const CONTENT_TITLES: Readonly<Record<NewLang, Record<'faq' | 'about-e-vignette', string>>> = {
  ro: { faq: 'Întrebări frecvente', 'about-e-vignette': 'Despre rovinieta electronică' },
  tr: { faq: 'Sıkça sorulan sorular', 'about-e-vignette': 'E-vinyet hakkında' },
  el: { faq: 'Συχνές ερωτήσεις', 'about-e-vignette': 'Για την ηλεκτρονική βινιέτα' },
  de: { faq: 'Häufig gestellte Fragen', 'about-e-vignette': 'Über die E-Vignette' },
};

test('the information pages are written in each new language; only the legal ones stay English under a notice', async ({
  sitePage: page,
}) => {
  const watch = watchErrors(page);
  for (const lang of NEW) {
    for (const path of ['faq', 'about-e-vignette'] as const) {
      await openPage(page, `/${lang}/${path}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(
        CONTENT_TITLES[lang][path],
      );
      // in the page's own language: no text in another one, no notice
      await expect(page.locator('main article[lang]')).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    }
    await openPage(page, `/${lang}/terms-and-conditions`);
    await expect(page.locator('main article')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(1);
    await expect(page.getByRole('main').locator('a[hreflang="bg"]')).toHaveAttribute(
      'href',
      '/bg/terms-and-conditions',
    );
  }
  watch.stop();
  expect(watch.errors).toEqual([]);
});

test('every public route answers in one of the new languages', async ({ sitePage: page }) => {
  const watch = watchErrors(page);
  for (const [index, { path }] of SITE_PAGES.entries()) {
    const lang = NEW[index % NEW.length]!;
    await openPage(page, `/${lang}/${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const h1 = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
    await expect(page, `/${lang}/${path}`).toHaveTitle(`${h1} – BGTOLL`);
  }
  watch.stop();
  expect(watch.errors).toEqual([]);
});

test('a first visit without a language picks the browser’s among the six', async ({ browser }) => {
  for (const [locale, lang] of [
    ['tr-TR', 'tr'],
    ['el-GR', 'el'],
    ['fr-FR', 'bg'],
  ] as const) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`/${lang}/?$`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await context.close();
  }
});

test('a driver buys in each new language through the sandbox gateway and gets the receipt in it', async ({
  sitePage: page,
  request,
}) => {
  test.setTimeout(240_000);
  for (const lang of NEW) {
    const email = `${lang}-${Date.now()}@example.test`;
    const ordered = await orderVignettes(request, [{ lpn: uniquePlate('E') }], email, lang);
    await openPage(page, `/${lang}/`);
    await openGateway(page, ordered.payment);
    await payOnGateway(page);
    await expect(page).toHaveURL(new RegExp(`/${lang}/success\\?trans_id=`), { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: TEXT[lang].success })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const mail = await waitForMail(email);
    expect(mail.subject, lang).toContain(TEXT[lang].subject);
  }
});
