import { createHmac } from 'node:crypto';
import type { Executor } from '../../platform/db/database';
import { obtainSecret } from '../../platform/secrets';

/**
 * Owner ids (EGN, EIK) are personal data the look-up only needs to compare. They are stored as an
 * HMAC-SHA256 under a key the platform makes once per database (`app_secrets`), so exports,
 * reports, replicas and logs of the delicts table never carry a readable EGN, and a hash cannot be
 * reversed by trying every EGN without the key. (A full dump carries the key too: moving it to a
 * key store is the next step when the back-office needs that.)
 */
export const OWNER_ID_SECRET = 'delicts.owner-id';

export type OwnerIdHasher = (ownerId: string) => string;

export function ownerIdHasher(key: string): OwnerIdHasher {
  return (ownerId) => createHmac('sha256', key).update(ownerId.trim()).digest('hex');
}

/** The hasher of this database (the key is created by the first caller). */
export async function obtainOwnerIdHasher(db: Executor): Promise<OwnerIdHasher> {
  return ownerIdHasher(await obtainSecret(db, OWNER_ID_SECRET));
}
