import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';
import type { AltchaChallenge } from '../solve-altcha';

/** GET /api/captcha/challenge: a fresh signed ALTCHA challenge (valid for 10 minutes, used once). */
export async function getCaptchaChallenge(lang: Lang): Promise<AltchaChallenge> {
  const { captchaChallengeSchema } = await import('@toll/contract/identity');
  return api.get('/captcha/challenge', {
    lang,
    auth: 'none',
    parse: (json) => captchaChallengeSchema.parse(json),
  });
}
