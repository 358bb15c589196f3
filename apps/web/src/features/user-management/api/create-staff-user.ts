import { userDetailsSchema, type RegisterBody, type UserDetails } from '@toll/contract/identity';
import type { Lang } from '@toll/domain/languages';
import { apiRequest } from '../../../api/client';

export type StaffUser = Omit<RegisterBody, 'recaptchaCode'>;

/** POST /api/user/register with roles, points of sale and partner: a staff user, active at once. */
export function createStaffUser(lang: Lang, body: StaffUser): Promise<UserDetails> {
  return apiRequest('/user/register', {
    lang,
    method: 'POST',
    body,
    parse: (json) => userDetailsSchema.parse(json),
  });
}
