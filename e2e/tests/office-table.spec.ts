import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/page-checks';
import { axeContext, officeLogin, openOfficeAs } from './support/office';

// The office's shared parts on their first user, user management (spec §2, §5, §8): the table's
// view in the address (back/forward, a pasted link), the export with its confirmation, the modal,
// the tabbed form with red tabs, the row's context menu, and the record history.

const search = (page: Page) =>
  page.getByRole('searchbox', { name: /Търсене по потребителско име/ });
const statusFilter = (page: Page) => page.getByRole('combobox', { name: 'Статус' });

test.describe('office table and widgets on user management', () => {
  test('the view lives in the address: back/forward and a pasted link restore it', async ({
    page,
  }) => {
    await openOfficeAs(page, 'admin');
    await page.goto('/office/bg/user-management');
    await expect(page.getByRole('row', { name: /cashier/ })).toBeVisible();

    await search(page).fill('a');
    await expect(page).toHaveURL(/\?q=a$/);
    await statusFilter(page).selectOption('ACTIVE');
    await expect(page).toHaveURL(/\?q=a&f_status=ACTIVE$/);
    await page.getByRole('button', { name: '20', exact: true }).click();
    await page.getByRole('menuitem', { name: '50' }).click();
    await expect(page).toHaveURL(/pageSize=50/);

    await page.goBack();
    await expect(page).toHaveURL(/\/user-management\?q=a&f_status=ACTIVE$/);
    await expect(statusFilter(page)).toHaveValue('ACTIVE');
    await page.goBack();
    await expect(page).toHaveURL(/\/user-management\?q=a$/);
    await expect(statusFilter(page)).toHaveValue('');
    await expect(search(page)).toHaveValue('a');
    await page.goForward();
    await expect(statusFilter(page)).toHaveValue('ACTIVE');

    // A pasted link opens the same view.
    await page.goto('/office/bg/user-management?q=cashier&f_status=ACTIVE');
    await expect(search(page)).toHaveValue('cashier');
    await expect(statusFilter(page)).toHaveValue('ACTIVE');
    await expect(page.getByRole('row', { name: /cashier/ })).toHaveCount(1);
    await expect(page.getByRole('row', { name: /accountant/ })).toHaveCount(0);
    await expect(page.getByText('1 запис', { exact: true })).toBeVisible();

    await page.goto('/office/bg/user-management?q=no-such-user-anywhere');
    await expect(page.getByText('Няма резултати')).toBeVisible();
  });

  test('a download with no filter asks first; a filtered one does not', async ({ page }) => {
    await openOfficeAs(page, 'admin');
    await page.goto('/office/bg/user-management');
    await page.getByRole('button', { name: 'Изтегляне (CSV)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Изтегляне на всички записи' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Не', exact: true }).click();
    await expect(confirm).toBeHidden();

    await page.getByRole('button', { name: 'Изтегляне (CSV)' }).click();
    const everything = page.waitForEvent('download');
    await confirm.getByRole('button', { name: 'Да', exact: true }).click();
    const all = await everything;
    expect(all.suggestedFilename()).toBe('users.csv');
    const allText = await readFile((await all.path()) ?? '', 'utf8');
    expect(allText).toContain('cashier');
    expect(allText).toContain('accountant');

    await search(page).fill('cashier');
    await expect(page).toHaveURL(/q=cashier/);
    const filtered = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Изтегляне (CSV)' }).click();
    await expect(confirm).toBeHidden();
    const text = await readFile((await (await filtered).path()) ?? '', 'utf8');
    expect(text).toContain('cashier');
    expect(text).not.toContain('accountant');
  });

  test('the modal closes on Escape, the backdrop and its close button', async ({ page }) => {
    await openOfficeAs(page, 'admin');
    await page.goto('/office/bg/user-management');
    const open = page.getByRole('button', { name: 'Нов потребител' });
    const dialog = page.getByRole('dialog', { name: 'Нов потребител' });
    await open.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await open.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 300); // the backdrop, outside the centred dialog
    await expect(dialog).toBeHidden();

    await open.click();
    await dialog.getByRole('button', { name: 'Затваряне' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the tabbed form marks the tab with an invalid field and titles the save button', async ({
    page,
  }) => {
    await openOfficeAs(page, 'admin');
    await page.goto('/office/bg/user-management?q=cashier');
    const row = page.getByRole('row', { name: /cashier/ });
    await row.getByRole('button', { name: 'Действия за cashier' }).click();
    await page.getByRole('menuitem', { name: 'Редакция' }).click();
    const dialog = page.getByRole('dialog', { name: 'Редакция на cashier' });
    const save = dialog.getByRole('button', { name: 'Запазване', exact: true });
    await expect(save).toHaveAttribute('title', 'Запазване на промените');

    const email = dialog.getByRole('textbox', { name: 'Имейл', exact: true });
    await email.fill('not-an-email');
    await email.blur();
    await expect(dialog.getByText('Невалиден имейл адрес')).toBeVisible();
    await dialog.getByRole('tab', { name: 'Достъп' }).click();
    const account = dialog.getByRole('tab', { name: /Профил/ });
    await expect(account).toHaveAttribute('title', 'Съдържа невалидни данни');
    await expect(account).toHaveAccessibleName('Профил (Съдържа невалидни данни)');
    await expect(save).toHaveAttribute('title', 'Невалидни данни');
    // Saving opens the tab that holds the error.
    await save.click();
    await expect(account).toHaveAttribute('aria-selected', 'true');
    await expect(email).toBeFocused();
    await email.fill('cashier@example.bg');
    await email.blur();
    await expect(account).not.toHaveAttribute('title');
    await expect(save).toHaveAttribute('title', 'Запазване на промените');
  });

  test('the record history tab shows who changed what, before and after', async ({ page }) => {
    await page.route('**/api/history/user/*?**', (route) =>
      route.fulfill({
        json: {
          items: [
            {
              id: 12,
              at: '2026-11-20T08:30:00.000Z',
              action: 'user.update',
              actor: { id: 1, username: 'admin', name: 'Иван Иванов' },
              changes: [
                { field: 'email', before: 'old@example.bg', after: 'cashier@example.bg' },
                {
                  field: 'roles',
                  before: ['ROLE_VIGNETTE_USER'],
                  after: ['ROLE_VIGNETTE_USER', 'ROLE_ROUTE_PASS_USER'],
                },
              ],
            },
            {
              id: 3,
              at: '2026-11-01T10:00:00.000Z',
              action: 'user.create',
              actor: null,
              changes: [],
            },
          ],
        },
      }),
    );
    await openOfficeAs(page, 'admin');
    await page.goto('/office/bg/user-management?q=cashier');
    // The row's right-click menu opens the same actions as its button.
    await page.getByRole('row', { name: /cashier/ }).click({ button: 'right' });
    const menu = page.getByRole('menu', { name: 'Действия за cashier' });
    await expect(menu.getByRole('menuitem', { name: 'Редакция' })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Редакция на cashier' });
    await dialog.getByRole('tab', { name: 'История' }).click();
    const history = dialog.getByRole('table', { name: 'История на промените' });
    await expect(history.getByRole('row')).toHaveCount(3);
    await expect(history.getByRole('row').nth(1)).toContainText('Иван Иванов (admin)');
    await expect(history.getByRole('row').nth(1)).toContainText('Променен');
    await expect(history.getByRole('row').nth(1)).toContainText(
      'Имейл: old@example.bg → cashier@example.bg',
    );
    await expect(history.getByRole('row').nth(1)).toContainText(
      'Роли: ROLE_VIGNETTE_USER → ROLE_VIGNETTE_USER, ROLE_ROUTE_PASS_USER',
    );
    await expect(history.getByRole('row').nth(2)).toContainText('Системата');
    await expect(history.getByRole('row').nth(2)).toContainText('без промяна на полета');
  });

  test('the context menu moves inside the window near its edges and works by keyboard', async ({
    page,
  }) => {
    await openOfficeAs(page, 'admin');
    await page.setViewportSize({ width: 1100, height: 700 });
    await page.goto('/office/bg/user-management?q=cashier');
    const row = page.getByRole('row', { name: /cashier/ });
    const box = await row.boundingBox();
    // Right-clicked near the window's right edge, the menu opens to the left of the pointer.
    await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) - 4, (box?.y ?? 0) + 10, {
      button: 'right',
    });
    const menu = page.getByRole('menu', { name: 'Действия за cashier' });
    await expect(menu).toBeVisible();
    const placed = await menu.boundingBox();
    expect((placed?.x ?? 0) + (placed?.width ?? 0)).toBeLessThanOrEqual(1100 - 8);
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Смяна на паролата' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('user management and its dialogs pass axe-core', async ({ browser }) => {
    const context = await browser.newContext({ bypassCSP: true });
    await axeContext(context);
    const page = await context.newPage();
    await page.goto('/office/bg/login');
    await officeLogin(page, 'admin');
    await page.goto('/office/bg/user-management');
    await expect(page.getByRole('row', { name: /cashier/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Изтегляне (CSV)' }).click();
    await expect(page.getByRole('dialog', { name: 'Изтегляне на всички записи' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Действия за cashier' }).click();
    await page.getByRole('menuitem', { name: 'Редакция' }).click();
    // The row's menu fades out for 150 ms; axe is run on the dialog once it has gone.
    await expect(page.getByRole('menu')).toHaveCount(0);
    const dialog = page.getByRole('dialog', { name: 'Редакция на cashier' });
    await dialog.getByRole('textbox', { name: 'Имейл', exact: true }).fill('x');
    await dialog.getByRole('tab', { name: 'Достъп' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
