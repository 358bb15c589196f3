import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentNumber } from '@toll/domain/document-numbers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const check = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/vignette/validateapi/?${query}` });

// Issue 32: a check by number alone did not find it "for this vehicle", though none was given.
describe('a vignette check that finds nothing', () => {
  const number = documentNumber(new Date('2026-03-01T10:00:00Z'), 99_999_999);
  it('by number alone names no vehicle', async () => {
    const res = await check(`vignetteNumber=${number}&browser-language=en`);
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0]).toMatchObject({
      code: 'vignetteCheck.numberNotFound',
      message: 'No vignette with this number was found.',
    });
  });

  it('by number and plate says it was not found for that vehicle', async () => {
    const res = await check(`vignetteNumber=${number}&countryCode=BG&lpn=CA1234BX`);
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].code).toBe('vignetteCheck.notFound');
  });
});
