import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSchema } from '@toll/contract/accounts';
import { postpaidAccountBody } from '../../test/account-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';

let t: TestApp;
let accountant: string;
let reader: string;
let siteUserId: number;

beforeAll(async () => {
  t = await createTestApp();
  accountant = await sessionToken(t, (await seedUser(t, { username: 'ss_acc', roles: ['ROLE_ACCOUNTANT'] })).id); // prettier-ignore
  reader = await sessionToken(t, (await seedUser(t, { username: 'ss_read', roles: ['ROLE_CUSTOMERS_READ'] })).id); // prettier-ignore
  siteUserId = (await seedUser(t, { username: 'ss_Site.User', roles: ['ROLE_USERS'] })).id;
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });

describe('self-service (spec §7)', () => {
  it('attaches a site user to a client, who then sees its contracts, and detaches themselves', async () => {
    const created = await call(accountant, 'POST', '/accounts', postpaidAccountBody(51_000_000));
    const account = accountSchema.parse(created.json());
    const site = await sessionToken(t, siteUserId);
    // before: no customer id, no contract pages
    expect((await call(site, 'GET', '/self-care/accounts')).statusCode).toBe(403);

    const link = await call(accountant, 'POST', '/self-service/user', { customerId: account.customerId, username: 'SS_site.user' }); // prettier-ignore
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json()).toMatchObject({ userId: siteUserId, customerId: account.customerId });
    const own = await call(site, 'GET', '/self-care/accounts');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().map((x: { account: { id: number } }) => x.account.id)).toEqual([account.id]);

    const details = await call(reader, 'GET', `/self-service/retrieve-user-details?customerId=${account.customerId}&remoteClientId=R-9`); // prettier-ignore
    expect(details.json()).toMatchObject({ customerId: account.customerId, remoteClientId: 'R-9', users: [{ userId: siteUserId }] }); // prettier-ignore

    const unlink = await call(site, 'GET', '/self-service/unlink-partner');
    expect(unlink.json()).toEqual({ customerId: null });
    expect((await call(site, 'GET', '/self-care/accounts')).statusCode).toBe(403);
    const after = await call(reader, 'GET', `/self-service/retrieve-user-details?customerId=${account.customerId}`); // prettier-ignore
    expect(after.json().users).toEqual([]);
  });

  it('refuses an unknown client or user, and readers', async () => {
    const unknownClient = await call(accountant, 'POST', '/self-service/user', { customerId: 'C-999999999', username: 'ss_site.user' }); // prettier-ignore
    expect(unknownClient.json().errors[0].code).toBe('contract.clientNotFound');
    const created = await call(accountant, 'POST', '/accounts', postpaidAccountBody(52_000_000));
    const { customerId } = accountSchema.parse(created.json());
    const unknownUser = await call(accountant, 'POST', '/self-service/user', { customerId, username: 'nobody-here' }); // prettier-ignore
    expect(unknownUser.statusCode).toBe(404);
    expect(unknownUser.json().errors[0].code).toBe('user.notFound');
    const byReader = await call(reader, 'POST', '/self-service/user', { customerId, username: 'ss_site.user' }); // prettier-ignore
    expect(byReader.statusCode).toBe(403);
  });
});
