import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedVehicleListSchema } from '@toll/contract/saved-vehicles';
import { constraintViolation } from '../../platform/db/constraint-error';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, seedUser, sessionToken, TEST_PASSWORD } from '../../test/identity-helpers';

/** Spec §7 GET /vehicles, POST /vehicles/create, POST /vehicles/delete (idList). */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const call = (who: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(who ? bearer(tokens[who]!) : {}), 'accept-language': 'en' },
    payload: payload as object | undefined,
  });
const firstError = (res: { json: () => unknown }) =>
  (res.json() as { errors: { code: string; field?: string; message: string }[] }).errors[0]!;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['ana', 'boris']) {
    const user = await seedUser(t, { username: `sv_${name}` });
    ids[name] = user.id;
    tokens[name] = await sessionToken(t, user.id);
  }
});
afterAll(() => t.close());

describe('saved vehicles', () => {
  it('keeps a signed-in user’s vehicles, normalised, once each, and shows only their own', async () => {
    expect((await call(null, 'GET', '/vehicles')).statusCode).toBe(401);
    const first = await call('ana', 'POST', '/vehicles/create', { countryCode: 'bg', lpn: 'са 1234 вх', label: 'Семейна кола' }); // prettier-ignore
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ countryCode: 'BG', lpn: 'CA1234BX', vehicleType: 'car', label: 'Семейна кола' }); // prettier-ignore
    const trailer = await call('ana', 'POST', '/vehicles/create', { countryCode: 'RO', lpn: 'B123ABC', vehicleType: 'trailer' }); // prettier-ignore
    expect(trailer.statusCode).toBe(201);
    // the same plate typed differently is the same vehicle
    const again = await call('ana', 'POST', '/vehicles/create', { countryCode: 'BG', lpn: 'CA-1234-BX' }); // prettier-ignore
    expect(again.statusCode).toBe(409);
    expect(firstError(again)).toMatchObject({ code: 'savedVehicle.duplicate', field: 'lpn', message: 'Vehicle CA1234BX is already among your vehicles' }); // prettier-ignore
    // another user may keep the same plate
    expect((await call('boris', 'POST', '/vehicles/create', { countryCode: 'BG', lpn: 'CA1234BX' })).statusCode).toBe(201); // prettier-ignore
    const mine = savedVehicleListSchema.parse((await call('ana', 'GET', '/vehicles')).json());
    expect(mine.map((v) => `${v.countryCode}:${v.lpn}:${v.vehicleType}`)).toEqual(['BG:CA1234BX:car', 'RO:B123ABC:trailer']); // prettier-ignore
    const his = savedVehicleListSchema.parse((await call('boris', 'GET', '/vehicles')).json());
    expect(his).toHaveLength(1);
  });

  it('refuses bad input with the catalogue keys', async () => {
    const cases: [unknown, string, string][] = [
      [{ countryCode: 'BG', lpn: '' }, 'lpn', 'validation.required'],
      [{ countryCode: 'XX', lpn: 'CA1111AA' }, 'countryCode', 'validation.invalidCountry'],
      [{ countryCode: 'B1', lpn: 'CA1111AA' }, 'countryCode', 'validation.invalidCountry'],
      [{ countryCode: 'BG', lpn: 'CA1111AA', vehicleType: 'truck' }, 'vehicleType', ''],
    ];
    for (const [body, field, code] of cases) {
      const res = await call('boris', 'POST', '/vehicles/create', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(firstError(res).field).toBe(field);
      if (code) expect(firstError(res).code).toBe(code);
    }
  });

  it('deletes by idList only the caller’s own vehicles, all or none', async () => {
    const mine = savedVehicleListSchema.parse((await call('ana', 'GET', '/vehicles')).json());
    const his = savedVehicleListSchema.parse((await call('boris', 'GET', '/vehicles')).json());
    const mixed = await call('ana', 'POST', '/vehicles/delete', { idList: [mine[0]!.id, his[0]!.id] }); // prettier-ignore
    expect(mixed.statusCode).toBe(404);
    expect(firstError(mixed).code).toBe('savedVehicle.notFound');
    expect((await call('ana', 'GET', '/vehicles')).json()).toHaveLength(2);
    expect((await call('ana', 'POST', '/vehicles/delete', { idList: [] })).statusCode).toBe(400);
    const ok = await call('ana', 'POST', '/vehicles/delete', { idList: [mine[0]!.id, mine[0]!.id] }); // prettier-ignore
    expect(ok.json()).toEqual({ deleted: 1 });
    expect((await call('ana', 'GET', '/vehicles')).json()).toHaveLength(1);
    expect((await call('boris', 'GET', '/vehicles')).json()).toHaveLength(1);
  });

  it('keeps at most 50 per user, in the database too', async () => {
    const user = await seedUser(t, { username: 'sv_fleet' });
    tokens.fleet = await sessionToken(t, user.id);
    await t.database.db.execute(
      sql`insert into saved_vehicles (user_id, country_code, plate)
          select ${user.id}, 'BG', 'PB' || lpad(g::text, 4, '0') || 'AA' from generate_series(1, 50) g`,
    );
    const over = await call('fleet', 'POST', '/vehicles/create', { countryCode: 'BG', lpn: 'PB9999AA' }); // prettier-ignore
    expect(over.statusCode).toBe(409);
    expect(firstError(over)).toMatchObject({ code: 'savedVehicle.limit', message: 'You can keep at most 50 vehicles' }); // prettier-ignore
    const error = await t.database.db
      .execute(
        sql`insert into saved_vehicles (user_id, country_code, plate) values (${ids.ana!}, 'BG', 'lower')`,
      ) // prettier-ignore
      .catch((e: unknown) => e);
    expect(constraintViolation(error)?.constraint).toBe('saved_vehicles_plate');
  });

  it('forgets the vehicles of a user who deletes their account', async () => {
    const user = await seedUser(t, { username: 'sv_leaving' });
    tokens.leaving = await sessionToken(t, user.id);
    await call('leaving', 'POST', '/vehicles/create', { countryCode: 'BG', lpn: 'E1234KP' });
    const res = await call('leaving', 'POST', '/user/delete', { password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const left = await t.database.db.execute(sql`select count(*)::int as n from saved_vehicles where user_id = ${user.id}`); // prettier-ignore
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
