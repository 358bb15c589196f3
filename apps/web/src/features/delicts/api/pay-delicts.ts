import { purchasePaymentResponseSchema, type PurchasePaymentResponse } from '@toll/contract/sales';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';

export type DelictPayment = {
  delicts: { documentNumber: string; ownerId: string }[];
  email: string;
  consents: { terms: boolean; noRefund: boolean; wrongPlate: boolean };
};

/** POST /api/purchasePayment with delicts only: the sale and the signed card-gateway form. */
export function payDelicts(lang: Lang, payment: DelictPayment): Promise<PurchasePaymentResponse> {
  return api.post('/purchasePayment', {
    lang,
    body: { vignettes: [], routePasses: [], ...payment },
    parse: (json) => purchasePaymentResponseSchema.parse(json),
  });
}
