import type { Session, SessionUser } from '../api/session/session-store';

export const demoUser: SessionUser = {
  id: 7,
  username: 'ivan.petrov',
  email: 'ivan@example.bg',
  firstName: 'Иван',
  lastName: 'Петров',
  lang: 'bg',
  status: 'ACTIVE',
  roles: [{ code: 'ROLE_USERS' }],
  posIds: [],
  partnerId: null,
  customerId: null,
  createdAt: '2026-01-05T10:00:00.000Z',
};

export function session(token: string, refreshToken = `r-${token}`): Session {
  return { token, refreshToken, user: demoUser };
}
