import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { login } from '../test/identity-helpers';
import { DEMO_PASSWORD, DEMO_USERS, LATER_DEMO_USERS } from './demo-users';
import { DEMO_STEPS } from './demo-steps';
import { runSeeds } from './run-seeds';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

describe('demo accounts', () => {
  it('every README account signs in with the demo password and has its roles', async () => {
    for (const demo of [...DEMO_USERS, ...LATER_DEMO_USERS]) {
      const res = await login(t, demo.username, DEMO_PASSWORD);
      expect(res.statusCode, demo.username).toBe(200);
      expect(
        res
          .json()
          .user.roles.map((r: { code: string }) => r.code)
          .sort(),
      ).toEqual([...demo.roles].sort());
    }
    expect(await runSeeds(t.database.db, DEMO_STEPS)).toEqual([]);
  });
});
