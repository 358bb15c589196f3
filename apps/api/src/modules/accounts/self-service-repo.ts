import { and, asc, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/identity';
import type { Executor } from '../../platform/db/database';

/** What self-service shows of a site user. */
const USER_COLUMNS = {
  userId: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  status: users.status,
  customerId: users.customerId,
};

/**
 * The site user of this username (any case), locked for the transaction; with `customerId`, only
 * while attached to that client.
 */
export async function lockUserByUsername(tx: Executor, username: string, customerId?: string) {
  const byName = eq(sql`lower(${users.username})`, username.toLowerCase());
  const [row] = await tx
    .select(USER_COLUMNS)
    .from(users)
    .where(customerId === undefined ? byName : and(byName, eq(users.customerId, customerId)))
    .for('update');
  return row;
}

export async function findSelfServiceUser(db: Executor, id: number) {
  const [row] = await db.select(USER_COLUMNS).from(users).where(eq(users.id, id));
  return row;
}

/** Attaches the user to a client (or detaches it, with null); the user as it is now. */
export async function setUserClient(tx: Executor, id: number, customerId: string | null) {
  const [row] = await tx
    .update(users)
    .set({ customerId, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning(USER_COLUMNS);
  return row;
}

/** The site users attached to a client, in id order. */
export function usersOfClient(db: Executor, customerId: string) {
  return db
    .select(USER_COLUMNS)
    .from(users)
    .where(and(eq(users.customerId, customerId)))
    .orderBy(asc(users.id));
}
