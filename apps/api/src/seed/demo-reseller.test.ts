import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_RESELLER_KEY } from './demo-reseller';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: new Date().toISOString(), demo: true });
}, 120_000);
afterAll(() => t.close());

describe('demo reseller', () => {
  it('sells through the reseller API with the published demo key, once per Idempotency-Key', async () => {
    const sell = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/reseller/sales',
        headers: { authorization: `ApiKey ${DEMO_RESELLER_KEY}`, 'idempotency-key': 'demo-1' },
        payload: { vignettes: [{ productId: 'car-weekly', countryCode: 'BG', lpn: 'PB5555RS' }] },
      });
    const first = await sell();
    expect(first.statusCode).toBe(201);
    const second = await sell();
    expect(second.json().transId).toBe(first.json().transId);
  });
});
