import { expect, test, type APIRequestContext } from '@playwright/test';
import { openOfficeAs } from './support/office';

// Issue #30 as a partner's administrator meets it: the user form offers only what it may grant,
// and the same requests sent by hand are refused with a clear message in bg and en, changing
// nothing; the refusal shows in its own history for the agency's admin.

async function tokenOf(request: APIRequestContext, userName: string): Promise<string> {
  const res = await request.post('/api/user/authenticate', {
    data: { userName, password: 'Demo2026' },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

test.describe("a partner's administrator cannot widen anyone's reach", () => {
  test('the user form offers only its partner staff roles', async ({ page }) => {
    await openOfficeAs(page, 'partneradmin');
    await page.goto('/office/bg/user-management');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Управление на потребители' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Нов потребител' }).click();
    const dialog = page.getByRole('dialog', { name: 'Нов потребител' });
    await dialog.getByRole('tab', { name: 'Достъп' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Продажба на винетки' })).toBeEnabled();
    await expect(dialog.getByRole('checkbox', { name: 'Плащания на нарушения' })).toBeEnabled();
    await expect(dialog.getByRole('checkbox', { name: 'Счетоводител' })).toHaveCount(0);
    await expect(dialog.getByRole('checkbox', { name: 'Клиенти – редакция' })).toHaveCount(0);
    // the points of sale offered are Shell's own (partner 1: P001-…), none of OMV's (P002-…)
    await dialog.getByRole('combobox', { name: 'Търговски обекти' }).click();
    await expect(page.getByRole('option', { name: /^P001-01 / })).toBeVisible();
    await expect(page.getByRole('option', { name: /^P002-/ })).toHaveCount(0);
  });

  test('requests sent by hand are refused in bg and en and change nothing', async ({ request }) => {
    const token = await tokenOf(request, 'partneradmin');
    const headers = (lang: string) => ({
      authorization: `Bearer ${token}`,
      'accept-language': lang,
    });
    const username = `x.acc.${Date.now().toString(36)}`;
    const body = {
      username,
      email: `${username}@example.bg`,
      password: 'Staff2026x',
      firstName: 'X',
      lastName: 'Y',
      roles: ['ROLE_ACCOUNTANT'],
    };
    const bg = await request.post('/api/user/register', { headers: headers('bg'), data: body });
    expect(bg.status()).toBe(403);
    expect(((await bg.json()) as { message: string }).message).toBe(
      'Не можете да присвоите ролята ROLE_ACCOUNTANT',
    );
    const en = await request.post('/api/user/register', { headers: headers('en'), data: body });
    expect(((await en.json()) as { message: string }).message).toBe(
      'You cannot assign the role ROLE_ACCOUNTANT',
    );
    const admin = await tokenOf(request, 'admin');
    const found = await request.get(`/api/user/all?q=${encodeURIComponent(username)}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(((await found.json()) as { total: number }).total).toBe(0);

    const omvPos = await request.get('/api/pos/2/all', {
      headers: { authorization: `Bearer ${admin}` },
    });
    const [first] = (await omvPos.json()) as { id: number }[];
    const cashier = (
      (await (
        await request.get('/api/user/all?q=cashier', {
          headers: { authorization: `Bearer ${admin}` },
        })
      ).json()) as { items: { id: number; username: string; posIds: number[] }[] }
    ).items.find((u) => u.username === 'cashier')!;
    for (const who of [token, admin]) {
      const give = await request.post('/api/user/update/admin', {
        headers: { authorization: `Bearer ${who}`, 'accept-language': 'en' },
        data: { id: cashier.id, posIds: [...cashier.posIds, first!.id] },
      });
      expect(give.status()).toBe(403);
      expect(((await give.json()) as { message: string }).message).toBe(
        `The point of sale ${first!.id} belongs to another partner than the user's.`,
      );
    }
  });
});
