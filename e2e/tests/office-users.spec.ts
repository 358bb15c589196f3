import { expect, test, type Page } from '@playwright/test';

// The back-office (spec §2, §6): its own login, the profile menu with logout, and user management
// for the roles the access table allows.

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function officeLogin(page: Page, userName: string) {
  await textbox(page, 'Потребителско име или имейл').fill(userName);
  await textbox(page, 'Парола').fill('Demo2026');
  await page.getByRole('button', { name: 'Вход', exact: true }).click();
}

test.describe('back-office user management', () => {
  test('an admin creates a staff user with a role, finds it and decommissions it', async ({
    page,
  }) => {
    const username = `staff.${Date.now().toString(36)}`;
    await page.goto('/office/');
    await expect(page).toHaveURL(/\/office\/bg\/login\?returnTo=%2Fbg%2F$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Вход в бек офиса' })).toBeVisible();
    await officeLogin(page, 'admin');

    const menu = page.getByRole('navigation', { name: 'Меню на бек офиса' });
    await menu.getByRole('link', { name: 'Потребители' }).click();
    await expect(page).toHaveURL(/\/office\/bg\/user-management$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Управление на потребители' }),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: /cashier/ })).toBeVisible();

    await page.getByRole('button', { name: 'Нов потребител' }).click();
    const dialog = page.getByRole('dialog', { name: 'Нов потребител' });
    await dialog.getByRole('textbox', { name: 'Потребителско име', exact: true }).fill(username);
    await dialog
      .getByRole('textbox', { name: 'Имейл', exact: true })
      .fill(`${username}@example.bg`);
    await dialog.getByRole('textbox', { name: 'Парола', exact: true }).fill('Staff2026x');
    await dialog.getByRole('textbox', { name: 'Повторете паролата' }).fill('Staff2026y');
    await dialog.getByRole('textbox', { name: 'Име', exact: true }).fill('Мария');
    await dialog.getByRole('textbox', { name: 'Фамилия' }).fill('Касиерова');
    await expect(dialog.getByText('Паролите не съвпадат')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Повторете паролата' }).fill('Staff2026x');
    await dialog.getByRole('tab', { name: 'Достъп' }).click();
    // a user's points of sale belong to its partner: Shell, found by name, and its POS 1
    await dialog.getByRole('combobox', { name: 'Партньор', exact: true }).fill('Shell');
    await page.getByRole('option', { name: /^Shell България/ }).click();
    await dialog.getByRole('combobox', { name: 'Търговски обекти' }).click();
    await page.getByRole('option', { name: /^P001-01 / }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('checkbox', { name: 'Продажба на винетки' }).check();
    await dialog.getByRole('button', { name: 'Създаване' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Потребителят ${username} е създаден.`)).toBeVisible();

    await page.getByRole('searchbox', { name: /Търсене по потребителско име/ }).fill(username);
    const row = page.getByRole('row', { name: new RegExp(username.replace('.', '\\.')) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Продажба на винетки');
    await expect(row).toContainText('Активен');

    await row.getByRole('button', { name: `Действия за ${username}` }).click();
    await page.getByRole('menuitem', { name: 'Деактивиране' }).click();
    const confirm = page.getByRole('dialog', { name: 'Деактивиране на потребител' });
    await expect(confirm.getByRole('button', { name: 'Не', exact: true })).toBeFocused();
    await confirm.getByRole('button', { name: 'Да', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Потребителят е деактивиран.')).toBeVisible();
    await expect(row).toContainText('Деактивиран');

    // The decommissioned user can no longer log in.
    const attempt = await page.request.post('/api/user/authenticate', {
      data: { userName: username, password: 'Staff2026x' },
    });
    expect(attempt.status()).toBe(401);

    await page.getByRole('button', { name: /^Профил: / }).click();
    await page.getByRole('menuitem', { name: 'Изход' }).click();
    await expect(page).toHaveURL(/\/office\/bg\/login$/);
    await expect(page.getByText('Излязохте от профила си.')).toBeVisible();
  });

  test('a cashier has no user management in the menu and cannot open it', async ({ page }) => {
    await page.goto('/office/bg/login');
    await officeLogin(page, 'cashier');
    await expect(page.getByRole('button', { name: /^Профил: / })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Потребители' })).toHaveCount(0);
    await page.goto('/office/user-management');
    await expect(page).toHaveURL(/\/office\/bg\/user-management$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Нямате достъп' })).toBeVisible();
  });
});
