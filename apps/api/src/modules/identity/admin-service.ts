import type { z } from 'zod';
import type {
  adminUpdateUserBodySchema,
  RegisterBody,
  UserDetails,
  userListQuerySchema,
} from '@toll/contract/identity';
import {
  assignableRoles,
  checkManagesUser,
  checkPartnerPlacement,
  checkRoleAssignment,
  grantScope,
} from '@toll/domain/role-assignment';
import { ROLES, roleRank } from '@toll/domain/roles';
import type { Check } from '@toll/domain/validation';
import type { Actor } from '../../platform/actor';
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

type AdminUpdate = z.infer<typeof adminUpdateUserBodySchema>;
type ListQuery = z.infer<typeof userListQuerySchema>;

/** A refusal of the grant table as a 403 naming the field the caller tried to widen. */
function refuse(check: Check, field?: string): void {
  if (!check.ok) throw new AppError(403, { code: check.code, params: check.params, field });
}

/** Whether the manager looks after users of every partner (not tied to its own). */
function managesAll(principal: Principal): boolean {
  return !grantScope(principal).ownPartnerOnly;
}

/**
 * The partner a user is placed in must exist, and a partner-bound manager places users only in
 * its own partner (a partner id that would move a user elsewhere is refused, not ignored).
 */
async function assertPartner(db: Executor, principal: Principal, partnerId: number | null) {
  refuse(checkPartnerPlacement(principal, partnerId), 'partnerId');
  if (partnerId !== null && !(await repo.partnerExists(db, partnerId)))
    throw new AppError(400, {
      code: 'user.unknownPartner',
      params: { partnerId },
      field: 'partnerId',
    });
}

/**
 * Every point of sale named must exist and belong to the user's partner (the database refuses
 * anything else at COMMIT too: migration 0045); a user of the agency holds none.
 */
async function assertPointsOfSale(
  db: Executor,
  posIds: readonly number[],
  partnerId: number | null,
) {
  const owners = await repo.partnersOfPointsOfSale(db, posIds);
  const unknown = posIds.find((posId) => !owners.has(posId));
  if (unknown !== undefined)
    throw new AppError(400, {
      code: 'user.unknownPos',
      params: { posId: unknown },
      field: 'posIds',
    });
  const foreign = posIds.find((posId) => owners.get(posId) !== partnerId);
  if (foreign !== undefined)
    throw new AppError(403, {
      code: 'user.posOutsidePartner',
      params: { posId: foreign },
      field: 'posIds',
    });
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
    if (!allowSelf && user.id === principal.id)
      throw new AppError(409, { code: 'user.cannotChangeSelf' });
    const withAccess = (await repo.withAccess(db, [user]))[0]!;
    if (user.id !== principal.id) refuse(checkManagesUser(principal, withAccess));
    return withAccess;
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
      actor: Actor,
    ): Promise<UserDetails> {
      const roles = body.roles ?? [];
      refuse(checkRoleAssignment(principal, roles), 'roles');
      const partnerId =
        body.partnerId !== undefined
          ? body.partnerId
          : managesAll(principal)
            ? null
            : principal.partnerId;
      return deps.db.transaction(async (tx) => {
        await assertPartner(tx, principal, partnerId);
        await assertPointsOfSale(tx, body.posIds ?? [], partnerId);
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
        await repo.replacePointsOfSale(tx, user.id, body.posIds ?? []);
        const after = await reload(tx, user.id);
        await audit(tx, actor, {
          action: 'user.create',
          entity: 'user',
          entityId: user.id,
          after,
        });
        return after;
      });
    },

    async update(principal: Principal, body: AdminUpdate, actor: Actor): Promise<UserDetails> {
      return deps.db.transaction(async (tx) => {
        const before = await load(tx, principal, body.id);
        const widens =
          body.roles !== undefined || body.posIds !== undefined || body.partnerId !== undefined;
        if (widens && before.id === principal.id && !managesAll(principal))
          throw new AppError(403, { code: 'user.cannotRaiseSelf' });
        const partnerId = body.partnerId !== undefined ? body.partnerId : before.partnerId;
        if (body.partnerId !== undefined && body.partnerId !== before.partnerId)
          await assertPartner(tx, principal, partnerId);
        if (body.roles) {
          const changed = [
            ...body.roles.filter((r) => !before.roles.includes(r)),
            ...before.roles.filter((r) => !body.roles!.includes(r)),
          ];
          refuse(checkRoleAssignment(principal, changed), 'roles');
          await repo.replaceRoles(tx, before.id, body.roles);
        }
        const posIds = body.posIds ?? (partnerId !== before.partnerId ? [] : undefined);
        if (posIds) {
          await assertPointsOfSale(tx, posIds, partnerId);
          await repo.replacePointsOfSale(tx, before.id, posIds);
        }
        await repo.updateUser(tx, before.id, {
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          lang: body.lang,
          ...(body.partnerId !== undefined ? { partnerId } : {}),
        });
        const after = await reload(tx, before.id);
        await audit(tx, actor, {
          action: 'user.update',
          entity: 'user',
          entityId: before.id,
          before: toUserDetails(before),
          after,
        });
        return after;
      });
    },

    async activate(principal: Principal, id: number, actor: Actor): Promise<UserDetails> {
      return deps.db.transaction(async (tx) => {
        const before = await load(tx, principal, id);
        if (before.status === 'ACTIVE') throw new AppError(409, { code: 'user.alreadyActivated' });
        await repo.updateUser(tx, id, { status: 'ACTIVE', activatedAt: deps.clock.now() });
        const after = await reload(tx, id);
        await audit(tx, actor, {
          action: 'user.activate',
          entity: 'user',
          entityId: id,
          before: toUserDetails(before),
          after,
        });
        return after;
      });
    },

    async decommission(principal: Principal, id: number, actor: Actor): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const before = await load(tx, principal, id, false);
        await repo.updateUser(tx, id, { status: 'DECOMMISSIONED' });
        await revokeUserSessions(tx, id, 'decommissioned');
        await audit(tx, actor, {
          action: 'user.decommission',
          entity: 'user',
          entityId: id,
          before: toUserDetails(before),
          after: await reload(tx, id),
        });
      });
    },

    async remove(principal: Principal, id: number, actor: Actor): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const before = await load(tx, principal, id, false);
        await erasePersonalData(tx, id);
        await audit(tx, actor, {
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
      actor: Actor,
    ): Promise<void> {
      const passwordHash = await hashPassword(password);
      await deps.db.transaction(async (tx) => {
        await load(tx, principal, id);
        await repo.updateUser(tx, id, { passwordHash, passwordChangedAt: deps.clock.now() });
        await revokeUserSessions(tx, id, 'password set by administrator');
        await audit(tx, actor, { action: 'user.password', entity: 'user', entityId: id });
      });
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
