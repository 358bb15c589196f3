import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, login, seedUser } from '../../test/identity-helpers';
import { queryRows } from '../../platform/db/database';
import { translator } from '../../platform/i18n';
import { REFRESH_REUSE_GRACE_SECONDS } from './session-service';

type Tokens = { token: string; refreshToken: string };
const GRACE_MS = REFRESH_REUSE_GRACE_SECONDS * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (token: string, app = t) =>
  app.app.inject({
    method: 'GET',
    url: '/api/user/authentication/refresh',
    headers: bearer(token),
  });
const details = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/details', headers: bearer(token) });
const signedIn = async (token: string) => (await details(token)).statusCode === 200;

async function signIn(username: string): Promise<Tokens> {
  await seedUser(t, { username });
  const res = await login(t, username);
  expect(res.statusCode).toBe(200);
  return res.json<Tokens>();
}

async function sessionsOf(username: string) {
  return queryRows<{ revoked: boolean }>(
    t.database.db,
    sql`select s.revoked_at is not null as revoked from sessions s
        join users u on u.id = s.user_id where u.username = ${username}`,
  );
}

describe('refresh-token reuse grace period', () => {
  it('answers a new pair for the same session when the just-used token comes back within the grace period', async () => {
    const first = await signIn('grace.once');
    const lost = await refresh(first.refreshToken);
    expect(lost.statusCode).toBe(200);
    t.clock.advance(GRACE_MS - 1000);
    const again = await refresh(first.refreshToken);
    expect(again.statusCode).toBe(200);
    const retried = again.json<Tokens>();
    expect(retried.refreshToken).not.toBe(lost.json<Tokens>().refreshToken);
    expect(retried.refreshToken).not.toBe(first.refreshToken);
    // Both answers are of the one session, which stays open, and the new pair rotates on.
    expect(await signedIn(retried.token)).toBe(true);
    expect(await signedIn(lost.json<Tokens>().token)).toBe(true);
    expect(await sessionsOf('grace.once')).toEqual([{ revoked: false }]);
    const next = await refresh(retried.refreshToken);
    expect(next.statusCode).toBe(200);
    expect(await signedIn(next.json<Tokens>().token)).toBe(true);
  });

  it('ends the session when the token comes back after the grace period', async () => {
    const first = await signIn('grace.late');
    const rotated = (await refresh(first.refreshToken)).json<Tokens>();
    t.clock.advance(GRACE_MS);
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errors[0].code).toBe('auth.invalidRefreshToken');
    expect((await details(rotated.token)).json().errors[0].code).toBe('auth.sessionEnded');
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect(await sessionsOf('grace.late')).toEqual([{ revoked: true }]);
  });

  it('ends the session when a token comes back whose successor was used, even within the grace period', async () => {
    const first = await signIn('grace.behind');
    const second = (await refresh(first.refreshToken)).json<Tokens>();
    const third = await refresh(second.refreshToken);
    expect(third.statusCode).toBe(200);
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(await signedIn(third.json<Tokens>().token)).toBe(false);
    expect(await sessionsOf('grace.behind')).toEqual([{ revoked: true }]);
  });

  it('ends the session when the pair of a grace answer is used after its sibling was', async () => {
    const first = await signIn('grace.branch');
    const one = (await refresh(first.refreshToken)).json<Tokens>();
    const two = (await refresh(first.refreshToken)).json<Tokens>();
    const advanced = await refresh(two.refreshToken);
    expect(advanced.statusCode).toBe(200);
    expect(await signedIn(advanced.json<Tokens>().token)).toBe(true);
    // `one` belongs to a branch the family left: a thief's copy, or a second tab's stale one.
    expect((await refresh(one.refreshToken)).statusCode).toBe(401);
    expect(await signedIn(advanced.json<Tokens>().token)).toBe(false);
  });

  it('keeps the user signed in, in one session, when the same token is presented twice at once', async () => {
    const first = await signIn('grace.parallel');
    const answers = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [a, b] = answers.map((answer) => answer.json<Tokens>());
    expect(a!.refreshToken).not.toBe(b!.refreshToken);
    expect(await signedIn(a!.token)).toBe(true);
    expect(await signedIn(b!.token)).toBe(true);
    expect(await sessionsOf('grace.parallel')).toEqual([{ revoked: false }]);
    // Whichever answer the browser kept rotates on.
    const next = await refresh(b!.refreshToken);
    expect(next.statusCode).toBe(200);
    expect(await signedIn(next.json<Tokens>().token)).toBe(true);
  });

  it('lets only one of two sibling tokens presented at once advance, and ends the session', async () => {
    const first = await signIn('grace.race');
    const one = (await refresh(first.refreshToken)).json<Tokens>();
    const two = (await refresh(first.refreshToken)).json<Tokens>();
    const answers = await Promise.all([refresh(one.refreshToken), refresh(two.refreshToken)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
    expect(await sessionsOf('grace.race')).toEqual([{ revoked: true }]);
  });
});

describe('refresh rate limit', () => {
  it('has its own limit per address, apart from the exhausted sign-in limit', async () => {
    const limited = await createTestApp({
      env: { AUTH_RATE_LIMIT: '2', REFRESH_RATE_LIMIT: '3' },
    });
    try {
      await seedUser(limited, { username: 'office.clerk' });
      const signIn = (password?: string) => login(limited, 'office.clerk', password);
      const session = await signIn();
      expect(session.statusCode).toBe(200);
      expect((await signIn('Wrong12345')).statusCode).toBe(401);
      expect((await signIn()).statusCode).toBe(429);

      let refreshToken = session.json<Tokens>().refreshToken;
      for (let i = 0; i < 3; i += 1) {
        const res = await refresh(refreshToken, limited);
        expect(res.statusCode).toBe(200);
        refreshToken = res.json<Tokens>().refreshToken;
      }
      for (const lang of ['bg', 'en'] as const) {
        const blocked = await limited.app.inject({
          method: 'GET',
          url: `/api/user/authentication/refresh?browser-language=${lang}`,
          headers: bearer(refreshToken),
        });
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().errors[0]).toEqual({
          code: 'common.tooManyRequests',
          message: translator(lang)('common.tooManyRequests'),
        });
      }
      expect(translator('bg')('common.tooManyRequests')).toMatch(/[а-я]/);
      expect(translator('en')('common.tooManyRequests')).toMatch(/^[ -~]+$/);
    } finally {
      await limited.close();
    }
  });
});
