import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

// Issue #18 "Done when": a script with the demo reseller key buys a vignette twice with the same
// Idempotency-Key and gets one sale. The README's own script runs against the server under test;
// the sales inquiry (as the admin) then finds exactly one sale for its plate.

const run = promisify(execFile);
const script = fileURLToPath(new URL('../../scripts/reseller-demo.mjs', import.meta.url));

test('the demo reseller buys twice with one idempotency key and gets one sale', async ({
  request,
  baseURL,
}) => {
  const { stdout } = await run(process.execPath, [script, baseURL!], { timeout: 60_000 });
  expect(stdout).toContain('replayed: true');
  expect(stdout).toContain('one sale: OK');
  const plate = /quote for (\S+):/.exec(stdout)?.[1];
  expect(plate).toBeTruthy();

  const login = await request.post('/api/user/authenticate', {
    data: { userName: 'admin', password: 'Demo2026' },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const found = await request.get(`/api/sales/inquiry?f_plate=${plate}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(found.status()).toBe(200);
  const page = (await found.json()) as {
    total: number;
    items: { paymentMethod: string; channel: string; partnerName: string | null }[];
  };
  expect(page.total).toBe(1);
  expect(page.items[0]).toMatchObject({ paymentMethod: 'ACCOUNT', channel: 'partner' });
  expect(page.items[0]!.partnerName).toBeTruthy();
});
