import type { Db } from '../../../../platform/db/database';
import { generateRsaKeyPair, obtainKeyPair, type KeyPairPem } from '../../../../platform/secrets';

/**
 * The sandbox's two RSA-2048 key pairs, made once per database and kept in `app_secrets`, so every
 * process on the database signs and verifies alike: the gateway's (the sandbox signs its answers,
 * the adapter verifies them) and the merchant's (the adapter signs requests, the sandbox verifies).
 */
export type SandboxKeys = { gateway: KeyPairPem; merchant: KeyPairPem };

export const SANDBOX_KEY_NAMES = {
  gateway: 'gateway.sandbox.gateway-key',
  merchant: 'gateway.sandbox.merchant-key',
} as const;

/**
 * Key generation costs ~0.1 s of CPU; a process that opens many databases (the test suite) makes
 * each pair once and offers it to every new database. Each database still keeps the first pair
 * stored in it, so processes sharing a database always agree.
 */
const generated = new Map<string, Promise<KeyPairPem>>();
function generateOnce(name: string): () => Promise<KeyPairPem> {
  return () => {
    let pair = generated.get(name);
    if (!pair) {
      pair = generateRsaKeyPair();
      generated.set(name, pair);
    }
    return pair;
  };
}

export async function obtainSandboxKeys(db: Db): Promise<SandboxKeys> {
  const [gateway, merchant] = await Promise.all([
    obtainKeyPair(db, SANDBOX_KEY_NAMES.gateway, generateOnce(SANDBOX_KEY_NAMES.gateway)),
    obtainKeyPair(db, SANDBOX_KEY_NAMES.merchant, generateOnce(SANDBOX_KEY_NAMES.merchant)),
  ]);
  return { gateway, merchant };
}
