import { tokenResponseSchema } from '@toll/contract/identity';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';
import type { Session } from '../../../api/session/session-store';

export type Credentials = { userName: string; password: string; rememberMe?: boolean };

/** POST /api/user/authenticate: the access token, the refresh token and the user. */
export async function authenticate(lang: Lang, credentials: Credentials): Promise<Session> {
  const answer = await api.post('/user/authenticate', {
    lang,
    body: credentials,
    auth: 'none',
    parse: (json) => tokenResponseSchema.parse(json),
  });
  return { token: answer.token, refreshToken: answer.refreshToken, user: answer.user };
}
