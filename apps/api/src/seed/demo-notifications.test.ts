import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPageSchema } from '@toll/contract/notifications';
import { bearer, seedUser, sessionToken } from '../test/identity-helpers';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: new Date().toISOString(), demo: true });
});
afterAll(() => t.close());

describe('demo notifications', () => {
  it('fill the log with each status, one failed mail resendable', async () => {
    const reader = await seedUser(t, { username: 'dn_reader', roles: ['ROLE_NOTIFICATIONS_READ'] });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/notificationReport/notifications/filtered?sort=id&order=asc',
      headers: bearer(await sessionToken(t, reader.id)),
    });
    const page = notificationPageSchema.parse(res.json());
    expect(page.items.map((i) => [i.channel, i.status])).toEqual([
      ['EMAIL', 'SENT'],
      ['EMAIL', 'FAILED'],
      ['EMAIL', 'SENT'],
      ['SMS', 'DELIVERED'],
      ['SMS', 'UNDELIVERED'],
    ]);
    expect(page.items.filter((i) => i.resendable).map((i) => i.status)).toEqual([
      'FAILED',
      'UNDELIVERED',
    ]);
    expect(page.items[2]).toMatchObject({
      messageType: 'C10A_NOTIFICATION',
      delictDocumentNumber: 'EF0000001001',
    });
  });
});
