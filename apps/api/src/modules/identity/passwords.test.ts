import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  bearer,
  linkToken,
  login,
  readMail,
  seedUser,
  TEST_PASSWORD,
} from '../../test/identity-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mail: true });
});
afterAll(() => t.close());

const details = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/details', headers: bearer(token) });

describe('password reset by mail', () => {
  it('answers alike for known and unknown addresses and mails a one-hour link only to the owner', async () => {
    await seedUser(t, { username: 'maria', email: 'maria@example.bg', lang: 'en' });
    const other = await login(t, 'maria');
    const reset = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/user/password/reset', payload: { email } });
    const known = await reset('MARIA@example.bg');
    const unknown = await reset('nobody@example.bg');
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    const mail = await readMail((await t.mailbox!.waitFor('maria@example.bg')).raw);
    expect(mail.subject).toBe('Password change');
    const token = await linkToken((await t.mailbox!.waitFor('maria@example.bg')).raw);

    const set = (password: string, tok = token) =>
      t.app.inject({ method: 'PUT', url: '/api/user/password', payload: { password, token: tok } });
    const weak = await set('weak');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].field).toBe('password');
    expect((await set('NewPass2026')).statusCode).toBe(200);
    expect((await set('Another2026')).json().errors[0].code).toBe('user.passwordResetInvalid');
    expect((await login(t, 'maria')).statusCode).toBe(401);
    expect((await login(t, 'maria', 'NewPass2026')).statusCode).toBe(200);
    const ended = await details(other.json().token);
    expect(ended.json().errors[0].code).toBe('auth.sessionEnded');
    await expect
      .poll(() => t.mailbox!.messages.filter((m) => m.to.includes('maria@example.bg')).length)
      .toBe(2);
  });

  it('refuses a reset link after its hour', async () => {
    await seedUser(t, { username: 'slow', email: 'slow@example.bg' });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/password/reset',
      payload: { email: 'slow@example.bg' },
    });
    const token = await linkToken((await t.mailbox!.waitFor('slow@example.bg')).raw);
    t.clock.advance(61 * 60_000);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      payload: { password: 'NewPass2026', token },
    });
    t.clock.advance(-61 * 60_000);
    expect(res.json().errors[0].code).toBe('user.passwordResetInvalid');
  });
});

describe('signed-in account changes', () => {
  it('changes the password with the current one and ends the other sessions, not this one', async () => {
    await seedUser(t, { username: 'georgi' });
    const phone = (await login(t, 'georgi')).json().token as string;
    const laptop = (await login(t, 'georgi')).json().token as string;
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/password/change',
        headers: bearer(laptop),
        payload: { currentPassword, password: 'Changed2026' },
      });
    expect((await change('Wrong2026x')).json().errors[0]).toMatchObject({
      code: 'user.currentPasswordWrong',
      field: 'currentPassword',
    });
    expect((await change(TEST_PASSWORD)).statusCode).toBe(200);
    expect((await details(laptop)).statusCode).toBe(200);
    expect((await details(phone)).statusCode).toBe(401);
  });

  it('updates name and language, and deletes the account with the password', async () => {
    await seedUser(t, { username: 'elena' });
    const token = (await login(t, 'elena')).json().token as string;
    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/user/update',
      headers: bearer(token),
      payload: { firstName: 'Елена', lang: 'en' },
    });
    expect(updated.json()).toMatchObject({ firstName: 'Елена', lang: 'en' });
    const sneaky = await t.app.inject({
      method: 'POST',
      url: '/api/user/update',
      headers: bearer(token),
      payload: { roles: ['ROLE_ADMIN'] },
    });
    expect(sneaky.json().errors[0]).toMatchObject({
      code: 'validation.unknownField',
      field: 'roles',
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/user/delete',
      headers: bearer(token),
      payload: { password: 'nope' },
    });
    expect(wrong.statusCode).toBe(400);
    const gone = await t.app.inject({
      method: 'POST',
      url: '/api/user/delete',
      headers: bearer(token),
      payload: { password: TEST_PASSWORD },
    });
    expect(gone.statusCode).toBe(200);
    expect((await details(token)).statusCode).toBe(401);
    expect((await login(t, 'elena')).statusCode).toBe(401);
  });
});

describe('reset mail limit', () => {
  it('sends at most three reset mails an hour per account, answering alike', async () => {
    await seedUser(t, { username: 'flooded', email: 'flooded@example.bg' });
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/user/password/reset',
            payload: { email: 'flooded@example.bg' },
          })
        ).statusCode,
      );
    }
    expect(answers).toEqual([202, 202, 202, 202, 202]);
    await expect
      .poll(() => t.mailbox!.messages.filter((m) => m.to.includes('flooded@example.bg')).length, {
        timeout: 10_000,
      })
      .toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(t.mailbox!.messages.filter((m) => m.to.includes('flooded@example.bg'))).toHaveLength(3);
    t.clock.advance(61 * 60_000);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/password/reset',
      payload: { email: 'flooded@example.bg' },
    });
    await expect
      .poll(() => t.mailbox!.messages.filter((m) => m.to.includes('flooded@example.bg')).length, {
        timeout: 10_000,
      })
      .toBe(4);
  });
});
