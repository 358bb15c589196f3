import {
  purchasePaymentResponseSchema,
  type PurchasePaymentRequest,
  type PurchasePaymentResponse,
} from '@toll/contract/sales';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';

/**
 * POST /api/purchasePayment: the sale of the cart's drafts, priced and checked by the server, and
 * the signed form to post to the card gateway. 400 names fields (`vignettes.1.lpn`, `email`,
 * `consents.terms`), 409 `vignette.alreadyExists` names `vignettes.N`, 503 while sales are paused.
 */
export function purchasePayment(
  lang: Lang,
  body: PurchasePaymentRequest,
): Promise<PurchasePaymentResponse> {
  return api.post('/purchasePayment', {
    lang,
    body,
    parse: (json) => purchasePaymentResponseSchema.parse(json),
  });
}
