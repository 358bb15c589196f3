import { expect, test, type Page } from '@playwright/test';

// Who may open the back office (issue 23): a site user with no staff role is refused at sign-in,
// with a way to the public site, and is not left signed in; staff still get in.

async function officeLogin(page: Page, userName: string) {
  await page
    .getByRole('textbox', { name: 'Потребителско име или имейл', exact: true })
    .fill(userName);
  await page.getByRole('textbox', { name: 'Парола', exact: true }).fill('Demo2026');
  await page.getByRole('button', { name: 'Вход', exact: true }).click();
}

test('the demo customer is refused at the office sign-in and led to the public site', async ({
  page,
}) => {
  await page.goto('/office/');
  await expect(page.getByRole('heading', { level: 1, name: 'Вход в бек офиса' })).toBeVisible();
  await officeLogin(page, 'customer');
  const refusal = page.getByTestId('office-refused');
  await expect(refusal).toContainText('няма роля в бек офиса');
  await expect(refusal.getByRole('link', { name: 'Към публичния сайт' })).toHaveAttribute(
    'href',
    '/bg/',
  );
  await expect(page).toHaveURL(/\/office\/(bg\/|en\/)?login/);
  await expect(page.getByRole('navigation', { name: 'Меню на бек офиса' })).toHaveCount(0);
  // Not left signed in: the session is gone from both storages.
  await expect
    .poll(() =>
      page.evaluate(
        () => window.localStorage.getItem('session') ?? window.sessionStorage.getItem('session'),
      ),
    )
    .toBeNull();
  await page.goto('/office/');
  await expect(page).toHaveURL(/\/office\/(bg\/|en\/)?login/);

  // Staff still get in from the same page.
  await officeLogin(page, 'admin');
  await expect(page.getByRole('navigation', { name: 'Меню на бек офиса' })).toBeVisible();
});
