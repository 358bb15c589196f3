import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { FRONT_END_ERRORS_PER_MINUTE } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const report = (payload: unknown, ip = '10.1.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/front-end-error?browser-language=en',
    payload: payload as Record<string, unknown>,
    remoteAddress: ip,
    headers: { 'user-agent': 'test-browser/1.0' },
  });

describe('POST /api/front-end-error', () => {
  it('stores the text, the user id, the address and the browser', async () => {
    expect((await report({ text: 'TypeError: x is undefined', userId: 17 })).statusCode).toBe(204);
    expect((await report({ text: 'ReferenceError: y', userId: null })).statusCode).toBe(204);
    const rows = await queryRows<{
      text: string;
      user_id: string | null;
      address: string;
      user_agent: string;
    }>(
      t.database.db,
      sql`select text, user_id, address, user_agent from front_end_errors order by id`,
    );
    expect(rows).toEqual([
      {
        text: 'TypeError: x is undefined',
        user_id: '17',
        address: '10.1.0.1',
        user_agent: 'test-browser/1.0',
      },
      {
        text: 'ReferenceError: y',
        user_id: null,
        address: '10.1.0.1',
        user_agent: 'test-browser/1.0',
      },
    ]);
  });

  it('refuses empty, oversized or unknown fields with catalogue errors', async () => {
    const empty = await report({ text: '   ' }, '10.1.0.2');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({ code: 'validation.required', field: 'text' });
    const long = await report({ text: 'x'.repeat(8001) }, '10.1.0.2');
    expect(long.json().errors[0]).toMatchObject({ code: 'validation.maxLength', field: 'text' });
    const extra = await report({ text: 'x', secret: 1 }, '10.1.0.2');
    expect(extra.json().errors[0].code).toBe('validation.unknownField');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/front-end-error',
      payload: '{"text":',
      headers: { 'content-type': 'application/json' },
      remoteAddress: '10.1.0.2',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors[0].code).toBe('common.malformedJson');
  });

  it('limits the reports per address and minute', async () => {
    for (let i = 0; i < FRONT_END_ERRORS_PER_MINUTE; i += 1)
      expect((await report({ text: `error ${i}` }, '10.1.0.3')).statusCode).toBe(204);
    const limited = await report({ text: 'one too many' }, '10.1.0.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].code).toBe('common.tooManyRequests');
    expect((await report({ text: 'another address' }, '10.1.0.4')).statusCode).toBe(204);
  });
});
