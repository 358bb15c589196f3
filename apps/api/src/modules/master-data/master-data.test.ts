import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/countries', () => {
  it('lists every ISO country with the priority set first, then by Bulgarian name', async () => {
    const res = await get('/api/countries');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ countryCode: string; countryName: string }[]>();
    expect(list).toHaveLength(250);
    expect(list.slice(0, 8).map((c) => c.countryCode)).toEqual([
      'BG',
      'TR',
      'RO',
      'IR',
      'UA',
      'GR',
      'RS',
      'MK',
    ]);
    expect(list[0]).toEqual({ countryCode: 'BG', countryName: 'България' });
    const rest = list.slice(8).map((c) => c.countryName);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('bg').compare));
    expect(rest[0]).toBe('Австралия');
  });

  it('answers in English by browser-language and by Accept-Language', async () => {
    const byQuery = (await get('/api/countries?browser-language=en')).json<
      { countryName: string }[]
    >();
    expect(byQuery[0]!.countryName).toBe('Bulgaria');
    expect(byQuery[8]!.countryName).toBe('Afghanistan');
    const byHeader = (
      await get('/api/countries', { 'accept-language': 'en-GB,en;q=0.9,bg;q=0.5' })
    ).json<{ countryName: string }[]>();
    expect(byHeader[7]!.countryName).toBe('North Macedonia');
  });

  it("names the countries in the site's other languages too (Turkish, Greek)", async () => {
    const names = async (lang: string) =>
      (await get(`/api/countries?browser-language=${lang}`)).json<
        { countryCode: string; countryName: string }[]
      >();
    const turkish = await names('tr');
    expect(turkish.find((c) => c.countryCode === 'DE')?.countryName).toBe('Almanya');
    expect(turkish[0]!.countryName).toBe('Bulgaristan');
    const greek = await names('el');
    expect(greek.find((c) => c.countryCode === 'DE')?.countryName).toBe('Γερμανία');
  });
});

describe('GET /api/v1/c5/master/…', () => {
  it('serves the master lists with the ids of spec §9', async () => {
    const vehicleClasses = (await get('/api/v1/c5/master/vehicleclasses?browser-language=en')).json<
      { id: number; code: string }[]
    >();
    expect(vehicleClasses.map((v) => [v.id, v.code])).toEqual([
      [1, 'MOTORCYCLE'],
      [2, 'LIGHT_CAR'],
      [3, 'BUS'],
      [4, 'TRUCK_N2'],
      [5, 'TRUCK_N3'],
      [7, 'OTHER_OVER_3_5T'],
    ]);
    const emission = (await get('/api/v1/c5/master/emissionclasses')).json<{ id: number }[]>();
    expect(emission.map((e) => e.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 15]);
    expect((await get('/api/v1/c5/master/titles')).json()).toEqual([
      { id: 1, code: 'MR', name: 'Г-н' },
      { id: 2, code: 'MS', name: 'Г-жа' },
    ]);
    const customerTypes = (await get('/api/v1/c5/master/customertypes?browser-language=en')).json();
    expect(customerTypes).toEqual([
      { id: 1, code: 'INDIVIDUAL', name: 'Individual' },
      { id: 2, code: 'BUSINESS', name: 'Business' },
    ]);
    const inventory = (await get('/api/v1/c5/master/inventoryTypes')).json<{ code: string }[]>();
    expect(inventory.map((i) => i.code)).toEqual([
      'OBU',
      'MYFARE',
      'TRACKER',
      'MYFARE_SALE',
      'TAG_DSRC',
      'MYFARE_NON_REUSABLE',
    ]);
    const languages = (await get('/api/v1/c5/master/languages')).json<{ code: string }[]>();
    expect(languages.map((l) => l.code)).toEqual(['bg', 'en']);
    for (const list of ['businesstypes', 'fundingMethods', 'countries']) {
      const res = await get(`/api/v1/c5/master/${list}`);
      expect(res.statusCode, list).toBe(200);
      expect(res.json<unknown[]>().length, list).toBeGreaterThan(1);
    }
  });

  it('lists identification types per customer type; id 3 is the EGN', async () => {
    const individual = (await get('/api/v1/c5/master/identificationtypes/1')).json<
      { id: number; code: string; customerTypeId: number }[]
    >();
    expect(individual.map((i) => i.code)).toEqual([
      'ID_CARD',
      'PASSPORT',
      'EGN',
      'DRIVING_LICENCE',
      'BIRTH_DATE',
    ]);
    expect(individual.find((i) => i.id === 3)?.code).toBe('EGN');
    const business = (await get('/api/v1/c5/master/identificationtypes/2')).json<
      { code: string }[]
    >();
    expect(business.map((i) => i.code)).toEqual(['UIC', 'EU_VAT', 'FOREIGN_COMPANY']);
    expect((await get('/api/v1/c5/master/identificationtypes/9')).statusCode).toBe(404);
    const bad = await get('/api/v1/c5/master/identificationtypes/abc?browser-language=en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errors: [{ code: 'validation.mustBeNumber', field: 'id' }],
    });
  });

  it('lists the 28 Bulgarian regions, none for other known countries, 404 for unknown ones', async () => {
    const regions = (await get('/api/v1/c5/master/regions/bg')).json<
      { code: string; name: string }[]
    >();
    expect(regions).toHaveLength(28);
    expect(regions[21]).toEqual({ code: 'BG-22', countryCode: 'BG', name: 'София (столица)' });
    expect((await get('/api/v1/c5/master/regions/RO')).json()).toEqual([]);
    const unknown = await get('/api/v1/c5/master/regions/QQ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errors: [{ code: 'validation.invalidCountry' }] });
    const malformed = await get('/api/v1/c5/master/regions/BGR');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      errors: [{ code: 'validation.invalidCountry', field: 'code' }],
    });
  });
});
