import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../api/client';
import { useLang } from '../../../i18n/use-lang';
import { getCaptchaChallenge } from '../api/get-captcha-challenge';
import { solveCaptcha } from '../solve-captcha';
import { captchaPayload } from '../solve-altcha';

export type CaptchaState = { solving: boolean; share: number };

/**
 * The "not a robot" check of the public forms: `solve()` fetches a challenge, finds its proof of
 * work and resolves the payload to send as `recaptchaCode`. Each payload works once, so every
 * submission solves a fresh challenge. Rejects with an ApiRequestError carrying a message to show.
 */
export function useCaptcha() {
  const { t } = useTranslation();
  const lang = useLang();
  const [state, setState] = useState<CaptchaState>({ solving: false, share: 0 });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const solve = useCallback(async (): Promise<string> => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ solving: true, share: 0 });
    try {
      const challenge = await getCaptchaChallenge(lang);
      const onProgress = (share: number) => setState({ solving: true, share });
      const number = await solveCaptcha(challenge, onProgress, current.signal);
      if (number === null) throw new ApiRequestError(t('captcha.failed'), 0);
      return captchaPayload(challenge, number);
    } finally {
      setState({ solving: false, share: 0 });
    }
  }, [lang, t]);

  return { ...state, solve };
}
