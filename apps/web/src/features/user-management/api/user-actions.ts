import { messageResponseSchema, userDetailsSchema } from '@toll/contract/identity';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';

/** What a user manager does to an account after confirming it (spec §4, §6). */
export type UserAction = 'activate' | 'decommission' | 'delete';

/**
 * POST /api/user/activate/{id}, DELETE /api/user/decommission/{id}, DELETE /api/user/delete/{id}:
 * resolves the server's confirmation, in the caller's language where it gives one.
 */
export async function runUserAction(
  lang: Lang,
  action: UserAction,
  id: number,
): Promise<string | null> {
  if (action === 'activate') {
    await api.post('/user/activate/{id}', {
      params: { id },
      lang,
      parse: (json) => userDetailsSchema.parse(json),
    });
    return null;
  }
  const path = action === 'decommission' ? '/user/decommission/{id}' : '/user/delete/{id}';
  const answer = await api.delete(path, {
    params: { id },
    lang,
    parse: (json) => messageResponseSchema.parse(json),
  });
  return answer.message;
}
