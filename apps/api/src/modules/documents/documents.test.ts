import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentListSchema } from '@toll/contract/site';
import { pdfText } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-21T10:00:00Z' });
});
afterAll(() => t.close());

async function pdf(url: string): Promise<{ text: string; headers: Record<string, unknown> }> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { text: pdfText(res.rawPayload), headers: res.headers };
}

describe('documents', () => {
  it('lists the three documents with titles in the caller language', async () => {
    const list = documentListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/documents?browser-language=bg' })).json(),
    );
    expect(list.map((d) => d.id)).toEqual([
      'terms-and-conditions',
      'price-list',
      'obu-return-form',
    ]);
    expect(list[0]).toMatchObject({
      title: 'Общи условия',
      url: '/api/documents/terms-and-conditions?lang=bg',
    });
  });

  it('generates the terms in Bulgarian with the Cyrillic font embedded, and in English', async () => {
    const bg = await pdf('/api/documents/terms-and-conditions?lang=bg');
    expect(bg.text).toContain('Общи условия за покупка');
    expect(bg.text).toContain('Без анулиране и без възстановяване');
    expect(bg.headers['content-disposition']).toContain('terms-and-conditions-bg-2026-11-21.pdf');
    const en = await pdf('/api/documents/terms-and-conditions?lang=en');
    expect(en.text).toContain('No cancellation and no refund');
  });

  it('prices the price list from the tariff table at the current date', async () => {
    const bg = await pdf('/api/documents/price-list?lang=bg');
    expect(bg.text).toContain('21.11.2026');
    expect(bg.text).toContain('49,60 €');
    expect(bg.text).toContain('97,01 лв.');
    expect(bg.text).toContain('Годишна');
    const en = await pdf('/api/documents/price-list?browser-language=en');
    expect(en.text).toContain('€4.09');
  });

  it('makes the OBU return form, and refuses unknown documents and languages', async () => {
    const form = await pdf('/api/documents/obu-return-form?lang=bg');
    expect(form.text).toContain('Сериен номер на устройството');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/documents/secret-plans' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({ code: 'validation.invalidEnum', field: 'id' });
    const lang = await t.app.inject({
      method: 'GET',
      url: '/api/documents/price-list?lang=fr',
    });
    expect(lang.statusCode).toBe(400);
  });

  it('speaks the site languages beyond bg and en: the price list and terms in Turkish and German', async () => {
    const tr = await pdf('/api/documents/price-list?lang=tr');
    expect(tr.text).toContain('Yıllık');
    expect(tr.text).toContain('4,09 €');
    const de = await pdf('/api/documents/terms-and-conditions?browser-language=de');
    expect(de.text).toContain('Allgemeine Geschäftsbedingungen');
  });
});
