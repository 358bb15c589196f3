import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, login, seedUser } from '../../test/identity-helpers';
import { queryRows } from '../../platform/db/database';
import { purgeEndedCredentials } from './credential-cleanup';

type Tokens = { token: string; refreshToken: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/user/authentication/refresh',
    headers: bearer(token),
  });

async function signIn(username: string): Promise<Tokens & { userId: number }> {
  const { id } = await seedUser(t, { username });
  const res = await login(t, username);
  expect(res.statusCode).toBe(200);
  return { ...res.json<Tokens>(), userId: id };
}

async function refreshTokensOf(username: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from refresh_tokens r join sessions s on s.id = r.session_id
        join users u on u.id = s.user_id where u.username = ${username}`,
  );
  return row!.n;
}

describe('the nightly credential clean-up', () => {
  it('deletes what can no longer be used and keeps what a live session still needs', async () => {
    const live = await signIn('cleanup.live');
    const rotated = (await refresh(live.refreshToken)).json<Tokens>();
    const gone = await signIn('cleanup.gone');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: bearer(gone.token),
    });
    expect(logout.statusCode).toBeLessThan(300);
    const now = t.clock.now();
    const day = 86_400_000;
    const at = (ms: number) => new Date(now.getTime() + ms);
    await t.database.db.execute(sql`
      insert into one_time_tokens (token_hash, purpose, user_id, created_at, expires_at, used_at)
      values ('old-used', 'PASSWORD_RESET', ${live.userId}, ${at(-9 * day)}, ${at(-8 * day)}, ${at(-9 * day)}),
             ('old-expired', 'ACTIVATION', ${live.userId}, ${at(-10 * day)}, ${at(-8 * day)}, null),
             ('recent', 'PASSWORD_RESET', ${live.userId}, ${at(-day)}, ${at(day)}, null)`);
    await t.database.db.execute(sql`
      insert into login_failures (account_key, at)
      values ('cleanup.live', ${at(-60 * 60_000)}), ('cleanup.live', ${at(-60_000)})`);

    const counts = await purgeEndedCredentials(t.database.db, now);
    expect(counts).toEqual({ refreshTokens: 1, oneTimeTokens: 2, loginFailures: 1 });
    expect(await refreshTokensOf('cleanup.gone')).toBe(0);
    // The live session keeps its used token too: a replay after the grace period is still theft.
    expect(await refreshTokensOf('cleanup.live')).toBe(2);
    const links = await queryRows<{ token_hash: string }>(
      t.database.db,
      sql`select token_hash from one_time_tokens where user_id = ${live.userId}`,
    );
    expect(links.map((row) => row.token_hash)).toEqual(['recent']);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(200);
    // A token of the ended session is refused, as before the clean-up.
    expect((await refresh(gone.refreshToken)).statusCode).toBe(401);

    // Once the live session has expired, its tokens go too.
    t.clock.advance(31 * day);
    const later = await purgeEndedCredentials(t.database.db, t.clock.now());
    expect(later.refreshTokens).toBe(3);
    expect(await refreshTokensOf('cleanup.live')).toBe(0);
  });
});
