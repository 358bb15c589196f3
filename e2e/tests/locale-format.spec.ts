import { expect } from '@playwright/test';
import { choose } from './support/comboboxes';
import { openPage, test } from './support/page-checks';
import { DOT_DECIMAL, mainText } from './support/locale-checks';

// Formatting true to the locale (issue 23) where numbers and road types come from data: the segment
// picker, the segment table, a delict's kilometre, the partners' names in Latin script. (Every
// public page in every language is checked for raw enum values and, in Bulgarian, decimal commas by
// site-routes.spec.ts.)

test('the segment picker and the segment table speak Bulgarian numbers and road types', async ({
  sitePage: page,
}) => {
  await openPage(page, '/bg/buy-route-pass');
  const picker = page.getByTestId('segment-picker');
  await picker.getByRole('textbox', { name: 'Търсене по място или път' }).fill('Пазарджик');
  await expect(picker.getByRole('button', { name: 'Добави I8-03' })).toBeVisible();
  const results = await picker.innerText();
  expect(results).toMatch(/\d,\d км/);
  expect(results).not.toMatch(/\d\.\d км/);

  // A route from the centre of Sofia starts on town streets: named, not "urban".
  await choose(page, 'Начална точка', 'Соф', /^София$/);
  await choose(page, 'Крайна точка', 'Пловд', 'Пловдив');
  await page.getByRole('button', { name: 'Изчисли' }).click();
  const table = page.getByTestId('route-segments');
  await expect(table).toBeVisible({ timeout: 30_000 });
  const text = await table.innerText();
  expect(text).not.toMatch(/\burban\b/);
  expect(text).toContain('Градски улици');
  expect(text).not.toMatch(DOT_DECIMAL);
});

test('a delict shows its kilometre with a decimal comma in Bulgarian', async ({
  sitePage: page,
}) => {
  await openPage(page, '/bg/pay-delict');
  await page.getByRole('textbox', { name: /Регистрационен номер/ }).fill('СВ4321КМ');
  await page.getByRole('textbox', { name: /ЕГН или ЕИК на собственика/ }).fill('8504121235');
  await page.getByRole('button', { name: 'Провери' }).click();
  await expect(page.getByRole('heading', { name: /Намерени нарушения/ })).toBeVisible({
    timeout: 30_000,
  });
  const text = await mainText(page);
  expect(text).toContain('км 112,4');
  expect(text).not.toMatch(DOT_DECIMAL);
});

test('the English partners page names partners and cities in Latin script', async ({
  sitePage: page,
}) => {
  await openPage(page, '/en/partners');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: 'Shell Bulgaria' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Goriva Yug AD' })).toBeVisible();
  await expect(main.getByText('Veliko Tarnovo').first()).toBeVisible();
  expect(await mainText(page)).not.toMatch(/[а-яА-Я]/u);
});
