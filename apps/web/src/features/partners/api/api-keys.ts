import { issuedApiKeySchema, revokedApiKeySchema } from '@toll/contract/partners';
import type { Lang } from '@toll/domain/languages';
import { apiRequest } from '../../../api/client';

/** POST /api/partners/apis: a new key; the answer carries the key itself, this once. */
export function issueApiKey(lang: Lang, partnerId: number, name: string) {
  return apiRequest('/partners/apis', {
    lang,
    method: 'POST',
    body: { partnerId, name },
    parse: (json) => issuedApiKeySchema.parse(json),
  });
}

/** DELETE /api/partners/apis/{keyId}: the key stops working at once. */
export function revokeApiKey(lang: Lang, keyId: number) {
  return apiRequest(`/partners/apis/${keyId}`, {
    lang,
    method: 'DELETE',
    parse: (json) => revokedApiKeySchema.parse(json),
  });
}
