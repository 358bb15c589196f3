import type { Currency } from '@toll/domain/money';
import { newNonce } from '../payments/gateway/borica-protocol';
import type { CardGateway } from '../payments/gateway/card-gateway';
import { STATUS_FINAL_AFTER_MS } from './payment-results';
import { nextOrderCode } from './repo';

/** How long a gateway ORDER stays the sale's (the gateway keeps it unique for 24 hours). */
export const ORDER_REUSE_MS = 24 * 60 * 60_000;

/**
 * A sale's first card-payment attempt at the gateway, for the site's orders and the counter's
 * alike: a new ORDER and nonce, the ORDER reusable for 24 hours, and the status checked once the
 * gateway's answer is final if no result came back by then.
 */
export function firstCardAttempt(
  gateway: Pick<CardGateway, 'kind' | 'terminal'>,
  amountMinor: number,
  currency: Currency,
  now: Date,
) {
  return {
    gateway: gateway.kind,
    terminal: gateway.terminal,
    orderCode: nextOrderCode(),
    nonce: newNonce(),
    amountMinor,
    currency,
    createdAt: now,
    orderReusableAt: new Date(now.getTime() + ORDER_REUSE_MS),
    statusCheckAt: new Date(now.getTime() + STATUS_FINAL_AFTER_MS),
  };
}
