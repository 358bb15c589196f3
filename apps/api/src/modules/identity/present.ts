import type { UserDetails } from '@toll/contract/identity';
import type { Lang } from '@toll/domain/languages';
import type { UserWithAccess } from './repo';

export function toUserDetails(user: UserWithAccess): UserDetails {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    lang: user.lang as Lang,
    status: user.status as UserDetails['status'],
    roles: user.roles.map((code) => ({ code })),
    posIds: user.posIds,
    partnerId: user.partnerId,
    customerId: user.customerId,
    createdAt: user.createdAt.toISOString(),
  };
}
