import { randomUUID } from 'node:crypto';
import { simpleParser } from 'mailparser';
import type { Role } from '@toll/domain/roles';
import { hashPassword } from '../platform/auth/passwords';
import { createTokenService } from '../platform/auth/tokens';
import { obtainSecret } from '../platform/secrets';
import {
  insertUser,
  partnerExists,
  partnersOfPointsOfSale,
  replacePointsOfSale,
  replaceRoles,
} from '../modules/identity/repo';
import { createSession } from '../modules/identity/sessions-repo';
import { seedPartner } from './partner-helpers';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'Parola123';
let sharedHash: Promise<string> | null = null;

export type SeedUser = {
  username: string;
  roles?: Role[];
  partnerId?: number | null;
  customerId?: string | null;
  posIds?: number[];
  status?: 'PENDING' | 'ACTIVE' | 'DECOMMISSIONED';
  email?: string;
  lang?: 'bg' | 'en';
};

/**
 * The partner a seeded user belongs to: the one given (created when missing, as the database wants
 * a user's partner to exist), else that of its points of sale (a user's points of sale belong to
 * its partner: migration 0045), else none.
 */
async function partnerOfSeededUser(t: TestApp, user: SeedUser): Promise<number | null> {
  if (user.partnerId !== undefined && user.partnerId !== null) {
    if (!(await partnerExists(t.database.db, user.partnerId)))
      await seedPartner(t, { id: user.partnerId });
    return user.partnerId;
  }
  if (user.partnerId === null || !user.posIds?.length) return null;
  const owners = await partnersOfPointsOfSale(t.database.db, user.posIds);
  return owners.get(user.posIds[0]!) ?? null;
}

/** Puts a user straight into the database (password TEST_PASSWORD), bypassing registration. */
export async function seedUser(t: TestApp, user: SeedUser) {
  sharedHash ??= hashPassword(TEST_PASSWORD);
  const partnerId = await partnerOfSeededUser(t, user);
  const row = await insertUser(t.database.db, {
    username: user.username,
    email: user.email ?? `${user.username}@example.bg`,
    passwordHash: await sharedHash,
    firstName: user.username,
    lastName: 'Test',
    lang: user.lang ?? 'bg',
    status: user.status ?? 'ACTIVE',
    partnerId,
    customerId: user.customerId ?? null,
  });
  await replaceRoles(t.database.db, row.id, user.roles ?? ['ROLE_USERS']);
  await replacePointsOfSale(t.database.db, row.id, user.posIds ?? []);
  return row;
}

/** A fresh session and access token for a user, without the cost of a password login. */
export async function sessionToken(t: TestApp, userId: number): Promise<string> {
  const tokens = createTokenService(
    await obtainSecret(t.database.db, 'auth.jwt', t.config.authSecret),
  );
  const sessionId = randomUUID();
  const expiresAt = new Date(t.clock.now().getTime() + 86_400_000);
  await createSession(t.database.db, {
    id: sessionId,
    userId,
    expiresAt,
    userAgent: null,
    ip: null,
  });
  return tokens.signAccess({ userId, sessionId }, t.clock.now());
}

export async function login(t: TestApp, userName: string, password = TEST_PASSWORD) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/authenticate',
    payload: { userName, password },
  });
  return res;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A captured message, parsed as a mail client would (subject, text, html, attachments). */
export async function readMail(raw: string) {
  const parsed = await simpleParser(raw);
  return {
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    attachments: parsed.attachments,
  };
}

/** The one-time token in a captured mail's link. */
export async function linkToken(raw: string): Promise<string> {
  const { text } = await readMail(raw);
  const match = /token=([A-Za-z0-9_-]{20,})/.exec(text);
  if (!match?.[1]) throw new Error('no token link in the mail');
  return match[1];
}
