import { expect, type Page } from '@playwright/test';
import { waitForMail } from './support/mailbox';
import { axeViolations, openPage, test, watchErrors } from './support/page-checks';

// The vignette check, add-email and unsubscribe pages (spec §1, §2, §4, §8) on the demo data of
// apps/api/src/seed: BG CA1234BX has an active annual vignette, BG CB2468TK a free social one.
// The browser solves the real captcha on every submission.

const plateField = (page: Page) => page.getByRole('textbox', { name: /Registration number/ });
const numberField = (page: Page) => page.getByRole('textbox', { name: /Vignette number/ });
const checkButtons = (page: Page) => page.getByRole('button', { name: 'Check', exact: true });
const cards = (page: Page) => page.getByRole('article');

async function checkPlate(page: Page, plate: string) {
  await plateField(page).fill(plate);
  await checkButtons(page).first().click();
}

test.describe.configure({ mode: 'serial' });

let activeNumber = '';

test('a plate typed in Cyrillic and lower case finds the active vignette', async ({
  sitePage: page,
}) => {
  const watch = watchErrors(page);
  await openPage(page, '/en/check-for-validity-of-e-vignette');
  await expect(page.getByRole('combobox', { name: /Country of registration/ })).toHaveValue('BG');

  // Wrong input is refused beside its field, in the page's language, before anything is sent.
  await checkButtons(page).first().click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await numberField(page).fill('12345');
  await checkButtons(page).nth(1).click();
  await expect(page.getByText('Invalid format')).toBeVisible();

  await checkPlate(page, 'са1234вх');
  const heading = page.getByRole('heading', { name: 'Result for BG CA1234BX' });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await expect(heading).toBeFocused();
  const card = cards(page).filter({ hasText: 'Active' }).first();
  await expect(card).toContainText('BG CA1234BX');
  await expect(card).toContainText(/Annual/);
  await expect(card).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2} \(Sofia time\)/);
  await expect(card.getByRole('link', { name: 'Add an e-mail for notices' })).toBeVisible();
  activeNumber = /\d{14}/.exec((await card.textContent()) ?? '')?.[0] ?? '';
  expect(activeNumber).toMatch(/^\d{14}$/);
  await expect(page.getByTestId('no-vignette')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  watch.stop();
  expect(watch.errors).toEqual([]);
});

test('the exempt demo vehicle shows its free social vignette', async ({ sitePage: page }) => {
  await openPage(page, '/bg/check-for-validity-of-e-vignette');
  await page.getByRole('textbox', { name: /Регистрационен номер/ }).fill('cb 2468 tk');
  await page.getByRole('button', { name: 'Проверка', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Резултат за BG CB2468TK' })).toBeVisible({
    timeout: 30_000,
  });
  const card = cards(page).first();
  await expect(card.getByRole('heading')).toHaveText(/Безплатна \(социална\) винетка/);
  await expect(card).toContainText('Безплатна годишна винетка за хора с 50');
  await expect(card).toContainText('Активна');
  // No number, so nothing to add an address to.
  await expect(card.getByRole('link')).toHaveCount(0);
  // Switching the language asks again: the category follows the page's language.
  await page.getByRole('banner').getByRole('combobox', { name: 'Език' }).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Result for BG CB2468TK' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(cards(page).first().getByRole('heading')).toHaveText(/Free \(social\) vignette/);
  await expect(cards(page).first()).toContainText('Active');
});

test('an unknown plate says there is no vignette and links to buying one', async ({
  sitePage: page,
}) => {
  await openPage(page, '/en/check-for-validity-of-e-vignette');
  await checkPlate(page, 'pb 0000 xx');
  await expect(page.getByText('There is no e-vignette for BG PB0000XX.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(cards(page)).toHaveCount(0);
  const buy = page.getByRole('link', { name: 'Buy an e-vignette for BG PB0000XX' });
  await expect(buy).toHaveAttribute('href', '/en/buy-vignette?country=BG&lpn=PB0000XX');
  await buy.click();
  // The wizard takes the vehicle and leaves the address clean.
  await expect(page).toHaveURL(/\/en\/buy-vignette$/);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('vignetteWizard.site') ?? ''))
    .toContain('"lpn":"PB0000XX"');
  await page.evaluate(() => sessionStorage.removeItem('vignetteWizard.site'));
});

test('a vignette number finds its vignette; add an e-mail from its card', async ({
  sitePage: page,
}) => {
  expect(activeNumber, 'the first test found a number').not.toBe('');
  await openPage(page, '/en/check-for-validity-of-e-vignette');
  await numberField(page).fill(activeNumber);
  await checkButtons(page).nth(1).click();
  await expect(page.getByRole('heading', { name: 'Result for BG CA1234BX' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText(activeNumber);

  await cards(page).getByRole('link', { name: 'Add an e-mail for notices' }).click();
  await expect(page).toHaveURL(/\/en\/add-email\?vignetteNumber=\d{14}&country=BG&lpn=CA1234BX$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Add an e-mail address' }),
  ).toBeVisible();
  await expect(numberField(page)).toHaveValue(activeNumber);
  await expect(page.getByRole('combobox', { name: /Country of registration/ })).toHaveValue('BG');
  await expect(plateField(page)).toHaveValue('CA1234BX');

  await page.getByRole('textbox', { name: /E-mail address/ }).fill('not-an-address');
  await page.getByRole('button', { name: 'Add the address' }).click();
  await expect(page.getByText('Not valid email')).toBeVisible();
  await page.getByRole('textbox', { name: /E-mail address/ }).fill('check.e2e@example.bg');
  await page.getByRole('combobox', { name: /Language of the notices/ }).selectOption('bg');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add the address' }).click();
  await expect(
    page.getByText('The address was added: it will receive a reminder before the vignette ends.'),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Check another vignette' })).toBeVisible();
});

test('add-email answers a vignette of another vehicle in the catalogue words', async ({
  sitePage: page,
}) => {
  // The server's HTML is the same for every address; the browser fills the form in after hydrating.
  const watch = watchErrors(page);
  await openPage(page, `/en/add-email?vignetteNumber=${activeNumber}&country=BG&lpn=CA0000AA`);
  await expect(plateField(page)).toHaveValue('CA0000AA');
  watch.stop();
  expect(watch.errors, 'hydration').toEqual([]);
  await page.getByRole('textbox', { name: /E-mail address/ }).fill('check.e2e@example.bg');
  await page.getByRole('button', { name: 'Add the address' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'No vignette with this number was found for this vehicle.',
    { timeout: 30_000 },
  );
});

test('unsubscribe: ask, open the mailed link, confirm; the link works once', async ({
  sitePage: page,
}) => {
  const address = `leaver.${Date.now()}@example.bg`;
  await openPage(page, '/en/unsubscribe');
  await page.getByRole('textbox', { name: /E-mail address/ }).fill(address);
  await page.getByRole('button', { name: 'Send the confirmation link' }).click();
  await expect(
    page.getByText('If this address receives notices, a confirmation link has been sent to it.'),
  ).toBeVisible({ timeout: 30_000 });

  const mail = await waitForMail(address);
  expect(mail.subject).toBe('Confirm that you no longer want notices');
  const link = /https?:\/\/[^/\s]+(\/en\/unsubscribe\/[\w-]+)/.exec(mail.text ?? '')?.[1];
  expect(link, 'the confirmation link in the mail').toBeTruthy();

  // Opening the link changes nothing (mail scanners open links); the button confirms.
  await openPage(page, link!);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm unsubscribing' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirm unsubscribe' }).click();
  await expect(page.getByText('Done: this address will receive no more notices.')).toBeVisible({
    timeout: 30_000,
  });

  // A used link ends on the advice of spec §8: ask again or contact support.
  await openPage(page, link!);
  await page.getByRole('button', { name: 'Confirm unsubscribe' }).click();
  const failure = page.getByRole('alert');
  await expect(failure).toContainText('The address was not unsubscribed', { timeout: 30_000 });
  await expect(failure).toContainText('Ask for a new one, or contact support');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/en/unsubscribe',
  );
  await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
    'href',
    '/en/contacts',
  );
  expect(await axeViolations(page)).toEqual([]);
});
