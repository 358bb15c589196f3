import { eq } from 'drizzle-orm';
import type { RegisterBody, UserDetails } from '@toll/contract/identity';
import type { Lang } from '@toll/domain/languages';
import { AppError } from '../../platform/http/app-error';
import type { Principal } from '../../platform/auth/access-control';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { hashToken, newOpaqueToken } from '../../platform/auth/tokens';
import { savedVehicles } from '../../db/schema/saved-vehicles';
import type { Executor } from '../../platform/db/database';
import { queueMail, siteLink, type IdentityDeps } from './identity-deps';
import { toUserDetails } from './present';
import {
  findUserById,
  findUserByUsername,
  findUsersByEmail,
  insertUser,
  replaceRoles,
  updateUser,
  withAccess,
  type UserRow,
} from './repo';
import * as sessionsRepo from './sessions-repo';

const ACTIVATION_HOURS = 48;
const RESET_HOURS = 1;
/** Reset mails per account per hour: more requests get the same answer and no mail (no mail-bombing). */
const RESET_MAILS_PER_HOUR = 3;

export function createAccountService(deps: IdentityDeps) {
  const hoursFromNow = (hours: number) => new Date(deps.clock.now().getTime() + hours * 3_600_000);

  async function issueLink(
    db: Executor,
    user: UserRow,
    purpose: 'ACTIVATION' | 'PASSWORD_RESET',
  ): Promise<string> {
    const token = newOpaqueToken();
    const expiresAt = hoursFromNow(purpose === 'ACTIVATION' ? ACTIVATION_HOURS : RESET_HOURS);
    await sessionsRepo.insertOneTimeToken(db, {
      tokenHash: hashToken(token),
      purpose,
      userId: user.id,
      createdAt: deps.clock.now(),
      expiresAt,
    });
    const path = purpose === 'ACTIVATION' ? 'user/confirm' : 'user/password-confirm';
    return siteLink(deps, user.lang, path, token);
  }

  async function details(db: Executor, userId: number): Promise<UserDetails> {
    const user = await findUserById(db, userId);
    if (!user) throw new AppError(404, { code: 'user.notFound' });
    const [withRoles] = await withAccess(db, [user]);
    return toUserDetails(withRoles!);
  }

  return {
    details: (principal: Principal) => details(deps.db, principal.id),

    /**
     * A public registration: a pending user and an activation mail. An e-mail address already in use
     * is not revealed: its owner gets a mail instead, and the caller the same answer as on success.
     */
    async register(body: RegisterBody): Promise<void> {
      await deps.db.transaction(async (tx) => {
        if (await findUserByUsername(tx, body.username))
          throw new AppError(409, { code: 'user.usernameTaken', field: 'username' });
        const owners = await findUsersByEmail(tx, body.email);
        const owner = owners.find((u) => u.status !== 'DECOMMISSIONED');
        if (owner) {
          // Same limit as reset requests: repeated registrations must not flood the owner's mailbox.
          const hourAgo = new Date(deps.clock.now().getTime() - 3_600_000);
          const recent = await sessionsRepo.countOneTimeTokens(
            tx,
            owner.id,
            'PASSWORD_RESET',
            hourAgo,
          );
          if (recent >= RESET_MAILS_PER_HOUR) return;
          const resetLink = await issueLink(tx, owner, 'PASSWORD_RESET');
          await queueMail(deps, tx, {
            kind: 'registrationExists',
            to: owner.email,
            lang: owner.lang as Lang,
            vars: { resetLink },
          });
          return;
        }
        const user = await insertUser(tx, {
          username: body.username,
          email: body.email,
          passwordHash: await hashPassword(body.password),
          firstName: body.firstName,
          lastName: body.lastName,
          lang: body.lang,
          status: 'PENDING',
        });
        await replaceRoles(tx, user.id, ['ROLE_USERS']);
        const link = await issueLink(tx, user, 'ACTIVATION');
        await queueMail(deps, tx, {
          kind: 'activation',
          to: user.email,
          lang: body.lang,
          vars: { name: user.firstName, link },
        });
      });
    },

    /** Activated, already activated, or unsuccessful (unknown or expired link): three answers. */
    async confirm(token: string): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const row = await sessionsRepo.findOneTimeToken(tx, hashToken(token), 'ACTIVATION');
        if (!row) throw new AppError(400, { code: 'user.activationUnsuccessful' });
        const user = await findUserById(tx, row.userId);
        if (row.usedAt || user?.status === 'ACTIVE')
          throw new AppError(409, { code: 'user.alreadyActivated' });
        if (!user || row.expiresAt <= deps.clock.now() || user.status !== 'PENDING') {
          throw new AppError(400, { code: 'user.activationUnsuccessful' });
        }
        if (!(await sessionsRepo.useOneTimeToken(tx, row.tokenHash)))
          throw new AppError(409, { code: 'user.alreadyActivated' });
        await updateUser(tx, user.id, { status: 'ACTIVE', activatedAt: deps.clock.now() });
      });
    },

    /** Always the same answer; a mail only when an account uses the address. */
    async requestPasswordReset(email: string): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const hourAgo = new Date(deps.clock.now().getTime() - 3_600_000);
        for (const user of (await findUsersByEmail(tx, email)).filter(
          (u) => u.status !== 'DECOMMISSIONED',
        )) {
          const recent = await sessionsRepo.countOneTimeTokens(
            tx,
            user.id,
            'PASSWORD_RESET',
            hourAgo,
          );
          if (recent >= RESET_MAILS_PER_HOUR) continue;
          const link = await issueLink(tx, user, 'PASSWORD_RESET');
          await queueMail(deps, tx, {
            kind: 'passwordReset',
            to: user.email,
            lang: user.lang as Lang,
            vars: { name: user.firstName, link },
          });
        }
      });
    },

    /** Sets a password from a reset link; the mailbox is proven, so a pending account is activated. */
    async setPasswordWithToken(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await deps.db.transaction(async (tx) => {
        const row = await sessionsRepo.findOneTimeToken(tx, hashToken(token), 'PASSWORD_RESET');
        const invalid = new AppError(400, { code: 'user.passwordResetInvalid' });
        if (!row || row.usedAt || row.expiresAt <= deps.clock.now()) throw invalid;
        const user = await findUserById(tx, row.userId);
        if (
          !user ||
          user.status === 'DECOMMISSIONED' ||
          !(await sessionsRepo.useOneTimeToken(tx, row.tokenHash))
        )
          throw invalid;
        const now = deps.clock.now();
        await updateUser(tx, user.id, {
          passwordHash,
          passwordChangedAt: now,
          ...(user.status === 'PENDING' ? { status: 'ACTIVE', activatedAt: now } : {}),
        });
        await sessionsRepo.revokeUserSessions(tx, user.id, 'password reset');
        await queueMail(deps, tx, {
          kind: 'passwordChanged',
          to: user.email,
          lang: user.lang as Lang,
          vars: { name: user.firstName },
        });
      });
    },

    /** A signed-in change: the current password is required; other sessions end. */
    async changePassword(
      principal: Principal,
      currentPassword: string,
      password: string,
    ): Promise<void> {
      const user = await findUserById(deps.db, principal.id);
      if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
        throw new AppError(400, { code: 'user.currentPasswordWrong', field: 'currentPassword' });
      }
      const passwordHash = await hashPassword(password);
      await deps.db.transaction(async (tx) => {
        await updateUser(tx, user.id, { passwordHash, passwordChangedAt: deps.clock.now() });
        await sessionsRepo.revokeUserSessions(tx, user.id, 'password changed', principal.sessionId);
        await queueMail(deps, tx, {
          kind: 'passwordChanged',
          to: user.email,
          lang: user.lang as Lang,
          vars: { name: user.firstName },
        });
      });
    },

    async updateSelf(
      principal: Principal,
      changes: { firstName?: string; lastName?: string; lang?: Lang },
    ): Promise<UserDetails> {
      await updateUser(deps.db, principal.id, changes);
      return details(deps.db, principal.id);
    },

    /** Deletes one's own account: personal data is erased, the row stays for the records it owns. */
    async deleteSelf(principal: Principal, password: string): Promise<void> {
      const user = await findUserById(deps.db, principal.id);
      if (!user || !(await verifyPassword(user.passwordHash, password))) {
        throw new AppError(400, { code: 'user.currentPasswordWrong', field: 'password' });
      }
      await deps.db.transaction((tx) => erasePersonalData(tx, user.id));
    },
  };
}

/** Anonymises a user: no login, no personal data, no sessions, no roles. */
export async function erasePersonalData(db: Executor, userId: number): Promise<void> {
  await updateUser(db, userId, {
    username: `deleted-${userId}`,
    email: `deleted-${userId}@invalid`,
    firstName: '-',
    lastName: '-',
    passwordHash: await hashPassword(newOpaqueToken()),
    status: 'DECOMMISSIONED',
    customerId: null,
  });
  await sessionsRepo.revokeUserSessions(db, userId, 'account deleted');
  await replaceRoles(db, userId, []);
  // the plates a user kept are theirs too
  await db.delete(savedVehicles).where(eq(savedVehicles.userId, userId));
}

export type AccountService = ReturnType<typeof createAccountService>;
