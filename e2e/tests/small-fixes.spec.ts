import { expect, test } from '@playwright/test';

// Small defects of issue 23 (item 12), each checked where a user meets it.

test('the site answers /favicon.ico (the sandbox gateway pages ask for it)', async ({
  request,
}) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/icon/);
  expect((await response.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
});

test('the delict checkout names the terms once, with their link', async ({ page }) => {
  // The haulier's violations: the other browser tests only look at them, none pays them.
  await page.goto('/bg/pay-delict');
  await page.locator('html[data-site-ready="true"]').waitFor({ state: 'attached' });
  await page.getByRole('textbox', { name: /Регистрационен номер/ }).fill('PB7788TX');
  await page.getByRole('textbox', { name: /ЕГН или ЕИК на собственика/ }).fill('201554321');
  await page.getByRole('button', { name: 'Провери' }).click();
  const terms = page.getByRole('checkbox', { name: /общите условия/ });
  await expect(terms).toBeVisible({ timeout: 30_000 });
  const label = (
    await page
      .locator('label', { has: page.getByRole('link') })
      .filter({ hasText: 'общите условия' })
      .first()
      .innerText()
  ).trim();
  expect(label).toBe('Прочетох и приемам общите условия');
  expect(label).not.toMatch(/Общи условия/);
});

test('registration links the privacy policy next to the submit button', async ({ page }) => {
  for (const [url, name, policy] of [
    ['/bg/register', 'политиката за поверителност', '/bg/privacy-policy'],
    ['/en/register', 'privacy policy', '/en/privacy-policy'],
  ] as const) {
    await page.goto(url);
    await page.locator('html[data-site-ready="true"]').waitFor({ state: 'attached' });
    const form = page.locator('form', {
      has: page.getByRole('button', { name: /Регистрация|Register/ }),
    });
    await expect(form.getByRole('link', { name })).toHaveAttribute('href', policy);
  }
});
