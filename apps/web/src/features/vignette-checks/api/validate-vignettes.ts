import { validateResponseSchema, type ValidateResponse } from '@toll/contract/public-check';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';

export type ValidateQuery =
  | { countryCode: string; lpn: string; recaptchaCode: string }
  | { vignetteNumber: string; recaptchaCode: string };

/** GET /api/vignette/validateapi/: a vehicle's vignettes (country and plate) or one by its number. */
export function validateVignettes(
  lang: Lang,
  query: ValidateQuery,
  signal?: AbortSignal,
): Promise<ValidateResponse> {
  return api.get('/vignette/validateapi/', {
    lang,
    query,
    signal,
    auth: 'none',
    parse: (json) => validateResponseSchema.parse(json),
  });
}
