import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCraftedGateway } from '../test/crafted-gateway';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  // Demo data is dated from the real now, so the app's clock is the real one too.
  t = await createTestApp({
    now: new Date().toISOString(),
    gateway: createCraftedGateway(),
    demo: true,
  });
});
afterAll(() => t.close());

describe('demo exemptions', () => {
  it('run from the start of a day to the end of a day (Sofia), as every vignette does', async () => {
    for (const plate of ['CB2468TK', 'CA0112CC']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/check/vignette/plate/BG/${plate}`,
      });
      expect(response.statusCode).toBe(200);
      const { vignette } = response.json();
      expect(vignette.exempt).toBe(true);
      expect(vignette.validityDateFrom).toMatch(/T00:00:00$/);
      expect(vignette.validityDateTo).toMatch(/T23:59:59$/);
      expect(vignette.validityDateToFormated).toMatch(/ 23:59:59$/);
    }
  });
});
