import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { waitForMail } from './support/mailbox';
import { openOfficeAs } from './support/office';

// Issue #21 item 2: mass mailing in the built office. The admin composes a message in bg and en to
// listed e-mails (a bad address is refused first, §5), mails a test to one address, sends after the
// confirmation, and reads the per-recipient log; the mail lands in the local capture.

test('an admin sends a test, then the mass mail, and reads the per-recipient log', async ({
  page,
}) => {
  const run = randomUUID().slice(0, 8);
  const first = `mm-a-${run}@example.bg`;
  const second = `mm-b-${run}@example.bg`;
  const tester = `mm-test-${run}@example.bg`;
  const subjectBg = `Ремонт ${run}`;

  await openOfficeAs(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Меню на бек офиса' })
    .getByRole('link', { name: 'Масови съобщения' })
    .click();
  await expect(page).toHaveURL(/\/office\/bg\/mass-mailing/);
  await expect(page.getByRole('heading', { level: 1, name: 'Масови съобщения' })).toBeVisible();

  await page.getByRole('button', { name: 'Ново съобщение' }).click();
  const compose = page.getByRole('dialog', { name: 'Ново масово съобщение' });
  await compose.getByLabel('Тема (на български)').fill(subjectBg);
  await compose.getByLabel('Тема (на английски)').fill(`Works ${run}`);
  await compose
    .getByLabel('Съобщение (на български)')
    .fill('Уважаеми клиенти,\n\nот 1 декември има ремонт.');
  await compose
    .getByLabel('Съобщение (на английски)')
    .fill('Dear customers,\n\nworks start on 1 December.');
  await compose.getByRole('radio', { name: 'Изброени имейли' }).check();
  const emails = compose.getByRole('textbox', { name: 'Имейли', exact: true });
  await emails.fill(`${first}, bad@`);
  await compose.getByRole('button', { name: 'Запази чернова' }).click();
  await expect(compose.getByText('Невалиден имейл адрес: bad@')).toBeVisible();
  await emails.fill(`${first}, ${second}, ${first.toUpperCase()}`);
  await compose.getByRole('button', { name: 'Запази чернова' }).click();
  await expect(compose).toBeHidden();

  const detail = page.getByRole('heading', { level: 2, name: subjectBg });
  await expect(detail).toBeVisible();
  // §3: the test e-mail first; "send" waits for it
  const sendButton = page.getByRole('button', { name: 'Изпрати', exact: true });
  await expect(sendButton).toBeDisabled();
  await expect(page.getByText('Изпратете първо тестово писмо и го проверете')).toBeVisible();
  await page.getByLabel('Тестов имейл').fill(tester);
  await page.getByRole('button', { name: 'Изпрати тест' }).click();
  await expect(page.getByText(`Изпратено е тестово писмо до ${tester}`)).toBeVisible();
  const test = await waitForMail(tester, 45_000);
  expect(test.subject).toMatch(/^\[(ТЕСТ|TEST)\] /);

  await expect(sendButton).toBeEnabled();
  await sendButton.click();
  const confirm = page.getByRole('dialog', { name: 'Да се изпрати ли масовото съобщение?' });
  await confirm.getByRole('button', { name: 'Да' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('В опашката за 2 получатели')).toBeVisible();

  const mail = await waitForMail(first, 45_000);
  expect(mail.subject).toBe(subjectBg);
  expect(mail.text).toContain('/bg/unsubscribe');
  await waitForMail(second, 45_000);

  const log = page.getByRole('table', { name: 'Получатели' });
  await expect(log.getByRole('row', { name: new RegExp(first) })).toContainText('Изпратено', {
    timeout: 45_000,
  });
  await expect(log.getByRole('row', { name: new RegExp(second) })).toContainText('Изпратено');
  await expect(log.getByRole('row')).toHaveCount(3); // the header and one row per address
  await page.getByRole('combobox', { name: 'Статус' }).selectOption('FAILED');
  await expect(log.getByRole('row', { name: new RegExp(first) })).toHaveCount(0);
  await expect(page.getByText('Няма резултати')).toBeVisible();
});
