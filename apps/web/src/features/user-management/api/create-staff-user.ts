import { userDetailsSchema, type RegisterBody, type UserDetails } from '@toll/contract/identity';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';

export type StaffUser = Omit<RegisterBody, 'recaptchaCode'>;

/** POST /api/user/register with roles, points of sale and partner: a staff user, active at once. */
export function createStaffUser(lang: Lang, body: StaffUser): Promise<UserDetails> {
  return api.post('/user/register', {
    lang,
    body,
    parse: (json) => userDetailsSchema.parse(json),
  });
}
