import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { appSecrets } from '../db/schema/identity';
import type { Db, Executor } from './db/database';

const generateKeyPairAsync = promisify(generateKeyPair);

/**
 * A secret the platform makes for itself once per database: the first process to start writes
 * it, every later one (and every other process on the same PostgreSQL) reads the same value. A
 * configured value (e.g. AUTH_SECRET) takes precedence.
 */
export async function obtainSecret(
  db: Executor,
  name: string,
  configured?: string,
): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}

export type KeyPairPem = { privateKeyPem: string; publicKeyPem: string };

/** A new RSA-2048 key pair as PEM (PKCS#8 private, SPKI public). */
export async function generateRsaKeyPair(): Promise<KeyPairPem> {
  const { privateKey, publicKey } = await generateKeyPairAsync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { privateKeyPem: privateKey, publicKeyPem: publicKey };
}

/**
 * An RSA key pair the platform makes for itself once per database, kept in `app_secrets` as one
 * row (both PEMs together, so racing processes can never store halves of different pairs): the
 * first process writes it, every later one reads the same pair.
 */
export async function obtainKeyPair(
  db: Db,
  name: string,
  generate: () => Promise<KeyPairPem> = generateRsaKeyPair,
): Promise<KeyPairPem> {
  const stored = await readKeyPair(db, name);
  if (stored) return stored;
  const pair = await generate();
  await db
    .insert(appSecrets)
    .values({ name, value: JSON.stringify(pair) })
    .onConflictDoNothing();
  const kept = await readKeyPair(db, name);
  if (!kept) throw new Error(`key pair ${name} could not be stored`);
  return kept;
}

async function readKeyPair(db: Db, name: string): Promise<KeyPairPem | null> {
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) return null;
  const parsed = JSON.parse(row.value) as Partial<KeyPairPem>;
  if (typeof parsed.privateKeyPem !== 'string' || typeof parsed.publicKeyPem !== 'string')
    throw new Error(`secret ${name} is not a key pair`);
  return { privateKeyPem: parsed.privateKeyPem, publicKeyPem: parsed.publicKeyPem };
}
