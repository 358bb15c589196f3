import { issuedApiKeySchema, revokedApiKeySchema } from '@toll/contract/partners';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';

/** POST /api/partners/apis: a new key; the answer carries the key itself, this once. */
export function issueApiKey(lang: Lang, partnerId: number, name: string) {
  return api.post('/partners/apis', {
    lang,
    body: { partnerId, name },
    parse: (json) => issuedApiKeySchema.parse(json),
  });
}

/** DELETE /api/partners/apis/{keyId}: the key stops working at once. */
export function revokeApiKey(lang: Lang, keyId: number) {
  return api.delete('/partners/apis/{keyId}', {
    params: { keyId },
    lang,
    parse: (json) => revokedApiKeySchema.parse(json),
  });
}
