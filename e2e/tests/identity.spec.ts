import { expect, test, type Page } from '@playwright/test';
import { linkTo, waitForMail } from './support/mailbox';
import { watchErrors } from './support/page-checks';

// Identity and access in the browser (spec §2, §4, §5): registration with the real captcha and the
// mailed activation link, login, settings, logout, the login-required pages and the session refresh.

const header = (page: Page) => page.getByRole('banner');
/** Waits until React has taken over the page: a server-rendered form ignores typing before that. */
const siteReady = (page: Page) =>
  page.locator('html[data-site-ready="true"]').waitFor({ state: 'attached' });
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });
const stored = (page: Page, area: 'localStorage' | 'sessionStorage', key: string) =>
  page.evaluate(({ where, name }) => window[where].getItem(name), { where: area, name: key });

async function logIn(page: Page, userName: string, password: string, rememberMe = false) {
  await page
    .getByRole('textbox', { name: /^(Потребителско име или имейл|Username or e-mail)$/ })
    .fill(userName);
  await page.getByRole('textbox', { name: /^(Парола|Password)$/ }).fill(password);
  if (rememberMe) await page.getByRole('checkbox', { name: /Запомни ме|Remember me/ }).check();
  await page.getByRole('button', { name: /^(Вход|Log in)$/ }).click();
}

test.describe('identity on the public site', () => {
  test('register, activate from the mail, log in, change a setting, log out', async ({ page }) => {
    const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const username = `e2e.${id}`;
    const email = `e2e.${id}@example.bg`;
    // The server renders every page here (forms, and the pages behind login as a sign-in check):
    // taking them over must not log a hydration mismatch or any other error.
    const watch = watchErrors(page);

    await page.goto('/bg/register');

    await siteReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Регистрация' })).toBeVisible();
    // Instant feedback with the API's own rules, once a field is left.
    await field(page, 'Имейл').fill('not-mail');
    await field(page, 'Имейл').blur();
    await expect(page.getByText('Невалиден имейл адрес')).toBeVisible();
    await expect(field(page, 'Имейл')).toHaveAttribute('aria-invalid', 'true');
    await field(page, 'Парола').fill('short');
    await field(page, 'Парола').blur();
    await expect(page.getByText('Въведете поне 8 символа')).toBeVisible();

    await field(page, 'Потребителско име').fill(username);
    await field(page, 'Имейл').fill(email);
    await field(page, 'Парола').fill('Sofia2026');
    await field(page, 'Повторете паролата').fill('Sofia2027');
    await field(page, 'Повторете паролата').blur();
    await expect(page.getByText('Паролите не съвпадат')).toBeVisible();
    await field(page, 'Повторете паролата').fill('Sofia2026');
    await field(page, 'Име').fill('Иван');
    await field(page, 'Фамилия').fill('Тестов');
    await page.getByRole('button', { name: 'Регистрация' }).click();
    const done = page.getByRole('heading', { name: 'Проверете пощата си' });
    await expect(done).toBeVisible({ timeout: 30_000 });
    await expect(done).toBeFocused();
    await expect(page.getByText(email)).toBeVisible();

    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Потвърдете регистрацията си');
    await page.goto(linkTo(mail, 'user/confirm'));
    await siteReady(page);
    await expect(page.getByText('Профилът е активиран', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Към входа' }).click();
    await expect(page).toHaveURL(/\/bg\/login$/);

    await logIn(page, username, 'Sofia2026', true);
    await expect(page).toHaveURL(/\/bg\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Здравейте, Иван!' })).toBeVisible();
    const profile = header(page).getByRole('link', { name: 'Профил на Иван Тестов' });
    await expect(profile).toContainText('Иван');
    // "Remember me": the session is kept in local storage, not in the tab's session storage.
    expect(await stored(page, 'localStorage', 'session')).toContain(username);
    expect(await stored(page, 'sessionStorage', 'session')).toBeNull();
    // Not a customer: the profile icon leads to the order history.
    await expect(profile).toHaveAttribute('href', '/bg/account/orderHistory');

    await page.getByRole('link', { name: 'Настройки на профила' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Настройки на профила' }),
    ).toBeVisible();
    await field(page, 'Име').fill('Петър');
    await page.getByRole('button', { name: 'Запазване', exact: true }).click();
    await expect(page.getByText('Промените са запазени.')).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Профил на Петър Тестов' })).toContainText(
      'Петър',
    );
    await page.reload();
    await expect(field(page, 'Име')).toHaveValue('Петър');

    // Logout clears the session, the cart and the customer record, and ends the server session.
    await page.evaluate(() => {
      localStorage.setItem('cart.site', JSON.stringify({ vignettes: [{}], routePasses: [] }));
      localStorage.setItem('customer', '{"id":1}');
    });
    await page.reload();
    await expect(header(page).getByRole('link', { name: 'Количка: 1 артикул' })).toBeVisible();
    const token = JSON.parse((await stored(page, 'localStorage', 'session')) ?? '{}')
      .token as string;
    await header(page).getByRole('button', { name: 'Изход' }).click();
    await expect(page).toHaveURL(/\/bg\/login$/);
    await expect(page.getByText('Излязохте от профила си.')).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Вход', exact: true })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Количка: 0 артикула' })).toBeVisible();
    for (const key of ['session', 'cart.site', 'customer'])
      expect(await stored(page, 'localStorage', key), key).toBeNull();
    const after = await page.request.get('/api/user/details', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(after.status()).toBe(401);
    watch.stop();
    expect(watch.errors).toEqual([]);
  });

  test('a login-required page sends to login and back; an expired token is refreshed', async ({
    page,
  }) => {
    const watch = watchErrors(page);
    await page.goto('/en/account/settings');
    await siteReady(page);
    await expect(page).toHaveURL(/\/en\/login\?returnTo=%2Fen%2Faccount%2Fsettings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await logIn(page, 'driver', 'Demo2026');
    await expect(page).toHaveURL(/\/en\/account\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    // Without "remember me" the session lives in this tab's session storage.
    expect(await stored(page, 'sessionStorage', 'session')).toContain('"driver"');
    expect(await stored(page, 'localStorage', 'session')).toBeNull();

    // A customer page is for users with a customer id: the others go to their account home.
    const details = page.waitForResponse((response) => response.url().includes('/user/details'));
    await page.goto('/en/account/toll-settings');
    await siteReady(page);
    await expect(page).toHaveURL(/\/en\/account$/);
    // Nothing may be under way when the tokens are tampered with below: a refresh whose answer the
    // page never sees leaves the old refresh token behind, and the server ends the whole session
    // when a used refresh token comes back (its theft signal).
    expect((await details).status()).toBe(200);

    // An access token the server refuses: one refresh, new tokens, and the page works.
    const before = JSON.parse((await stored(page, 'sessionStorage', 'session')) ?? '{}');
    await page.evaluate((session) => {
      sessionStorage.setItem('session', JSON.stringify({ ...session, token: 'expired.token.x' }));
    }, before);
    await page.goto('/en/account');
    await siteReady(page);
    await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
    await expect
      .poll(async () => JSON.parse((await stored(page, 'sessionStorage', 'session')) ?? '{}'))
      .toMatchObject({ token: expect.not.stringMatching(/^expired/) });
    const renewed = JSON.parse((await stored(page, 'sessionStorage', 'session')) ?? '{}');
    expect(renewed.refreshToken).not.toBe(before.refreshToken);

    // Both refused: the session ends and login opens, remembering the page.
    await page.evaluate((session) => {
      sessionStorage.setItem(
        'session',
        JSON.stringify({ ...session, token: 'expired.token.x', refreshToken: 'revoked' }),
      );
    }, renewed);
    await page.goto('/en/account');
    await siteReady(page);
    await expect(page).toHaveURL(/\/en\/login\?returnTo=%2Fen%2Faccount$/);
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
    expect(await stored(page, 'sessionStorage', 'session')).toBeNull();
    watch.stop();
    // The refused tokens are logged as failed requests; nothing else may be.
    expect(watch.errors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
  });

  test('the pages of mailed links are server-rendered forms, taken over without errors', async ({
    page,
  }) => {
    const watch = watchErrors(page);
    // The server sends one page for every link; the browser reads the token once it has taken over.
    await page.goto('/en/user/password-confirm?token=not-a-real-token');
    await siteReady(page);
    await field(page, 'New password').fill('Sofia2026');
    await field(page, 'Repeat the new password').fill('Sofia2026');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect(
      page.getByText('The password reset link is invalid or has expired.'),
    ).toBeVisible();

    await page.goto('/en/user/password-confirm');
    await siteReady(page);
    await expect(page.getByRole('alert')).toContainText('The password link is incomplete.');
    await expect(field(page, 'New password')).toHaveCount(0);

    await page.goto('/en/user/confirm?token=not-a-real-token');
    await siteReady(page);
    await expect(page.getByText('Activation unsuccessful', { exact: true })).toBeVisible();
    watch.stop();
    // The refused tokens are logged as failed requests; nothing else may be.
    expect(watch.errors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
  });
});
