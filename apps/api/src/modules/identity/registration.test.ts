import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, linkToken, login, readMail, seedUser } from '../../test/identity-helpers';
import { REFRESH_REUSE_GRACE_SECONDS } from './session-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mail: true });
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>, lang = 'bg') =>
  t.app.inject({ method: 'POST', url: `/api/user/register?browser-language=${lang}`, payload });
const confirm = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/user/confirm?token=${token}&browser-language=en` });
const person = {
  username: 'ivan.petrov',
  email: 'Ivan@Example.bg',
  password: 'Sofia2026',
  firstName: 'Иван',
  lastName: 'Петров',
  lang: 'bg',
};

describe('registration and activation', () => {
  it('registers, mails an activation link in the user language, and activates once', async () => {
    const res = await register(person);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/[а-я]/);
    const before = await login(t, 'ivan.petrov', 'Sofia2026');
    expect(before.statusCode).toBe(403);
    expect(before.json().errors[0].code).toBe('auth.notActivated');

    const mail = await readMail((await t.mailbox!.waitFor('ivan@example.bg')).raw);
    expect(mail.subject).toBe('Потвърдете регистрацията си');
    expect(mail.text).toContain('Здравейте, Иван');
    expect(mail.text).toContain('https://toll.test/bg/user/confirm?token=');
    expect(mail.html).toContain('<a href="https://toll.test/bg/user/confirm?token=');
    const token = await linkToken((await t.mailbox!.waitFor('ivan@example.bg')).raw);
    expect((await confirm('x'.repeat(43))).json().errors[0].code).toBe(
      'user.activationUnsuccessful',
    );
    const ok = await confirm(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'ACTIVATED' });
    const again = await confirm(token);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('user.alreadyActivated');
    const after = await login(t, 'IVAN.PETROV', 'Sofia2026');
    expect(after.statusCode).toBe(200);
    expect(after.json().user).toMatchObject({
      username: 'ivan.petrov',
      email: 'ivan@example.bg',
      roles: [{ code: 'ROLE_USERS' }],
      status: 'ACTIVE',
    });
  });

  it('refuses an expired activation link', async () => {
    await register({ ...person, username: 'late.user', email: 'late@example.bg', lang: 'en' });
    const lateMail = await readMail((await t.mailbox!.waitFor('late@example.bg')).raw);
    expect(lateMail.subject).toBe('Confirm your registration');
    const token = await linkToken((await t.mailbox!.waitFor('late@example.bg')).raw);
    t.clock.advance(49 * 3_600_000);
    const res = await confirm(token);
    t.clock.advance(-49 * 3_600_000);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe('user.activationUnsuccessful');
  });

  it('says a username is taken, but never reveals that an e-mail address has an account', async () => {
    const taken = await register({ ...person, email: 'other@example.bg' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({ code: 'user.usernameTaken', field: 'username' });
    const sameMail = await register({ ...person, username: 'someone.else' });
    expect(sameMail.statusCode).toBe(200);
    expect(sameMail.json()).toEqual(
      (await register({ ...person, username: 'fresh.user', email: 'fresh@example.bg' })).json(),
    );
    await expect
      .poll(() => t.mailbox!.messages.filter((m) => m.to.includes('ivan@example.bg')).length)
      .toBe(2);
    const notice = await readMail(
      t.mailbox!.messages.filter((m) => m.to.includes('ivan@example.bg'))[1]!.raw,
    );
    expect(notice.subject).toBe('Опит за регистрация с вашия имейл адрес');
    expect(notice.text).toContain('https://toll.test/bg/user/password-confirm?token=');
    expect((await login(t, 'someone.else', 'Sofia2026')).statusCode).toBe(401);
  });

  it('checks username, e-mail and password rules in the caller language', async () => {
    const res = await register(
      { ...person, username: '.bad..name', email: 'not-mail', password: 'short' },
      'en',
    );
    expect(res.statusCode).toBe(400);
    const codes = res.json<{ errors: { code: string; field: string; message: string }[] }>().errors;
    expect(codes.map((e) => [e.field, e.code])).toEqual(
      expect.arrayContaining([
        ['username', 'validation.invalidUsername'],
        ['email', 'validation.invalidEmail'],
        ['password', 'validation.minLength'],
      ]),
    );
    const weak = await register({
      ...person,
      username: 'weak.one',
      email: 'weak@example.bg',
      password: 'alllowercase1',
    });
    expect(weak.json().errors[0]).toMatchObject({
      field: 'password',
      code: 'validation.weakPassword',
    });
    const missing = await register({});
    expect(missing.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['username', 'email', 'password']),
    );
  });
});

describe('login, refresh and logout', () => {
  it('answers a wrong password and an unknown user alike, and locks an account after 10 failures', async () => {
    await seedUser(t, { username: 'locky' });
    const wrong = await login(t, 'locky', 'Wrong12345');
    const unknown = await login(t, 'nobody.here', 'Wrong12345');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
    for (let i = 0; i < 9; i += 1) await login(t, 'locky', 'Wrong12345');
    const locked = await login(t, 'locky');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors[0]).toMatchObject({ code: 'auth.tooManyAttempts' });
    t.clock.advance(16 * 60_000);
    expect((await login(t, 'locky')).statusCode).toBe(200);
  });

  it('rotates refresh tokens and ends the whole session when an old one comes back', async () => {
    await seedUser(t, { username: 'rotor' });
    const first = (await login(t, 'rotor')).json<{ token: string; refreshToken: string }>();
    const refresh = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/user/authentication/refresh',
        headers: bearer(token),
      });
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const rotated = second.json<{ token: string; refreshToken: string }>();
    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/user/details',
          headers: bearer(rotated.token),
        })
      ).statusCode,
    ).toBe(200);

    // Past the reuse grace period (refresh.test.ts covers presentations within it).
    t.clock.advance((REFRESH_REUSE_GRACE_SECONDS + 1) * 1000);
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errors[0].code).toBe('auth.invalidRefreshToken');
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    const ended = await t.app.inject({
      method: 'GET',
      url: '/api/user/details',
      headers: bearer(rotated.token),
    });
    expect(ended.json().errors[0].code).toBe('auth.sessionEnded');
    expect((await refresh('')).statusCode).toBe(401);
  });
});

describe('mail limits', () => {
  it('mails the owner of a taken address at most three times an hour', async () => {
    await seedUser(t, { username: 'owner.one', email: 'owner@example.bg' });
    for (let i = 0; i < 5; i += 1) {
      const res = await register({
        ...person,
        username: `someone.${i}`,
        email: 'owner@example.bg',
      });
      expect(res.statusCode).toBe(200);
    }
    await expect
      .poll(() => t.mailbox!.messages.filter((m) => m.to.includes('owner@example.bg')).length)
      .toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(t.mailbox!.messages.filter((m) => m.to.includes('owner@example.bg'))).toHaveLength(3);
  });
});
