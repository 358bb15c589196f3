import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes): the OWASP-recommended kind. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password. With no stored hash (unknown user) it still spends the same work on a dummy
 * hash, so the answer's timing does not tell whether the account exists.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('no-such-user-dummy-password');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(storedHash, password).catch(() => false);
}
