import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicViolationResponseSchema } from '@toll/contract/delicts';
import { BAD_EGN, EGN, EIK, registerDelict } from '../../test/delict-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * `GET /check/violation/v2/plate/{ISO2}/{PLATE}/{EGN or EIK}` (FACTS): always HTTP 200 with
 * `{ok, data:{delictList}}`, open to every origin, no captcha, limited per address.
 */
const NOW = '2026-05-20T10:00:00Z';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: NOW, env: { CAPTCHA_DISABLED: 'false', CHECK_RATE_LIMIT: '40' } });
  await registerDelict(t, { documentNumber: 'EF0000002001' }, 1);
  await registerDelict(t, { documentNumber: 'EF0000002002' }, 30);
});
afterAll(() => t.close());

const get = (path: string, address = '10.0.0.1') =>
  t.app.inject({
    method: 'GET',
    url: path,
    headers: { origin: 'https://fleet.example' },
    remoteAddress: address,
  });

describe('GET /check/violation/v2/plate/{country}/{plate}/{egn-or-eik}', () => {
  it("answers the owner's violations in the public shape, without a captcha", async () => {
    const response = await get(`/check/violation/v2/plate/bg/CB4321KM/${EGN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const body = publicViolationResponseSchema.parse(response.json());
    expect(body.ok).toBe(true);
    expect(body.status).toEqual({ code: 200, message: 'public.ui.ok' });
    expect(body.data.delictList.map((d) => d.documentNumber)).toEqual([
      'EF0000002001',
      'EF0000002002',
    ]);
    expect(body.data.delictList[0]).toMatchObject({
      delictType: 'COMPENSATORY_FEE',
      status: 'SERVED',
      statusText: 'Връчено',
      licensePlateNumber: 'CB4321KM',
      country: 'BG',
      vehicleClassCode: 'UP_TO_3_5T',
      vehicleClass: 'Превозно средство до 3,5 т',
      // Passage three days before now (13:00 Sofia), served the day after.
      passageDate: '2026-05-17T13:00:00',
      passageDateFormated: '17.05.2026 13:00:00',
      passageDateUtc: '2026-05-17T10:00:00.000Z',
      amount: 36,
      currency: 'EUR',
      amountBGN: 70.41,
      amountEUR: 36,
      paymentDeadline: '2026-06-02T23:59:59',
      paymentDeadlineFormated: '02.06.2026 23:59:59',
      payable: true,
      paid: false,
    });
    expect(body.data.delictList[1]).toMatchObject({ payable: false, paid: false });
  });

  it('answers an owner without violations with an empty list', async () => {
    const response = await get(`/check/violation/v2/plate/BG/CB4321KM/${EIK}`);
    expect(response.json()).toEqual({
      ok: true,
      status: { code: 200, message: 'public.ui.ok' },
      data: { delictList: [] },
    });
  });

  it('answers bad input with HTTP 200, ok false and a message key', async () => {
    const cases: [string, string][] = [
      [`/check/violation/v2/plate/B1/CB4321KM/${EGN}`, 'public.ui.error.country'],
      [`/check/violation/v2/plate/BG/%20/${EGN}`, 'public.ui.error.licensePlateNumber'],
      [`/check/violation/v2/plate/BG/CB4321KM/${BAD_EGN}`, 'public.ui.error.egnOrEik'],
    ];
    for (const [path, message] of cases) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.json(), path).toEqual({
        ok: false,
        status: { code: 400, message },
        data: { delictList: [] },
      });
    }
  });

  it('limits each address, like the vignette check', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 41; i += 1)
      statuses.push(
        (await get(`/check/violation/v2/plate/BG/CB4321KM/${EIK}`, '10.0.0.9')).statusCode,
      );
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
    expect(
      (await get(`/check/violation/v2/plate/BG/CB4321KM/${EIK}`, '10.0.0.10')).statusCode,
    ).toBe(200);
  });
});
