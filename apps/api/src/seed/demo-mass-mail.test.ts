import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { massMailNotSentSchema, massMailPageSchema } from '@toll/contract/mass-mail';
import { bearer, seedUser, sessionToken } from '../test/identity-helpers';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: new Date().toISOString(), demo: true });
});
afterAll(() => t.close());

describe('demo mass mail', () => {
  it('is one sent campaign to the demo clients, with one unsubscribed address not sent to', async () => {
    const admin = await seedUser(t, { username: 'dmm_admin', roles: ['ROLE_ADMIN'] });
    const headers = bearer(await sessionToken(t, admin.id));
    const list = massMailPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/mass-mails', headers })).json(),
    );
    expect(list.items).toHaveLength(1);
    const [campaign] = list.items;
    expect(campaign).toMatchObject({ status: 'SENT', recipients: 'clients', skippedCount: 1 });
    expect(campaign!.sentCount).toBeGreaterThan(3);
    expect(campaign!.recipientCount).toBe(campaign!.sentCount + 1);
    const notSent = massMailNotSentSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/mass-mails/${campaign!.id}/not-sent`,
          headers: { ...headers, 'accept-language': 'en' },
        })
      ).json(),
    );
    expect(notSent.message).toBe('The message was not sent to: contracts3@demo.bgtoll.bg');
  });
});
