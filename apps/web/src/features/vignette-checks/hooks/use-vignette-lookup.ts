import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLang } from '../../../i18n/use-lang';
import { useCaptcha } from '../../captcha';
import { validateVignettes } from '../api/validate-vignettes';
import type { Lookup } from '../model/lookup-schemas';

/**
 * The check page's look-up: each submission (even of the same vehicle) asks the server again with
 * a fresh captcha. The answer is keyed by the language too, so switching the page's language asks
 * again and the vehicle category and period follow the page's language.
 */
export function useVignetteLookup() {
  const lang = useLang();
  const captcha = useCaptcha();
  const [submitted, setSubmitted] = useState<{ lookup: Lookup; seq: number } | null>(null);
  const { solve } = captcha;
  const result = useQuery({
    queryKey: ['vignette-check', lang, submitted],
    queryFn: async ({ signal }) => {
      const lookup = submitted!.lookup;
      const recaptchaCode = await solve();
      const query =
        lookup.by === 'plate'
          ? { countryCode: lookup.countryCode.toUpperCase(), lpn: lookup.lpn, recaptchaCode }
          : { vignetteNumber: lookup.vignetteNumber, recaptchaCode };
      return validateVignettes(lang, query, signal);
    },
    enabled: submitted !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const search = useCallback(
    (lookup: Lookup) => setSubmitted((current) => ({ lookup, seq: (current?.seq ?? 0) + 1 })),
    [],
  );
  return { lookup: submitted?.lookup ?? null, result, captcha, search };
}
