import { expect, test, type Page } from '@playwright/test';
import { choose } from './support/comboboxes';
import { axeContext } from './support/office';
import { axeViolations } from './support/page-checks';
import { uniquePlate } from './support/sandbox-payment';

// Spec §2 "Tablet variant" (issue 18 item 8): a fuel-station cashier on a touch tablet, in portrait
// and in landscape. Any path goes to buy-route-pass and, signed out, to the login and back; the
// demo cashier opens a shift if none is open, plans a route by touch (a place search and a tap on
// the map), puts it in the counter cart, enters the vehicle and sells it for cash in the shift.

const VIEWPORTS = [
  { name: 'portrait', width: 800, height: 1280 },
  { name: 'landscape', width: 1280, height: 800 },
] as const;

const tap = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' }).tap();

/** Every visible button is at least 48 px high and wide, and the page never scrolls sideways. */
async function expectTouchSized(page: Page) {
  const small = await page.evaluate(() =>
    Array.from(document.querySelectorAll('button, [role="button"], input:not([type="hidden"])'))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .filter(({ element, box }) => {
        const input = element instanceof HTMLInputElement;
        const checkable = input && ['checkbox', 'radio'].includes(element.type);
        return !checkable && (box.height < 47.5 || (!input && box.width < 47.5));
      })
      .map(({ element, box }) => `${element.outerHTML.slice(0, 80)} ${box.width}×${box.height}`),
  );
  expect(small, 'touch targets under 48 px').toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'sideways scrolling').toBeLessThanOrEqual(0);
}

async function ensureOpenShift(page: Page) {
  const strip = page.getByTestId('tablet-shift');
  await expect(strip).toBeVisible();
  const open = strip.getByRole('button', { name: 'Open shift', exact: true });
  const close = strip.getByRole('button', { name: 'Close shift', exact: true });
  await expect(open.or(close)).toBeVisible();
  if (await open.isVisible()) await open.tap();
  await expect(page.getByTestId('tablet-shift-open')).toContainText(/^Shift at .+, since /);
}

for (const viewport of VIEWPORTS) {
  test.describe(`tablet, ${viewport.name} ${viewport.width}×${viewport.height}`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      hasTouch: true,
      isMobile: false,
    });

    test('the demo cashier sells a route pass for cash by touch', async ({ page, context }) => {
      await axeContext(context);
      await context.addInitScript(() => window.localStorage.setItem('lang', 'en'));
      const plate = uniquePlate('CT');

      // Any path → buy-route-pass → login (signed out), which comes back after signing in.
      await page.goto('/tablet/some/old/page');
      await expect(page).toHaveURL(/\/tablet\/login\?returnTo=%2Fbuy-route-pass$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Cashier login' })).toBeVisible();
      expect(await axeViolations(page), 'axe on the login').toEqual([]);
      await page.getByRole('textbox', { name: 'Username or e-mail' }).fill('cashier');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo2026');
      await tap(page, 'Log in');
      await expect(page).toHaveURL(/\/tablet\/buy-route-pass$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Sell a route pass' }),
      ).toBeVisible();
      await ensureOpenShift(page);

      // The route: a place searched for, and a point tapped on the map (Leaflet's touch map).
      const map = page.locator('.leaflet-container');
      await expect(map).toBeVisible();
      await expect(map).toHaveClass(/leaflet-touch/);
      await choose(page, 'Start', 'sofia', 'Sofia');
      await map.scrollIntoViewIfNeeded();
      const box = (await map.boundingBox())!;
      await page.touchscreen.tap(box.x + box.width * 0.62, box.y + box.height * 0.62);
      await expect(page.getByRole('combobox', { name: 'Destination', exact: true })).toHaveValue(
        /^Map point \(/,
      );
      await tap(page, 'Calculate');
      await expect(page.getByTestId('route-result')).toBeVisible({ timeout: 30_000 });
      await tap(page, 'Add to cart');
      await expect(page.getByText('The route pass has been added to the cart.')).toBeVisible();
      await expectTouchSized(page);
      await page.getByRole('link', { name: 'Go to the cart' }).tap();

      // The cart: the vehicle, then the cash sale in the open shift.
      await expect(page).toHaveURL(/\/tablet\/shopping-cart$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
      const pass = page.getByTestId('cart-route-pass');
      await expect(pass).toHaveCount(1);
      await expect(pass).toContainText('Sofia → Map point (');
      await pass.getByLabel('Country of registration').selectOption('BG');
      await pass.getByRole('textbox', { name: 'Registration number', exact: true }).fill(plate);
      await pass.getByRole('textbox', { name: 'Registration number again' }).fill(plate);
      await pass.getByRole('button', { name: 'Save the vehicle' }).tap();
      await expect(pass).toContainText(`Vehicle: ${plate} (BG)`);
      await expect(page.getByTestId('tablet-cart-total')).toContainText('€');
      await expectTouchSized(page);
      expect(await axeViolations(page), 'axe on the cart').toEqual([]);
      await tap(page, /^Sell for /);
      const sold = page.getByTestId('tablet-sold');
      await expect(sold).toContainText(/Sale \S+ done: the route pass is issued\./, {
        timeout: 30_000,
      });
      await expect(sold).toContainText(plate);
      await expect(page.getByRole('link', { name: 'New sale' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Cart (0)' })).toBeVisible();

      if (viewport.name === 'landscape') {
        // Closing the shift (after the confirmation) offers the reports; a new one opens again.
        await page.getByTestId('tablet-shift').getByRole('button', { name: 'Close shift' }).tap();
        const dialog = page.getByRole('dialog', { name: 'Close shift' });
        await expect(dialog.getByText('Are you sure you want to close the shift?')).toBeVisible();
        await dialog.getByRole('button', { name: 'Yes', exact: true }).tap();
        await expect(page.getByText(/^Shift \d+ at .+ is closed\.$/)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Summary (Excel)' })).toBeVisible();
        await ensureOpenShift(page);
      }

      // Logout goes back to the tablet's login; the sale pages stay closed until the next login.
      await tap(page, 'Log out');
      await expect(page).toHaveURL(/\/tablet\/login$/);
      await page.goto('/tablet/shopping-cart');
      await expect(page).toHaveURL(/\/tablet\/login/);
    });
  });
}
