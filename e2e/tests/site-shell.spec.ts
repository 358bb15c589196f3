import { expect, test, type Page } from '@playwright/test';

// The public site shell (spec §2): language prefixes, switching, the stored language, the home page
// as fallback, the bare `noheader` mode, header menus and cart count, and the live price overview.

const header = (page: Page) => page.getByRole('banner');
const homeHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

test.describe('public site shell', () => {
  test('language prefix, switching in place, stored language and fallbacks', async ({ page }) => {
    await page.goto('/bg');
    await expect(header(page).getByRole('link', { name: 'Цени', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bg');
    await expect(homeHeading(page, 'Купете е-винетка')).toBeVisible();

    // the prerendered picker changes nothing until React has taken the page over
    await expect(page.locator('html[data-site-ready="true"]')).toHaveCount(1);
    await header(page).getByRole('combobox', { name: 'Език' }).selectOption('en');
    await expect(page).toHaveURL(/\/en\/?$/);
    await expect(header(page).getByRole('link', { name: 'Prices', exact: true })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Цени', exact: true })).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(homeHeading(page, 'Buy an e-vignette')).toBeVisible();
    await expect(page).toHaveTitle(/Buy an e-vignette/);

    // No prefix: the stored language (English, chosen above) is put in front, the rest is kept.
    await page.goto('/prices');
    await expect(page).toHaveURL(/\/en\/prices$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
    await expect(page).toHaveTitle(/Prices/);

    // Switching on an inner page keeps the page.
    await header(page).getByRole('combobox', { name: 'Language' }).selectOption('bg');
    await expect(page).toHaveURL(/\/bg\/prices$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Цени' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bg');

    // Unknown paths under a language say "not found", without changing the address.
    await page.goto('/bg/no-such-page');
    await expect(page).toHaveURL(/\/bg\/no-such-page$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Страницата не е намерена' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bg');
  });

  test('a bare address without a stored language nor a browser language of the site goes to Bulgarian', async ({
    browser,
  }) => {
    // An English browser would go to /en/ (site-languages.spec.ts covers the first visit).
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/bg\/?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bg');
    await context.close();
  });

  test('noheader hides header and footer and turns internal links into text', async ({ page }) => {
    await page.goto('/bg/?noheader=1');
    await expect(homeHeading(page, 'Купете е-винетка')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByText('Проверете валидността', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Проверете валидността' })).toHaveCount(0);
  });

  test('header menus work from the keyboard and carry the language prefix', async ({ page }) => {
    await page.goto('/en/');
    // the server-rendered menu answers keys once the page is hydrated
    await expect(page.locator('html[data-site-ready="true"]')).toHaveCount(1);
    const products = header(page).getByRole('button', { name: 'Products', exact: true });
    await products.focus();
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    const eVignettes = header(page).getByRole('link', { name: 'E-vignettes', exact: true });
    await expect(eVignettes).toBeVisible();
    await expect(eVignettes).toHaveAttribute('href', '/en/buy-vignette');
    await page.keyboard.press('Escape');
    await expect(eVignettes).toBeHidden();
    await expect(products).toBeFocused();

    await products.click();
    await eVignettes.click();
    await expect(page).toHaveURL(/\/en\/buy-vignette$/);
  });

  test('the cart icon counts vignettes plus route passes', async ({ page }) => {
    await page.goto('/bg/');
    await expect(header(page).getByRole('link', { name: 'Количка: 0 артикула' })).toBeVisible();
    await page.evaluate(() =>
      localStorage.setItem('cart.site', JSON.stringify({ vignettes: [{}, {}], routePasses: [{}] })),
    );
    await page.reload();
    await expect(header(page).getByRole('link', { name: 'Количка: 3 артикула' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('cart.site', '{broken'));
    await page.reload();
    await expect(header(page).getByRole('link', { name: 'Количка: 0 артикула' })).toBeVisible();
  });
});

test.describe('home page price overview', () => {
  test('shows the 2026 annual price of 49.60 € from the API', async ({ page }) => {
    await page.goto('/bg/');
    const overview = page.getByRole('region', { name: 'Цени на е-винетките' });
    const annual = overview.locator('[data-vehicle-type="car"] [data-period="ANNUAL"]');
    await expect(annual).toContainText(/49,60\s€/);

    await page.goto('/en/');
    const overviewEn = page.getByRole('region', { name: 'E-vignette prices' });
    await expect(
      overviewEn.locator('[data-vehicle-type="car"] [data-period="ANNUAL"]'),
    ).toContainText('€49.60');
  });
});
