import type { z } from 'zod';
import type { adminUpdateUserBodySchema } from '@toll/contract/identity';
import { userDetailsSchema, type UserDetails } from '@toll/contract/identity';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';

export type AdminUserChanges = z.input<typeof adminUpdateUserBodySchema>;

/** POST /api/user/update/admin: a user's data, roles and points of sale. */
export function updateUserAdmin(lang: Lang, body: AdminUserChanges): Promise<UserDetails> {
  return api.post('/user/update/admin', {
    lang,
    body,
    parse: (json) => userDetailsSchema.parse(json),
  });
}
