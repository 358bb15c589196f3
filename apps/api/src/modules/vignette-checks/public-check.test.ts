import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCraftedGateway } from '../../test/crafted-gateway';
import { APPROVED, postResult, purchase, resultFor } from '../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The compatibility contract of FACTS "The public check API": every field existing clients read,
 * with its type and format, for each kind of answer.
 */
const NOW = '2026-11-21T10:00:00Z';
const gateway = createCraftedGateway();
let t: TestApp;

async function buy(plate: string, productId: string, activationDate?: string) {
  const form = await purchase(t, [{ productId, countryCode: 'BG', lpn: plate, activationDate }]);
  await postResult(t, resultFor(gateway, form, APPROVED));
}

beforeAll(async () => {
  t = await createTestApp({ now: '2026-01-10T08:00:00Z', gateway });
  await buy('EA6373AB', 'car-annual'); // active until 09.01.2027
  await buy('EB1111BB', 'car-weekly'); // ended 16.01.2026
  t.clock.set(NOW);
  await buy('EC2222CC', 'car-monthly', '2026-12-01T06:00:00Z'); // starts in ten days
});
afterAll(() => t.close());

const get = (path: string) =>
  t.app.inject({ method: 'GET', url: path, headers: { origin: 'https://app.example' } });

const DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
const FORMATED = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/;

describe('GET /check/vignette/plate/{country}/{plate}', () => {
  it('answers an active vignette with every field existing clients read', async () => {
    const response = await get('/check/vignette/plate/BG/EA6373AB');
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    // An API's security headers (OWASP), not the site's document policy.
    expect(response.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['x-ratelimit-limit']).toBeDefined();
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    const body = response.json();
    expect(body).toEqual({
      ok: true,
      status: { code: 200, message: 'public.ui.ok' },
      vignette: {
        licensePlateNumber: 'EA6373AB',
        country: 'BG',
        exempt: false,
        whitelist: false,
        vignetteNumber: expect.stringMatching(/^260110\d{8}$/),
        vehicleClass: 'Превозно средство <= 3,5 тона',
        vehicleClassCode: 'car',
        vehicleType: expect.any(String),
        vehicleTypeCode: 'car',
        emissionsClass: expect.any(String),
        emissionsClassCode: 'eur0',
        validityDateFrom: '2026-01-10T10:00:00',
        validityDateFromFormated: '10.01.2026 10:00:00',
        validityDateTo: '2027-01-09T23:59:59',
        validityDateToFormated: '09.01.2027 23:59:59',
        issueDate: '2026-01-10T10:00:00',
        issueDateFormated: '10.01.2026 10:00:00',
        price: 49.6,
        currency: 'EUR',
        status: 'Активна',
        statusBoolean: true,
      },
    });
    for (const key of ['validityDateFrom', 'validityDateTo', 'issueDate'])
      expect(body.vignette[key]).toMatch(DATE);
    for (const key of ['validityDateFromFormated', 'validityDateToFormated', 'issueDateFormated'])
      expect(body.vignette[key]).toMatch(FORMATED);
    expect(typeof body.vignette.price).toBe('number');
  });

  it('finds the vehicle however the plate is typed', async () => {
    const cyrillic = await get(`/check/vignette/plate/bg/${encodeURIComponent('еа 6373 ав')}`);
    expect(cyrillic.json().vignette.vignetteNumber).toMatch(/^\d{14}$/);
  });

  it('reports an expired and a not-yet-started vignette as not valid', async () => {
    const expired = (await get('/check/vignette/plate/BG/EB1111BB')).json();
    expect(expired.vignette).toMatchObject({
      status: 'Изтекла',
      statusBoolean: false,
      validityDateTo: '2026-01-16T23:59:59',
      price: 7.67,
    });
    const future = (await get('/check/vignette/plate/BG/EC2222CC')).json();
    expect(future.vignette).toMatchObject({
      status: 'Неизползвана',
      statusBoolean: false,
      validityDateFrom: '2026-12-01T08:00:00',
    });
  });

  it('gives each of many concurrent checks its own vehicle’s answer (they share statements)', async () => {
    const expected: Record<string, string | null> = {
      EA6373AB: 'Активна',
      EB1111BB: 'Изтекла',
      EC2222CC: 'Неизползвана',
      XX0000XX: null,
    };
    const plates = Array.from({ length: 60 }, (_, i) => Object.keys(expected)[(i * 7) % 4]!);
    const answers = await Promise.all(
      plates.map((plate) => get(`/check/vignette/plate/BG/${plate}`)),
    );
    answers.forEach((answer, i) => {
      const body = answer.json();
      expect(body.vignette?.status ?? null, plates[i]).toBe(expected[plates[i]!]);
      if (body.vignette) expect(body.vignette.licensePlateNumber).toBe(plates[i]);
    });
  });

  it('answers no vignette and a bad plate with HTTP 200 and the documented codes', async () => {
    const none = await get('/check/vignette/plate/BG/XX0000XX');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({
      vignette: null,
      ok: false,
      status: { code: 500, message: 'public.ui.ok.noVignette' },
    });
    for (const plate of ['-', encodeURIComponent('%%%'), 'A', "1'%20OR%20'1'%3D'1"]) {
      const bad = await get(`/check/vignette/plate/BG/${plate}`);
      expect(bad.statusCode, plate).toBe(200);
      expect(bad.json().status).toEqual(
        plate.includes('OR')
          ? { code: 500, message: 'public.ui.ok.noVignette' }
          : { code: 400, message: 'public.ui.error.licensePlateNumber' },
      );
    }
    const country = await get('/check/vignette/plate/ZZZ/EA6373AB');
    expect(country.statusCode).toBe(200);
    expect(country.json().status.code).toBe(400);
  });
});
