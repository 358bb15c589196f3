import type { Lang } from '@toll/domain/languages';
import type { PurchasePaymentResponse, Sale, VignetteDraft } from '@toll/contract/sales';
import { gatewayAmount } from '../modules/payments/gateway/borica-protocol';
import type { GatewayFields } from '../modules/payments/gateway/borica-protocol';
import type { CraftedGateway } from './crafted-gateway';
import type { TestApp } from './test-app';

/** Helpers for API tests of sales (not shipped: only tests import this file). */
export const consents = { terms: true, noRefund: true };

export async function purchase(
  t: TestApp,
  vignettes: VignetteDraft[],
  extra: { email?: string; headers?: Record<string, string>; lang?: Lang } = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/purchasePayment?browser-language=${extra.lang ?? 'bg'}`,
    headers: extra.headers,
    payload: { vignettes, email: extra.email ?? 'buyer@example.bg', consents },
  });
  if (response.statusCode !== 200)
    throw new Error(`purchase failed ${response.statusCode}: ${response.body}`);
  return response.json<PurchasePaymentResponse>();
}

/** The gateway's verdict on a purchase form, as it would post it back. */
export function resultFor(
  gateway: CraftedGateway,
  form: PurchasePaymentResponse,
  codes: { ACTION: string; RC: string },
  options: { forged?: boolean; amount?: string } = {},
): GatewayFields {
  return gateway.respond(
    {
      ORDER: form.payment.fields.ORDER!,
      NONCE: form.payment.fields.NONCE!,
      AMOUNT: options.amount ?? gatewayAmount(form.total.price.minor),
      ...codes,
    },
    options,
  );
}

export async function postResult(t: TestApp, fields: GatewayFields) {
  const body = new URLSearchParams(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/borica/return',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });
}

export async function getSale(t: TestApp, transId: string, lang: Lang = 'en') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/sale?trans_id=${transId}&browser-language=${lang}`,
  });
  return response.json<Sale>();
}

export const APPROVED = { ACTION: '0', RC: '00' };
export const DECLINED = { ACTION: '2', RC: '05' };
export const DUPLICATE = { ACTION: '1', RC: '-21' };
