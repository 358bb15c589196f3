import { useQuery } from '@tanstack/react-query';
import { confirmResponseSchema } from '@toll/contract/identity';
import type { Lang } from '@toll/domain/languages';
import { ApiRequestError } from '../../../api/client';
import { api } from '../../../api/typed-client';
import { useLang } from '../../../i18n/use-lang';

/** The three outcomes of an activation link (spec §8), and the server's words for the last. */
export type ConfirmOutcome =
  | { kind: 'activated' }
  | { kind: 'already-activated' }
  | { kind: 'unsuccessful'; message: string | null };

/** GET /api/user/confirm?token=: 200 activated, 409 already activated, anything else unsuccessful. */
export async function confirmUser(lang: Lang, token: string): Promise<ConfirmOutcome> {
  try {
    await api.get('/user/confirm', {
      lang,
      query: { token },
      auth: 'none',
      parse: (json) => confirmResponseSchema.parse(json),
    });
    return { kind: 'activated' };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409)
      return { kind: 'already-activated' };
    const known = error instanceof ApiRequestError && error.status === 400;
    return {
      kind: 'unsuccessful',
      message: known || !(error instanceof Error) ? null : error.message,
    };
  }
}

/** Activates once per page view: the answer is kept, so a re-render never asks twice. */
export function useConfirmUser(token: string | null) {
  const lang = useLang();
  return useQuery({
    queryKey: ['user', 'confirm', token],
    queryFn: () =>
      token
        ? confirmUser(lang, token)
        : Promise.resolve<ConfirmOutcome>({ kind: 'unsuccessful', message: null }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
