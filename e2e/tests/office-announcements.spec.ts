import { expect, test } from '@playwright/test';
import { openOfficeAs } from './support/office';

// Issue #21 "done when": an admin posts an announcement in the back-office and sees it on the
// public site's traffic announcements; archived, it leaves the public list.

test('an admin posts an announcement, sees it on the site, then archives it', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const name = `Ремонт ${stamp}`;
  const messageBg = `Ремонт на пътя ${stamp} до края на седмицата`;
  await openOfficeAs(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Меню на бек офиса' })
    .getByRole('link', { name: 'Обявления' })
    .click();
  await expect(page).toHaveURL(/\/office\/bg\/announcements$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Обявления' })).toBeVisible();

  await page.getByRole('button', { name: 'Ново съобщение' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ново съобщение' });
  await dialog.getByRole('textbox', { name: 'Име' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Връзка' }).fill('www.api.bg');
  await dialog.getByRole('tab', { name: 'Текст' }).click();
  await dialog.getByRole('textbox', { name: 'Съобщение на български' }).fill(messageBg);
  await dialog.getByRole('textbox', { name: 'Съобщение на английски' }).fill(`Road works ${stamp}`);
  await dialog.getByRole('button', { name: 'Ново съобщение' }).click();
  // The link must be a web address: the details tab turns red and shows why.
  await dialog.getByRole('tab', { name: /Данни/ }).click();
  await expect(
    dialog.getByText('Въведете уеб адрес, започващ с http:// или https://'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Връзка' }).fill('https://www.api.bg/');
  await dialog.getByRole('button', { name: 'Ново съобщение' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Съобщението ${name} е публикувано.`)).toBeVisible();

  await page.getByRole('searchbox', { name: /Търсене по име/ }).fill(stamp);
  await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Активно');

  const site = await page.context().newPage();
  await site.goto('/bg/traffic-announcement');
  await expect(site.getByText(messageBg)).toBeVisible();

  await row.getByRole('button', { name: `Действия за ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Архивиране' }).click();
  const confirm = page.getByRole('dialog', { name: 'Архивиране на съобщението?' });
  await confirm.getByRole('button', { name: 'Да', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Архивирано');

  // The public list drops it at once; the server-rendered page follows within its 60 s page cache.
  const active = await page.request.get('/api/announcements?status=ACTIVE&browser-language=bg');
  expect(JSON.stringify(await active.json())).not.toContain(messageBg);

  await row.getByRole('button', { name: `Действия за ${name}` }).click();
  await page.getByRole('menuitem', { name: 'История' }).click();
  const history = page.getByRole('dialog', { name: `Съобщение ${name}` });
  await expect(history.getByText('announcement.archive')).toBeVisible();
});
