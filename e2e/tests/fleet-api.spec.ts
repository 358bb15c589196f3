import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support/page-checks';

// The fleet API page (issue #36), as the demo customer on a desktop and on a phone: a key made,
// shown once and used with curl's headers, its call listed, rotated and revoked; a webhook
// endpoint (a local receiver) registered, its secret shown once, a test event delivered and its
// delivery listed with the receiver's answer.

let receiver: Server;
let receiverUrl = '';
const received: string[] = [];

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push(`${String(req.headers['webhook-id'])} ${body}`);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
test.afterAll(() => receiver.close());

async function signIn(page: Page, lang: 'bg' | 'en') {
  await openPage(page, '/en/account/fleet-api');
  await page.getByRole('textbox', { name: 'Username or e-mail' }).fill('customer');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fleet API' })).toBeVisible();
  if (lang === 'bg') {
    await openPage(page, '/bg/account/fleet-api');
    await expect(page.getByRole('heading', { level: 1, name: 'API за автопарка' })).toBeVisible();
  }
}

test('on a desktop: a key made, used, rotated and revoked; a webhook delivered', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'en');
  const keys = page.getByRole('region', { name: 'API keys' });
  await keys.getByRole('textbox', { name: 'Name' }).fill('Dispatch');
  await keys.getByRole('combobox', { name: 'Rights' }).selectOption('READ');
  await keys.getByRole('button', { name: 'Create key' }).click();
  const shown = keys.getByTestId('shown-once');
  await expect(shown).toHaveText(/^fleet_[A-Za-z0-9_-]{43}$/);
  const key = (await shown.textContent())!.trim();

  const res = await request.get('/api/fleet/v1/contracts', { headers: { 'X-Api-Key': key } });
  expect(res.status()).toBe(200);
  expect(((await res.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);

  await page.reload();
  const row = keys.getByRole('row', { name: /Dispatch/ });
  await row.getByRole('button', { name: 'Calls' }).click();
  await expect(keys.getByRole('table', { name: 'Latest calls with the key' })).toContainText(
    'GET /api/fleet/v1/contracts',
  );
  await row.getByRole('button', { name: 'Rotate' }).click();
  await expect(keys.getByTestId('shown-once')).not.toHaveText(key);
  expect(
    (await request.get('/api/fleet/v1/contracts', { headers: { 'X-Api-Key': key } })).status(),
  ).toBe(401);
  await keys
    .getByRole('row', { name: /Dispatch.*Active/ })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(
    keys.getByRole('row', { name: /Dispatch/ }).filter({ hasText: 'Active' }),
  ).toHaveCount(0);

  const hooks = page.getByRole('region', { name: 'Webhooks' });
  // plain http beyond localhost: the server's refusal is shown on the address field
  const address = hooks.getByRole('textbox', { name: 'Address (URL)' });
  await address.fill('http://example.com/hook');
  await hooks.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await address.fill(receiverUrl);
  await hooks.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(hooks.getByTestId('shown-once')).toHaveText(/^whsec_/);
  const endpoint = hooks.getByRole('article', { name: receiverUrl });
  await endpoint.getByRole('button', { name: 'Send test event' }).click();
  await expect(endpoint.getByRole('table', { name: 'Deliveries' })).toContainText('Delivered', {
    timeout: 20_000,
  });
  await expect(endpoint.getByRole('table', { name: 'Deliveries' })).toContainText('webhook.test');
  expect(received.some((r) => r.includes('"type":"webhook.test"'))).toBe(true);
});

test('on a phone, in Bulgarian: the keys and webhooks read without sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'bg');
  await expect(page.getByRole('region', { name: 'API ключове' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Уебхукове' })).toBeVisible();
  await expect(page.getByRole('article', { name: receiverUrl })).toBeVisible();
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(wide).toBeLessThanOrEqual(0);
});
