import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pdfText } from '../../test/pdf-text';
import { EIK, registerDelict } from '../../test/delict-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const NOW = '2026-05-20T10:00:00Z';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  await registerDelict(
    t,
    {
      documentNumber: 'EF0000003001',
      tollSectionId: 'A1-112',
      tollSectionName: 'Пазарджик – Цалапица',
      kilometre: 112.4,
      direction: 'към Бургас',
      district: 'Пазарджик',
      municipality: 'Пазарджик',
      coordinateX: 24.3336,
      coordinateY: 42.1887,
      evidentialRecords: ['ANPR-1', 'PHOTO-2'],
    },
    1,
  );
  await registerDelict(
    t,
    {
      documentNumber: 'NT0000003002',
      documentType: 'NOTIFICATION',
      delictType: 'MAXIMUM_TOLL',
      plate: 'PB7788TX',
      ownerId: EIK,
      vehicleClass: 'OVER_12T_4_PLUS_AXLES',
      amount: { bgn: 30002, eur: 15340, currency: 'EUR' },
      notifiedAt: new Date('2026-05-18T08:00:00Z'),
      obuDataMissing: true,
      missingDataReason: 'Бордовото устройство не е подавало данни',
    },
    null,
  );
  await registerDelict(t, { documentNumber: 'EF0000003003' }, 30);
});
afterAll(() => t.close());

const download = (number: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/generate-pdf-compensatory-fee?delict_document_number=${encodeURIComponent(number)}`,
  });

describe('GET /api/generate-pdf-compensatory-fee', () => {
  it('makes a bilingual Cyrillic PDF with the violation, the amount and the deadline', async () => {
    const response = await download('EF0000003001');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="delict-EF0000003001.pdf"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = pdfText(response.rawPayload);
    for (const expected of [
      'Компенсаторна такса / Compensatory fee',
      'EF0000003001',
      'Електронен фиш',
      'Electronic fiche',
      'CB4321KM',
      'България',
      'Превозно средство до 3,5 т',
      '17.05.2026 13:00:00',
      '2026-05-17 10:00:00 UTC',
      'A1-112 – Пазарджик – Цалапица',
      'А1 (АМ „Тракия“)',
      'към Бургас',
      '42.188700, 24.333600',
      'ANPR-1, PHOTO-2',
      '36,00 € (70,41 лв.)',
      '€36.00 (BGN 70.41)',
      'Очаква плащане',
      'Awaiting payment',
      '02.06.2026 23:59:59',
      'не се възстановява',
    ])
      expect(text).toContain(expected);
    // Issue 32: the kilometre with each language's decimal mark, the Bulgarian one first.
    expect(text).toMatch(/^112,4\n112\.4$/m);
  });

  it('titles the maximum toll and shows the missing-OBU reason', async () => {
    const text = pdfText((await download('nt0000003002')).rawPayload);
    expect(text).toContain('Максимална дневна такса / Maximum daily');
    expect(text).toContain('Бордовото устройство не е подавало данни');
    expect(text).toContain('153,40 € (300,02 лв.)');
    expect(text).toContain('01.06.2026 23:59:59');
  });

  it('shows a passed deadline and, once paid, the payment', async () => {
    expect(pdfText((await download('EF0000003003')).rawPayload)).toContain(
      'Срокът за плащане е изтекъл',
    );
    await t.database.db.execute(
      sql`update delicts set status = 'PAID', paid_at = '2026-05-20T07:30:00Z'
          where document_number = 'EF0000003001'`,
    );
    const text = pdfText((await download('EF0000003001')).rawPayload);
    expect(text).toContain('Платено');
    expect(text).toContain('20.05.2026 10:30:00');
    expect(text).not.toContain('Очаква плащане');
  });

  it('answers 404 for an unknown number and 400 for a malformed one', async () => {
    const unknown = await download('EF9999999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].code).toBe('delict.notFound');
    expect((await download('../etc/passwd')).statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/generate-pdf-compensatory-fee',
    });
    expect(missing.statusCode).toBe(400);
  });
});
