import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Lang } from '@toll/domain/languages';

// Paying through the card-gateway sandbox that the server under test serves (the real signed
// protocol, the real pages), for tests that need a sale in a given state without driving the
// wizard each time: the sale is ordered through the API, and the browser posts its gateway form
// and goes through the sandbox's pages like a buyer.

export type GatewayForm = { action: string; method: 'POST'; fields: Record<string, string> };
export type Ordered = { transId: string; orderNumber: string; payment: GatewayForm };

/** A unique plate per call (tests and their retries share one server). */
export function uniquePlate(prefix: string): string {
  return `${prefix}${String(Date.now() % 10_000).padStart(4, '0')}${String.fromCharCode(65 + Math.floor(Math.random() * 26))}${String.fromCharCode(65 + Math.floor(Math.random() * 26))}`;
}

export async function orderVignettes(
  request: APIRequestContext,
  lpns: { lpn: string; productId?: string }[],
  email: string,
  lang: Lang = 'en',
): Promise<Ordered> {
  const response = await request.post(`/api/purchasePayment?browser-language=${lang}`, {
    data: {
      vignettes: lpns.map((v) => ({
        productId: v.productId ?? 'car-annual',
        countryCode: 'BG',
        lpn: v.lpn,
      })),
      email,
      consents: { terms: true, noRefund: true },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Ordered;
}

/** Posts the signed form from a page of our site, as the cart does, and waits for the card page. */
export async function openGateway(page: Page, form: GatewayForm): Promise<void> {
  await page.evaluate((gateway) => {
    const element = document.createElement('form');
    element.method = 'POST';
    element.action = gateway.action;
    for (const [name, value] of Object.entries(gateway.fields)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      element.append(input);
    }
    document.body.append(element);
    element.submit();
  }, form);
  await expect(page.getByText('TEST GATEWAY — no real money')).toBeVisible({ timeout: 30_000 });
}

export type Buyer = { card?: 'visa' | 'other'; otp?: string; outcome?: 'duplicate' };

/** The buyer on the sandbox's card page and its 3-D Secure page. */
export async function payOnGateway(page: Page, buyer: Buyer = {}): Promise<void> {
  if (buyer.card === 'other') {
    await page.getByRole('radio', { name: /Another card/ }).check();
    await page.getByRole('textbox', { name: 'Number of the other card' }).fill('4000000000000002');
  }
  if (buyer.outcome === 'duplicate') await page.getByRole('radio', { name: /^Duplicate/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('textbox', { name: 'One-time code' }).fill(buyer.otp ?? '111111');
  await page.getByRole('button', { name: 'Confirm' }).click();
}
