import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type {
  adminUpdateUserBodySchema,
  RegisterBody,
  UserDetails,
  userListQuerySchema,
} from '@toll/contract/identity';
import { assignableRoles, checkRoleAssignment } from '@toll/domain/role-assignment';
import { isAllowed, ROLES, roleRank, type Role } from '@toll/domain/roles';
import { audit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/access-control';
import { hashPassword } from '../../platform/auth/passwords';
import type { Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { erasePersonalData } from './account-service';
import type { IdentityDeps } from './identity-deps';
import { toUserDetails } from './present';
import * as repo from './repo';
import { revokeUserSessions } from './sessions-repo';

/** Every point of sale named must exist (the foreign key would refuse it with a 500). */
async function assertPointsOfSale(db: Executor, posIds: readonly number[]): Promise<void> {
  const [unknown] = await repo.unknownPointsOfSale(db, posIds);
  if (unknown !== undefined)
    throw new AppError(400, {
      code: 'user.unknownPos',
      params: { posId: unknown },
      field: 'posIds',
    });
}

type AdminUpdate = z.infer<typeof adminUpdateUserBodySchema>;
type ListQuery = z.infer<typeof userListQuerySchema>;

/** Administrators manage everyone; a partner administrator only the users of their own partner. */
function managesAll(principal: Principal): boolean {
  return isAllowed(principal, 'ROLE_ADMIN');
}

function assertManages(principal: Principal, target: repo.UserRow) {
  if (managesAll(principal)) return;
  if (principal.partnerId === null || target.partnerId !== principal.partnerId) {
    throw new AppError(403, { code: 'user.outsidePartner' });
  }
}

function assertAssignable(principal: Principal, roles: readonly Role[]) {
  const check = checkRoleAssignment(principal, roles);
  if (!check.ok)
    throw new AppError(403, { code: check.code, params: check.params, field: 'roles' });
}

export function createAdminService(deps: IdentityDeps) {
  async function load(
    db: Executor,
    principal: Principal,
    id: number,
    allowSelf = true,
  ): Promise<repo.UserWithAccess> {
    const user = await repo.findUserById(db, id);
    if (!user) throw new AppError(404, { code: 'user.notFound' });
    assertManages(principal, user);
    if (!allowSelf && user.id === principal.id)
      throw new AppError(409, { code: 'user.cannotChangeSelf' });
    return (await repo.withAccess(db, [user]))[0]!;
  }

  async function reload(db: Executor, id: number): Promise<UserDetails> {
    const user = await repo.findUserById(db, id);
    return toUserDetails((await repo.withAccess(db, [user!]))[0]!);
  }

  return {
    roles(principal: Principal) {
      const assignable = new Set(assignableRoles(principal));
      return ROLES.map((code) => ({
        code,
        rank: roleRank(code),
        assignable: assignable.has(code),
      }));
    },

    async list(principal: Principal, query: ListQuery) {
      const partnerId = managesAll(principal) ? undefined : principal.partnerId;
      const { rows, total } = await repo.listUsers(deps.db, { ...query, partnerId });
      const items = (await repo.withAccess(deps.db, rows)).map(toUserDetails);
      return { items, total, page: query.page, pageSize: query.pageSize };
    },

    /** Staff registration by a user manager: active at once, with roles, points of sale and partner. */
    async createStaff(
      principal: Principal,
      body: RegisterBody,
      request: FastifyRequest,
    ): Promise<UserDetails> {
      const roles = body.roles ?? [];
      assertAssignable(principal, roles);
      const partnerId = managesAll(principal) ? (body.partnerId ?? null) : principal.partnerId;
      return deps.db.transaction(async (tx) => {
        if (await repo.findUserByUsername(tx, body.username))
          throw new AppError(409, { code: 'user.usernameTaken', field: 'username' });
        const user = await repo.insertUser(tx, {
          username: body.username,
          email: body.email,
          passwordHash: await hashPassword(body.password),
          firstName: body.firstName,
          lastName: body.lastName,
          lang: body.lang,
          status: 'ACTIVE',
          activatedAt: deps.clock.now(),
          partnerId,
        });
        await repo.replaceRoles(tx, user.id, roles);
        await assertPointsOfSale(tx, body.posIds ?? []);
        await repo.replacePointsOfSale(tx, user.id, body.posIds ?? []);
        const after = await reload(tx, user.id);
        await audit(tx, request, {
          action: 'user.create',
          entity: 'user',
          entityId: user.id,
          after,
        });
        return after;
      });
    },

    async update(
      principal: Principal,
      body: AdminUpdate,
      request: FastifyRequest,
    ): Promise<UserDetails> {
      return deps.db.transaction(async (tx) => {
        const before = await load(tx, principal, body.id);
        if (body.roles) {
          const changed = [
            ...body.roles.filter((r) => !before.roles.includes(r)),
            ...before.roles.filter((r) => !body.roles!.includes(r)),
          ];
          assertAssignable(principal, changed);
          await repo.replaceRoles(tx, before.id, body.roles);
        }
        if (body.posIds) {
          await assertPointsOfSale(tx, body.posIds);
          await repo.replacePointsOfSale(tx, before.id, body.posIds);
        }
        const partnerId = managesAll(principal) ? body.partnerId : undefined;
        await repo.updateUser(tx, before.id, {
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          lang: body.lang,
          ...(partnerId !== undefined ? { partnerId } : {}),
        });
        const after = await reload(tx, before.id);
        await audit(tx, request, {
          action: 'user.update',
          entity: 'user',
          entityId: before.id,
          before: toUserDetails(before),
          after,
        });
        return after;
      });
    },

    async activate(
      principal: Principal,
      id: number,
      request: FastifyRequest,
    ): Promise<UserDetails> {
      return deps.db.transaction(async (tx) => {
        const before = await load(tx, principal, id);
        if (before.status === 'ACTIVE') throw new AppError(409, { code: 'user.alreadyActivated' });
        await repo.updateUser(tx, id, { status: 'ACTIVE', activatedAt: deps.clock.now() });
        const after = await reload(tx, id);
        await audit(tx, request, {
          action: 'user.activate',
          entity: 'user',
          entityId: id,
          before: toUserDetails(before),
          after,
        });
        return after;
      });
    },

    async decommission(principal: Principal, id: number, request: FastifyRequest): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const before = await load(tx, principal, id, false);
        await repo.updateUser(tx, id, { status: 'DECOMMISSIONED' });
        await revokeUserSessions(tx, id, 'decommissioned');
        await audit(tx, request, {
          action: 'user.decommission',
          entity: 'user',
          entityId: id,
          before: toUserDetails(before),
          after: await reload(tx, id),
        });
      });
    },

    async remove(principal: Principal, id: number, request: FastifyRequest): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const before = await load(tx, principal, id, false);
        await erasePersonalData(tx, id);
        await audit(tx, request, {
          action: 'user.delete',
          entity: 'user',
          entityId: id,
          before: toUserDetails(before),
        });
      });
    },

    async setPassword(
      principal: Principal,
      id: number,
      password: string,
      request: FastifyRequest,
    ): Promise<void> {
      const passwordHash = await hashPassword(password);
      await deps.db.transaction(async (tx) => {
        await load(tx, principal, id);
        await repo.updateUser(tx, id, { passwordHash, passwordChangedAt: deps.clock.now() });
        await revokeUserSessions(tx, id, 'password set by administrator');
        await audit(tx, request, { action: 'user.password', entity: 'user', entityId: id });
      });
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
