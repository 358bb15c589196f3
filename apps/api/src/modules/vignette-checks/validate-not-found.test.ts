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

// Issue 38: the check answers in the caller's language among the site's six (Accept-Language).
describe('a vignette check in the caller’s language', () => {
  const number = documentNumber(new Date('2026-03-01T10:00:00Z'), 99_999_998);
  const inLanguage = (acceptLanguage: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/vignette/validateapi/?vignetteNumber=${number}`,
      headers: { 'accept-language': acceptLanguage },
    });

  it('answers Turkish, Greek, Romanian and German drivers in their language', async () => {
    const expected: Record<string, string> = {
      'tr-TR,tr;q=0.9,en;q=0.8': 'Bu numaraya sahip vinyet bulunamadı.',
      'el-GR,el;q=0.9': 'Δεν βρέθηκε βινιέτα με αυτόν τον αριθμό.',
      'ro-RO,ro;q=0.9,en;q=0.5': 'Nu a fost găsită nicio rovinietă cu acest număr.',
      'de-AT,de;q=0.9': 'Es wurde keine Vignette mit dieser Nummer gefunden.',
      'fr-FR,fr;q=0.9': 'Не е намерена винетка с този номер.',
    };
    for (const [header, message] of Object.entries(expected)) {
      const res = await inLanguage(header);
      expect(res.statusCode, header).toBe(404);
      expect(res.json().errors[0].message, header).toBe(message);
    }
  });
});
