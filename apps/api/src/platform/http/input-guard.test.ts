import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logGatewayMessage } from '../../modules/sales/repo';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { audit } from '../audit';
import { queryRows } from '../db/database';
import { findUnstorable, storableJson, storableText } from '../storable';

/** Input no database text can hold (NUL, lone surrogates) answers 400, never 500. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = (url: string, body: string) =>
  t.app.inject({
    method: 'POST',
    url: `${url}${url.includes('?') ? '&' : '?'}browser-language=en`,
    headers: { 'content-type': 'application/json' },
    payload: body,
  });

function expectRefused(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { errors: { code: string; message: string; field?: string }[] };
  expect(body.errors[0]).toMatchObject({
    code: 'validation.invalidCharacters',
    message: 'The text contains a character that is not allowed (such as a null character)',
    field,
  });
}

describe('the input guard', () => {
  it('refuses a NUL in a JSON body sent to the gateway return (was 500: jsonb refuses \\u0000)', async () => {
    expectRefused(
      await json('/api/payments/borica/return', JSON.stringify({ ORDER: 'a\u0000b' })),
      'ORDER',
    );
  });

  it('refuses a NUL in a form body, a lone surrogate, a NUL in a key, a query or a path', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/payments/borica/return?browser-language=en',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'ORDER=123456&NONCE=a%00b',
    });
    expectRefused(form, 'NONCE');
    expectRefused(await json('/api/front-end-error', '{"text":"TypeError \\ud800 here"}'), 'text');
    expectRefused(await json('/api/front-end-error', '{"text":"x","a\\u0000":1}'), 'a\ufffd');
    expectRefused(
      await t.app.inject({ method: 'GET', url: '/api/countries?browser-language=en&q=%00' }),
      'q',
    );
    expectRefused(
      await t.app.inject({
        method: 'GET',
        url: '/check/vignette/plate/BG/CA%001234?browser-language=en',
      }),
      'plate',
    );
  });

  it('walks deeply nested input without overflowing the stack', async () => {
    const depth = 100_000;
    const nested = `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`;
    const res = await json('/api/front-end-error', nested);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('lets ordinary text through: Cyrillic, emoji (surrogate pairs), RTL marks', async () => {
    const res = await json(
      '/api/front-end-error',
      JSON.stringify({ text: 'Грешка 🚗 \u200f\u202eabc <script>\'"; drop table x;--' }),
    );
    expect(res.statusCode).toBe(204);
  });
});

describe('stored raw payloads', () => {
  it('keeps what an outside system sent, with U+FFFD for what the database cannot hold', async () => {
    await logGatewayMessage(t.database.db, {
      attemptId: null,
      kind: 'status',
      signatureValid: false,
      outcome: null,
      fields: { ORDER: 'a\u0000b', NAME: '\ud800x', 'K\u0000': 'ok 🚗' },
    });
    const [row] = await queryRows<{ fields: Record<string, string> }>(
      t.database.db,
      sql`select fields from gateway_messages order by id desc limit 1`,
    );
    expect(row!.fields).toEqual({ ORDER: 'a\ufffdb', NAME: '\ufffdx', 'K\ufffd': 'ok 🚗' });
  });

  it('audits snapshots holding such characters', async () => {
    const request = {
      principal: null,
      ip: '10.0.0.1',
      id: 'guard-test',
    } as unknown as FastifyRequest;
    await audit(t.database.db, request, {
      action: 'test.nul',
      entity: 'test',
      entityId: 1,
      before: { name: 'x\u0000' },
      after: ['\udfff'],
    });
    const [row] = await queryRows<{ before: unknown; after: unknown }>(
      t.database.db,
      sql`select before, after from audit_log where action = 'test.nul'`,
    );
    expect(row).toEqual({ before: { name: 'x\ufffd' }, after: ['\ufffd'] });
  });

  it('storableText and findUnstorable agree on what is unstorable', () => {
    expect(storableText('a\u0000b\ud83d\ude97\udc00')).toBe('a\ufffdb🚗\ufffd');
    expect(storableJson({ a: [1, null, 'x\u0000'] })).toEqual({ a: [1, null, 'x\ufffd'] });
    expect(findUnstorable({ a: [{ b: 'ok' }, { c: '\ud800' }] })).toBe('a.1.c');
    expect(findUnstorable({ a: '🚗', b: [1, true, null] })).toBeNull();
    expect(findUnstorable('\u0000')).toBe('');
  });
});

describe('found by the fuzz test', () => {
  it('answers an address that does not decode in the error shape (was Fastify’s own body)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/news/%ED%A0%80',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      errors: [{ code: 'common.invalidData', message: 'Invalid data' }],
    });
    expect(res.json().requestId).toEqual(expect.any(String));
  });

  it('answers a path parameter over the length limit with 414 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/news/${'x'.repeat(300)}`,
      headers: { 'accept-language': 'bg' },
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({
      status: 414,
      errors: [{ code: 'common.addressTooLong', message: 'Адресът е твърде дълъг' }],
    });
  });

  it('refuses a user id beyond the integer column with 400 (was 500: out of range for integer)', async () => {
    const admin = await seedUser(t, { username: 'guard_admin', roles: ['ROLE_ADMIN'] });
    const headers = { ...bearer(await sessionToken(t, admin.id)), 'accept-language': 'en' };
    for (const [method, url] of [
      ['POST', '/api/user/activate/2147483648'],
      ['DELETE', '/api/user/decommission/6818767985833184'],
      ['DELETE', '/api/user/delete/59648146367133'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: 'validation.maxNumber', field: 'id' });
    }
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/user/update/admin',
      headers,
      payload: { id: admin.id, posIds: [2 ** 31], partnerId: 2 ** 40 },
    });
    expect(update.statusCode).toBe(400);
  });
});
