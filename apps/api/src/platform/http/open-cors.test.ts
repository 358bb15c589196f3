import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The public check API answers browsers' CORS preflights with the policy of its answers. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHECKS = [
  '/check/vignette/plate/BG/CA1234AB',
  '/check/violation/v2/plate/BG/CA1234AB/7501010010',
];

describe('OPTIONS /check/…', () => {
  it.each(CHECKS)('answers a preflight for GET from any origin: %s', async (url) => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin: 'https://fleet.example.com',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'X-Api-Client, authorization',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toBe('GET, OPTIONS');
    expect(res.headers['access-control-allow-headers']).toBe('X-Api-Client, authorization');
    expect(Number(res.headers['access-control-max-age'])).toBeGreaterThan(0);
    expect(res.body).toBe('');
    const get = await t.app.inject({ method: 'GET', url, headers: { 'x-api-client': 'fleet' } });
    expect(get.statusCode).toBe(200);
    expect(get.headers['access-control-allow-origin']).toBe('*');
  });

  it('offers a sensible list when the asked headers are not a plain list of names', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: CHECKS[0]!,
      headers: {
        origin: 'https://fleet.example.com',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-a; evil=1',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-headers']).toBe(
      'accept, accept-language, content-type, x-request-id',
    );
  });

  it('keeps unknown /check addresses a 404', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/check/nothing/here' });
    expect(res.statusCode).toBe(404);
  });
});
