import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  delictPaymentPageSchema,
  officeDelictDetailSchema,
  officeDelictPageSchema,
} from '@toll/contract/office-delicts';
import { markDelictPaid } from '../delicts/repo';
import { registerDelict } from '../../test/delict-helpers';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { maskEmail } from './service';

const codeOf = (res: { json(): unknown }) =>
  (res.json() as { errors: { code: string }[] }).errors[0]?.code;

/** A paid delict: a sale with its DELICT item, and the delict marked paid by it. */
async function pay(t: TestApp, delictId: string, at: string) {
  const result = (await t.database.db.execute(sql`
    with s as (
      insert into sales (state, channel, email, lang, currency, total_minor, total_bgn, total_eur, created_at)
      values ('ACTIVATED', 'site', 'owner@example.bg', 'bg', 'EUR', 5000, 9779, 5000, ${at}::timestamptz)
      returning id, number)
    insert into sale_items (sale_id, position, kind, state, country_code, plate, starts_at_payment,
      valid_from, valid_to, amount_bgn, amount_eur, delict_id)
    select s.id, 1, 'DELICT', 'ACTIVE', 'BG', 'CB4321KM', true, ${at}::timestamptz,
      ${at}::timestamptz + interval '1 day', 9779, 5000, ${delictId} from s
    returning id`)) as unknown as { rows: { id: string }[] };
  await markDelictPaid(t.database.db, delictId, result.rows[0]!.id, new Date(at));
}

describe('delict search in the back office (tolling mode)', () => {
  let t: TestApp;
  let clerk = '';
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_MODE: 'tolling' } });
    const user = await seedUser(t, { username: 'd_clerk', roles: ['ROLE_DELICTS_READ'] });
    clerk = await sessionToken(t, user.id);
    await registerDelict(t, { documentNumber: 'EF-1001', plate: 'CB4321KM' });
    await registerDelict(t, {
      documentNumber: 'EF-1002',
      plate: 'СВ 4321 КМ', // Cyrillic look-alikes: the same vehicle
      obuDataMissing: true,
      missingDataReason: 'OBU switched off',
      evidentialRecords: ['photo-77', 'obu-record-78'],
    });
    await registerDelict(t, { documentNumber: 'EF-2001', plate: 'PB1111AA' });
    await t.database.db.execute(
      sql`insert into delict_notices_sent (delict_id, email) select id, 'maria.petrova@example.bg' from delicts where document_number = 'EF-1002'`,
    );
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, token = clerk) =>
    t.app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: { ...bearer(token), 'accept-language': 'en' },
    });

  it('finds a vehicle’s delicts by plate, written either way', async () => {
    const page = officeDelictPageSchema.parse(
      (await get('/office/delicts?f_plate=cb 4321 km&sort=documentNumber')).json(),
    );
    expect(page.total).toBe(2);
    expect(page.items.map((d) => d.documentNumber)).toEqual(['EF-1001', 'EF-1002']);
    const missing = officeDelictPageSchema.parse(
      (await get('/office/delicts?f_obuDataMissing=true')).json(),
    );
    expect(missing.items.map((d) => [d.documentNumber, d.missingDataReason])).toEqual([
      ['EF-1002', 'OBU switched off'],
    ]);
  });

  it('opens one delict with its documents, evidential records and notices', async () => {
    const res = await get('/office/delicts/ef-1002');
    expect(res.statusCode).toBe(200);
    const delict = officeDelictDetailSchema.parse(res.json());
    expect(delict.evidentialRecords).toEqual(['photo-77', 'obu-record-78']);
    expect(delict.documents[0]!.url).toBe(
      '/api/generate-pdf-compensatory-fee?delict_document_number=EF-1002',
    );
    expect(delict.notices.map((n) => n.email)).toEqual(['m***@example.bg']);
    const pdf = await t.app.inject({ method: 'GET', url: delict.documents[0]!.url! });
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect((await get('/office/delicts/EF-9999')).statusCode).toBe(404);
  });

  it('keeps the §5 rule: no delict without a reason when OBU data is missing', async () => {
    await expect(
      registerDelict(t, {
        documentNumber: 'EF-3001',
        obuDataMissing: true,
        missingDataReason: ' ',
      }),
    ).rejects.toMatchObject({ details: [{ code: 'delict.reasonRequiredWithoutObu' }] });
  });

  it('is refused to roles outside §6, and payments search is not for tolling mode', async () => {
    const cashier = await seedUser(t, { username: 'd_cashier', roles: ['ROLE_VIGNETTE_USER'] });
    const other = await sessionToken(t, cashier.id);
    expect(codeOf(await get('/office/delicts', other))).toBe('common.forbidden');
    const admin = await seedUser(t, { username: 'd_admin', roles: ['ROLE_ADMIN'] });
    expect((await get('/office/delict-payments', await sessionToken(t, admin.id))).statusCode).toBe(
      403,
    );
  });
});

describe('delict payments search (vignette mode)', () => {
  let t: TestApp;
  let user = '';
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_MODE: 'vignette' } });
    const row = await seedUser(t, { username: 'p_delict', roles: ['ROLE_DELICT_USER'] });
    user = await sessionToken(t, row.id);
    const a = await registerDelict(t, { documentNumber: 'EF-5001' });
    await registerDelict(t, { documentNumber: 'EF-5002' });
    await pay(t, a.id, '2026-11-20T08:00:00Z');
  }, 60_000);
  afterAll(() => t.close());

  it('lists paid delicts with the sale that paid them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/office/delict-payments?f_plate=CB4321KM&f_from=2026-11-20&f_to=2026-11-20',
      headers: bearer(user),
    });
    const page = delictPaymentPageSchema.parse(res.json());
    expect(page.items.map((p) => [p.documentNumber, p.amountEur, p.channel])).toEqual([
      ['EF-5001', 5000, 'site'],
    ]);
    expect(page.items[0]!.saleNumber).toBeGreaterThan(0);
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/office/delict-payments?f_from=2026-11-21',
      headers: bearer(user),
    });
    expect(delictPaymentPageSchema.parse(none.json()).total).toBe(0);
  });

  it('masks notice addresses', () => {
    expect(maskEmail('ivan@example.bg')).toBe('i***@example.bg');
    expect(maskEmail('broken')).toBe('***');
  });
});
