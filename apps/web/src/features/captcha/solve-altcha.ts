/** An ALTCHA v1 challenge as GET /api/captcha/challenge hands it out. */
export type AltchaChallenge = {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
};

export type SolveOptions = {
  /** Called now and then with the share of the search space tried so far (0…1). */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
};

/** ALTCHA's default search bound when the challenge does not name one. */
const DEFAULT_MAX_NUMBER = 1_000_000;
/** Hashes computed together: enough to keep the digest engine busy, few enough to stop early. */
const BATCH = 200;

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The ALTCHA proof of work: the number n in 0…maxnumber with hex(SHA-256(salt + n)) === challenge,
 * found with WebCrypto; null when there is none (or when aborted).
 */
export async function solveAltcha(
  challenge: AltchaChallenge,
  options: SolveOptions = {},
): Promise<number | null> {
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  const algorithm = challenge.algorithm.toUpperCase();
  const encoder = new TextEncoder();
  for (let start = 0; start <= max; start += BATCH) {
    if (options.signal?.aborted) return null;
    const numbers = Array.from({ length: Math.min(BATCH, max - start + 1) }, (_, i) => start + i);
    const digests = await Promise.all(
      numbers.map((n) => crypto.subtle.digest(algorithm, encoder.encode(`${challenge.salt}${n}`))),
    );
    const found = digests.findIndex((digest) => hex(digest) === challenge.challenge);
    if (found !== -1) {
      options.onProgress?.(1);
      return numbers[found] ?? null;
    }
    options.onProgress?.(Math.min(1, (start + BATCH) / (max + 1)));
  }
  return null;
}

/** The solved payload the API takes as `recaptchaCode`: base64 of the challenge with the number. */
export function captchaPayload(challenge: AltchaChallenge, number: number): string {
  const { algorithm, salt, signature } = challenge;
  return btoa(
    JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
  );
}
