import {
  plateCorrectionQuoteSchema,
  type PlateCorrectionQuote,
  type PlateCorrectionRequest,
} from '@toll/contract/plate-corrections';
import { purchasePaymentResponseSchema, type PurchasePaymentResponse } from '@toll/contract/sales';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';

/** POST /api/vignette/plate-correction/check: the correction as it would be made now, and its fee. */
export function checkPlateCorrection(
  lang: Lang,
  body: PlateCorrectionRequest,
  recaptchaCode: string,
): Promise<PlateCorrectionQuote> {
  return api.post('/vignette/plate-correction/check', {
    lang,
    query: { recaptchaCode },
    body,
    auth: 'none',
    parse: (json) => plateCorrectionQuoteSchema.parse(json),
  });
}

/** POST /api/vignette/plate-correction: the fee's sale and the card gateway's form. */
export function orderPlateCorrection(
  lang: Lang,
  body: PlateCorrectionRequest & { consents: { terms: boolean; noRefund: boolean } },
): Promise<PurchasePaymentResponse> {
  return api.post('/vignette/plate-correction', {
    lang,
    body,
    parse: (json) => purchasePaymentResponseSchema.parse(json),
  });
}
