import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlagsSchema } from '@toll/contract/site';
import { decodeFlags } from '@toll/domain/feature-flags';
import { createTestApp, type TestApp } from '../../test/test-app';

let open: TestApp;
let locked: TestApp;
beforeAll(async () => {
  open = await createTestApp({
    env: { FEATURE_FLAGS: 'SALES=off,MSTS=on', FEATURE_OVERLAY_PASSWORD: 'open-sesame-42' },
  });
  locked = await createTestApp();
});
afterAll(async () => {
  await open.close();
  await locked.close();
});

const unlock = (t: TestApp, password: unknown, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/feature-flags/unlock?browser-language=en',
    payload: { password },
    remoteAddress: ip,
  });

describe('GET /api/feature-flags', () => {
  it('answers the flags in force from the configuration, also as the bit string', async () => {
    const body = featureFlagsSchema.parse(
      (await open.app.inject({ method: 'GET', url: '/api/feature-flags' })).json(),
    );
    expect(body.flags).toMatchObject({ SALES: false, MSTS: true, VIGNETTE: true, TOLLING: true });
    expect(decodeFlags(body.bits)).toEqual(body.flags);
    expect(body.overlayEnabled).toBe(true);
    const defaults = featureFlagsSchema.parse(
      (await locked.app.inject({ method: 'GET', url: '/api/feature-flags' })).json(),
    );
    expect(defaults.flags.SALES).toBe(true);
    expect(defaults.overlayEnabled).toBe(false);
  });
});

describe('POST /api/feature-flags/unlock', () => {
  it('accepts the configured password and refuses a wrong one', async () => {
    expect((await unlock(open, 'open-sesame-42')).json()).toEqual({ unlocked: true });
    const wrong = await unlock(open, 'open-sesame-43');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errors[0]).toMatchObject({
      code: 'featureFlags.wrongPassword',
      message: 'Wrong password',
    });
  });

  it('says the overlay is off when no password is configured', async () => {
    const res = await unlock(locked, 'anything');
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe('featureFlags.overlayDisabled');
  });

  it('validates the body and limits the attempts per address', async () => {
    expect((await unlock(open, '', '10.0.0.2')).statusCode).toBe(400);
    expect((await unlock(open, 42, '10.0.0.2')).json().errors[0].code).toBe(
      'validation.mustBeString',
    );
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push((await unlock(open, 'guess', '10.0.0.3')).statusCode);
    expect(statuses.every((s) => s === 403)).toBe(true);
    const limited = await unlock(open, 'open-sesame-42', '10.0.0.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].code).toBe('common.tooManyRequests');
    expect((await unlock(open, 'open-sesame-42', '10.0.0.4')).statusCode).toBe(200);
  });
});
