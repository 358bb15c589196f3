import {
  counterQuoteSchema,
  counterSaleResponseSchema,
  type CounterQuote,
  type CounterQuoteInput,
  type CounterPaymentMethod,
  type CounterSaleInput,
  type CounterSaleResponse,
} from '@toll/contract/counter-sales';
import type { Lang } from '@toll/domain/languages';
import { api, type ApiBody } from '../../api/typed-client';
import type { Cart } from '../../purchase/cart-model';
import { cartDrafts } from '../../purchase/cart-drafts';

/** POST /counter-sales: a sale at the counter (cash issued at once, or a card order). */
export const sellAtCounter = (lang: Lang, body: CounterSaleInput): Promise<CounterSaleResponse> =>
  api.post('/counter-sales', {
    lang,
    // the contract's posId is id text coerced to a number (unknown before parsing)
    body: body as ApiBody<'/counter-sales', 'post'>,
    parse: (json) => counterSaleResponseSchema.parse(json),
  });

/** POST /counter-sales/{id}/cash: an unpaid card order taken in cash instead (within 30 minutes). */
export const payOrderInCash = (lang: Lang, saleId: string): Promise<CounterSaleResponse> =>
  api.post('/counter-sales/{id}/cash', {
    params: { id: saleId },
    lang,
    body: {},
    parse: (json) => counterSaleResponseSchema.parse(json),
  });

/** A counter order given up (the buyer left): it expires now and frees its vehicles. */
export const cancelCounterOrder = (lang: Lang, saleId: string): Promise<CounterSaleResponse> =>
  api.post('/counter-sales/{id}/cancel', {
    params: { id: saleId },
    lang,
    body: {},
    parse: (json) => counterSaleResponseSchema.parse(json),
  });

/**
 * The order a counter cart makes (without its key): its vignettes and route passes with the
 * vehicle entered for each, at the POS, paid this way; the e-mail only when given.
 */
export function counterOrder(
  cart: Cart,
  posId: number,
  paymentMethod: CounterPaymentMethod,
  email: string,
): Omit<CounterSaleInput, 'orderKey'> {
  const trimmed = email.trim();
  return {
    posId,
    paymentMethod,
    vignettes: cartDrafts(cart),
    routePasses: cart.routePasses.map((pass) => ({
      request: pass.request,
      countryCode: pass.countryCode ?? '',
      lpn: pass.lpn ?? '',
    })),
    ...(trimmed ? { email: trimmed } : {}),
  };
}

/** POST /counter-sales/quote: what an order would cost now, by the sale's own checks. */
export const quoteAtCounter = (lang: Lang, body: CounterQuoteInput): Promise<CounterQuote> =>
  api.post('/counter-sales/quote', {
    lang,
    body,
    parse: (json) => counterQuoteSchema.parse(json),
  });
