import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { captchaPayload, solveAltcha, type AltchaChallenge } from './solve-altcha';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function challengeFor(number: number, maxnumber = 5000): AltchaChallenge {
  const salt = 'a1b2c3?expires=1767225600&';
  return {
    algorithm: 'SHA-256',
    challenge: sha256(`${salt}${number}`),
    salt,
    signature: 'sig',
    maxnumber,
  };
}

describe('ALTCHA solving', () => {
  it('finds the number whose SHA-256 with the salt is the challenge, reporting progress', async () => {
    const progress = vi.fn();
    expect(await solveAltcha(challengeFor(1234), { onProgress: progress })).toBe(1234);
    expect(progress).toHaveBeenCalled();
    expect(progress).toHaveBeenLastCalledWith(1);
    const shares = progress.mock.calls.map(([share]) => share as number);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
  });

  it('finds the bounds 0 and maxnumber, and gives up beyond maxnumber', async () => {
    expect(await solveAltcha(challengeFor(0))).toBe(0);
    expect(await solveAltcha(challengeFor(5000))).toBe(5000);
    expect(await solveAltcha({ ...challengeFor(5001), maxnumber: 5000 })).toBeNull();
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await solveAltcha(challengeFor(10), { signal: controller.signal })).toBeNull();
  });

  it('encodes the payload the API verifies', () => {
    const challenge = challengeFor(42);
    const decoded: unknown = JSON.parse(atob(captchaPayload(challenge, 42)));
    expect(decoded).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 42,
      salt: challenge.salt,
      signature: 'sig',
    });
  });
});

describe('against the server library', () => {
  it('produces a solution that altcha-lib verifies', async () => {
    const { createChallenge, verifySolution } = await import('altcha-lib/v1');
    const hmacKey = 'test-key-of-enough-length-for-hmac';
    const challenge = await createChallenge({ hmacKey, maxnumber: 3000 });
    const number = await solveAltcha(challenge);
    expect(number).not.toBeNull();
    expect(await verifySolution(captchaPayload(challenge, number ?? -1), hmacKey)).toBe(true);
  });
});
