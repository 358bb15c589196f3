import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { COMPENSATORY_FEE_ROWS } from '@toll/domain/compensatory-fees';
import { delictListSchema, type DelictList } from '@toll/contract/delicts';
import { queryRows } from '../../platform/db/database';
import {
  BAD_EGN,
  EGN,
  EIK,
  OTHER_EGN,
  registerDelict,
  searchDelicts,
} from '../../test/delict-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

// 2026-05-20 10:00 UTC is 13:00 in Sofia (summer time).
const NOW = '2026-05-20T10:00:00Z';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  await registerDelict(t, { documentNumber: 'EF0000001001' }, 1);
  await registerDelict(t, { documentNumber: 'EF0000001002', plate: 'CB4321KM' }, 20);
  await registerDelict(
    t,
    {
      documentNumber: 'NT0000001003',
      documentType: 'NOTIFICATION',
      delictType: 'MAXIMUM_TOLL',
      plate: 'PB7788TX',
      ownerId: EIK,
      vehicleClass: 'OVER_12T_4_PLUS_AXLES',
      axles: 5,
      amount: { bgn: 30002, eur: 15340, currency: 'EUR' },
      notifiedAt: new Date('2026-05-18T08:00:00Z'),
      ficheServedAt: null,
      obuDataMissing: true,
      missingDataReason: 'OBU switched off',
      evidentialRecords: ['OBU-GAP-1'],
    },
    null,
  );
  await registerDelict(t, { documentNumber: 'EF0000001004', ownerId: OTHER_EGN }, 2);
  await registerDelict(t, { documentNumber: 'EF0000001005', status: 'REGISTERED' }, null);
});
afterAll(() => t.close());

const byNumber = (list: DelictList, number: string) =>
  list.delicts.find((d) => d.documentNumber === number)!;

describe('POST /api/delicts/search', () => {
  it("finds a vehicle's delicts for the owner's EGN, newest first, with amount and deadline", async () => {
    const { status, body } = await searchDelicts(t, {
      countryCode: 'bg',
      lpn: 'св 4321 км',
      ownerId: EGN,
    });
    expect(status).toBe(200);
    expect(delictListSchema.parse(body)).toBeTruthy();
    expect(body.lpn).toBe('CB4321KM');
    expect(body.delicts.map((d) => d.documentNumber)).toEqual([
      'EF0000001005',
      'EF0000001001',
      'EF0000001002',
    ]);
    const open = byNumber(body, 'EF0000001001');
    expect(open).toMatchObject({
      delictType: 'COMPENSATORY_FEE',
      delictTypeText: 'Compensatory fee',
      status: 'SERVED',
      vehicleClass: 'UP_TO_3_5T',
      price: { amount: 36, minor: 3600, currency: 'EUR' },
      currencyAmount: { amountBGN: 70.41, amountEUR: 36 },
      // Served on 19 May: payable to 2 June 23:59:59 Sofia time.
      paymentDeadline: '2026-06-02T20:59:59.000Z',
      payable: true,
      notPayableReason: null,
      roadNumber: 'А1 (АМ „Тракия“)',
    });
  });

  it('says why an expired delict cannot be paid: contact the road agency', async () => {
    const { body } = await searchDelicts(t, { countryCode: 'BG', lpn: 'CB4321KM', ownerId: EGN });
    expect(byNumber(body, 'EF0000001002')).toMatchObject({
      payable: false,
      notPayableReason: {
        code: 'delict.paymentDeadlineExpired',
        message: 'The payment deadline has expired. Please contact the Road Infrastructure Agency',
      },
    });
    const bg = await searchDelicts(t, { countryCode: 'BG', lpn: 'CB4321KM', ownerId: EGN }, 'bg');
    expect(byNumber(bg.body, 'EF0000001002').notPayableReason?.message).toMatch(
      /Срокът за плащане е изтекъл/,
    );
  });

  it('lets a delict be paid before its 14 days have started', async () => {
    const { body } = await searchDelicts(t, { countryCode: 'BG', lpn: 'CB4321KM', ownerId: EGN });
    expect(byNumber(body, 'EF0000001005')).toMatchObject({
      status: 'REGISTERED',
      paymentDeadline: null,
      payable: true,
    });
  });

  it('counts the maximum toll from its notification and finds it by EIK', async () => {
    const { body } = await searchDelicts(t, { countryCode: 'BG', lpn: 'PB7788TX', ownerId: EIK });
    expect(body.delicts).toHaveLength(1);
    expect(body.delicts[0]).toMatchObject({
      delictType: 'MAXIMUM_TOLL',
      vehicleClass: 'OVER_12T_4_PLUS_AXLES',
      axles: 5,
      price: { minor: 15340, currency: 'EUR' },
      // Notified on 18 May (11:00 Sofia): payable to 1 June 23:59:59.
      paymentDeadline: '2026-06-01T20:59:59.000Z',
      reasonMissingData: 'OBU switched off',
      evidentialRecords: ['OBU-GAP-1'],
    });
  });

  it("shows nothing for another owner's id: a plate alone reveals no delict", async () => {
    const other = await searchDelicts(t, {
      countryCode: 'BG',
      lpn: 'CB4321KM',
      ownerId: OTHER_EGN,
    });
    expect(other.body.delicts.map((d) => d.documentNumber)).toEqual(['EF0000001004']);
    const stranger = await searchDelicts(t, { countryCode: 'BG', lpn: 'CB4321KM', ownerId: EIK });
    expect(stranger).toEqual({
      status: 200,
      body: { countryCode: 'BG', lpn: 'CB4321KM', delicts: [] },
    });
  });

  it('refuses an EGN with a wrong checksum, and other bad input, with catalogue keys', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/delicts/search?browser-language=en',
      payload: { countryCode: 'BG', lpn: 'CB4321KM', ownerId: BAD_EGN },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      {
        code: 'delict.invalidOwnerId',
        message: 'Enter a valid EGN or UIC of the owner',
        field: 'ownerId',
      },
    ]);
    for (const payload of [
      { countryCode: 'BG', lpn: '', ownerId: EGN },
      { countryCode: 'XXX', lpn: 'CB4321KM', ownerId: EGN },
      { countryCode: 'BG', lpn: 'CB4321KM', ownerId: "1' or '1'='1" },
      { countryCode: 'BG', lpn: 'CB4321KM', ownerId: EGN, extra: 1 },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/delicts/search',
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('POST /api/delicts/by-document', () => {
  const find = (documentNumber: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/delicts/by-document?browser-language=en',
      payload: { documentNumber },
    });

  it('finds one delict by its document number, case-insensitively', async () => {
    const response = await find('ef0000001001');
    expect(response.statusCode).toBe(200);
    expect(response.json<DelictList>().delicts.map((d) => d.documentNumber)).toEqual([
      'EF0000001001',
    ]);
  });

  it('answers 404 for an unknown document and 400 for a malformed one', async () => {
    const unknown = await find('EF9999999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].code).toBe('delict.notFound');
    const malformed = await find('EF 1;');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].code).toBe('delict.invalidDocumentNumber');
  });
});

describe('the stored data', () => {
  it('holds the FACTS compensatory fees as dated rows, equal to the domain table', async () => {
    const rows = await queryRows<{
      vehicle_class: string;
      valid_from: string;
      amount_bgn: number;
      amount_eur: number;
      legal_currency: string;
    }>(
      t.database.db,
      sql`select vehicle_class, valid_from, amount_bgn, amount_eur, legal_currency
          from compensatory_fee_tariffs order by valid_from, id`,
    );
    expect(
      rows.map((r) => [
        r.vehicle_class,
        new Date(r.valid_from).toISOString(),
        r.amount_bgn,
        r.amount_eur,
        r.legal_currency,
      ]),
    ).toEqual(
      COMPENSATORY_FEE_ROWS.map((r) => [
        r.vehicleClass,
        r.validFrom.toISOString(),
        r.amountBgn,
        r.amountEur,
        r.legalCurrency,
      ]),
    );
  });

  it('keeps the owner id only as a keyed hash', async () => {
    const rows = await queryRows<{ owner_id_hash: string; owner_kind: string }>(
      t.database.db,
      sql`select owner_id_hash, owner_kind from delicts where document_number = 'EF0000001001'`,
    );
    expect(rows[0]?.owner_kind).toBe('EGN');
    expect(rows[0]?.owner_id_hash).toMatch(/^[0-9a-f]{64}$/);
    const dump = await queryRows<{ row: string }>(
      t.database.db,
      sql`select d::text as row from delicts d`,
    );
    expect(dump.some((r) => r.row.includes(EGN))).toBe(false);
  });

  it('refuses a delict without a reason when the OBU data is missing (spec §5)', async () => {
    await expect(
      registerDelict(t, {
        documentNumber: 'EF0000001099',
        obuDataMissing: true,
        missingDataReason: ' ',
      }),
    ).rejects.toMatchObject({ details: [{ code: 'delict.reasonRequiredWithoutObu' }] });
    await expect(
      t.database.db.execute(
        sql`update delicts set obu_data_missing = true, missing_data_reason = null
            where document_number = 'EF0000001001'`,
      ),
    ).rejects.toThrow();
  });
});

describe('captcha', () => {
  it('is required for the look-ups when it is switched on', async () => {
    const guarded = await createTestApp({ now: NOW, env: { CAPTCHA_DISABLED: 'false' } });
    try {
      for (const [url, payload] of [
        ['/api/delicts/search', { countryCode: 'BG', lpn: 'CB4321KM', ownerId: EGN }],
        ['/api/delicts/by-document', { documentNumber: 'EF0000001001' }],
        [
          '/api/delicts/notices',
          { countryCode: 'BG', lpn: 'CB4321KM', ownerId: EGN, email: 'a@b.bg' },
        ],
      ] as const) {
        const response = await guarded.app.inject({ method: 'POST', url, payload });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().errors[0]).toMatchObject({
          code: 'auth.captchaRequired',
          field: 'recaptchaCode',
        });
      }
    } finally {
      await guarded.close();
    }
  });
});
