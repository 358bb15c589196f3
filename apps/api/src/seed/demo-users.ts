import type { Role } from '@toll/domain/roles';
import { hashPassword } from '../platform/auth/passwords';
import { insertUser, replacePointsOfSale, replaceRoles } from '../modules/identity/repo';
import type { SeedStep } from './run-seeds';

/** Every demo account signs in with this password (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Demo2026';

type DemoUser = {
  username: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  partnerId?: number;
  posIds?: number[];
  customerId?: string;
  lang?: 'bg' | 'en';
};

export const DEMO_USERS: readonly DemoUser[] = [
  { username: 'admin', firstName: 'Мария', lastName: 'Иванова', roles: ['ROLE_ADMIN'] },
  { username: 'concord', firstName: 'Петър', lastName: 'Стоянов', roles: ['ROLE_CONCORD_ADMIN'] },
  { username: 'tolladmin', firstName: 'Никола', lastName: 'Димитров', roles: ['ROLE_TOLL_ADMIN'] },
  { username: 'accountant', firstName: 'Елена', lastName: 'Георгиева', roles: ['ROLE_ACCOUNTANT'] },
  {
    username: 'partneradmin',
    firstName: 'Георги',
    lastName: 'Николов',
    roles: ['ROLE_PARTNER_ADMIN'],
    partnerId: 1,
  },
  {
    username: 'cashier',
    firstName: 'Десислава',
    lastName: 'Петрова',
    roles: ['ROLE_VIGNETTE_USER', 'ROLE_ROUTE_PASS_USER'],
    partnerId: 1,
    posIds: [1],
  },
  { username: 'delicts', firstName: 'Стефан', lastName: 'Костов', roles: ['ROLE_DELICTS_READ'] },
  {
    username: 'warehouse',
    firstName: 'Иван',
    lastName: 'Тодоров',
    roles: ['ROLE_CENTRAL_WAREHOUSE_ADMIN', 'ROLE_OBU_WRITE'],
  },
  {
    username: 'customer',
    firstName: 'Димитър',
    lastName: 'Александров',
    roles: ['ROLE_USERS'],
    customerId: 'C-100001',
  },
  { username: 'driver', firstName: 'Anna', lastName: 'Schmidt', roles: ['ROLE_USERS'], lang: 'en' },
];

/**
 * Added after the first demo users (a database seeded before gets them at its next start): the
 * delict clerk takes violation fees at the counter of partner 1's POS 2 (not in shifts).
 */
export const LATER_DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'delictclerk',
    firstName: 'Валентина',
    lastName: 'Маринова',
    roles: ['ROLE_DELICT_USER'],
    partnerId: 1,
    posIds: [2],
  },
];

async function insertDemoUsers(tx: Parameters<SeedStep['run']>[0], list: readonly DemoUser[]) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const demo of list) {
    const user = await insertUser(tx, {
      username: demo.username,
      email: `${demo.username}@demo.bgtoll.bg`,
      passwordHash,
      firstName: demo.firstName,
      lastName: demo.lastName,
      lang: demo.lang ?? 'bg',
      status: 'ACTIVE',
      activatedAt: new Date(),
      partnerId: demo.partnerId ?? null,
      customerId: demo.customerId ?? null,
    });
    await replaceRoles(tx, user.id, demo.roles);
    await replacePointsOfSale(tx, user.id, demo.posIds ?? []);
  }
}

export const demoLaterUsersStep: SeedStep = {
  name: 'demo-users-v2',
  run: (tx) => insertDemoUsers(tx, LATER_DEMO_USERS),
};

export const demoUsersStep: SeedStep = {
  name: 'demo-users-v1',
  run: (tx) => insertDemoUsers(tx, DEMO_USERS),
};
