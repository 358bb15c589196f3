import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  issuedApiKeySchema,
  partnerListSchema,
  partnerSchema,
  type Partner,
} from '@toll/contract/partners';
import { SALES_PARTNER_TYPES } from '@toll/domain/partners';
import { partners as partnersTable } from '../../db/schema/partners';
import { demoEik, demoIban } from '../../seed/demo-partners';
import { machineKeyOf } from '../../platform/auth/machine-keys';
import { constraintViolation } from '../../platform/db/constraint-error';
import { queryRows } from '../../platform/db/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { authenticateApiKey, hashApiKey, requireApiKey } from './api-keys';
import type { PartnerExportRow } from './repo';

let t: TestApp;
const tokens: Record<string, string> = {};
let seq = 0;
const nextEik = () => demoEik(60_000_000 + ++seq * 15_485_863);

beforeAll(async () => {
  t = await createTestApp();
  const people = {
    admin: ['ROLE_ADMIN'],
    accountant: ['ROLE_ACCOUNTANT'],
    reader: ['ROLE_CUSTOMERS_READ'],
    writer: ['ROLE_CUSTOMERS_WRITE'],
    apis: ['ROLE_VIEW_APIS'],
    plain: ['ROLE_USERS'],
  } as const;
  for (const [name, roles] of Object.entries(people)) {
    const user = await seedUser(t, { username: `p_${name}`, roles: [...roles] });
    tokens[name] = await sessionToken(t, user.id);
  }
});
afterAll(() => t.close());

type Who = keyof typeof tokens | 'admin';
const call = (
  who: Who,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  lang = 'bg',
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(tokens[who]!), 'accept-language': lang },
    payload: payload as object | undefined,
  });

let rangeStart = 2_000_000_000;
function body(overrides: Record<string, unknown> = {}) {
  rangeStart += 10_000;
  return {
    name: `Тест Партньор ${seq + 1} ЕООД`,
    nameEn: `Test Partner ${seq + 1} EOOD`,
    partnerType: 'SALE_PARTNER',
    city: 'Пловдив',
    eik: nextEik(),
    commissionBp: 150,
    invoiceNameBg: 'Тест ЕООД',
    invoiceNameEn: 'Test EOOD',
    invoiceRangeStart: rangeStart,
    invoiceRangeEnd: rangeStart + 9_999,
    paymentTerminals: [{ provider: 'BORICA', terminalId: `V${String(rangeStart).slice(-7)}` }],
    recipientIban: demoIban(seq * 7 + 1),
    ibans: [demoIban(seq * 7 + 2)],
    lang: 'bg',
    timeZone: 'Europe/Sofia',
    obligationsPeriod: 'WEEKLY',
    duePaymentDays: 14,
    delayDays: 3,
    depositMinor: 50_000,
    depositCurrency: 'EUR',
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}, who: Who = 'admin') {
  const res = await call(who, 'POST', '/partners', body(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return partnerSchema.parse(res.json());
}

const editable = (p: Partner, changes: Record<string, unknown> = {}) => {
  const {
    id: _id,
    status: _s,
    statusReason: _r,
    vatNumber: _v,
    commissioners,
    apis: _a,
    createdAt: _c,
    updatedAt: _u,
    ...rest
  } = p;
  return {
    ...rest,
    commissioners: commissioners.map(({ commissionerId, percentageBp }) => ({
      commissionerId,
      percentageBp,
    })),
    ...changes,
  };
};

const firstError = (res: { json(): unknown }) =>
  (res.json() as { errors: { code: string; field?: string; message: string }[] }).errors[0];

describe('creating partners', () => {
  it('creates a sale partner with two commissioners, its VAT number, version 1, audited', async () => {
    const c1 = await create({ partnerType: 'COMMISSIONER' });
    const c2 = await create({ partnerType: 'SALE_PARTNER_AND_COMMISSIONER' });
    const partner = await create({
      commissioners: [
        { commissionerId: c1.id, percentageBp: 120 },
        { commissionerId: c2.id, percentageBp: 80 },
      ],
    });
    expect(partner).toMatchObject({
      status: 'ACTIVE',
      version: 1,
      vatNumber: `BG${partner.eik}`,
      commissionBp: 150,
    });
    expect(partner.commissioners.map((c) => c.percentageBp).sort()).toEqual([120, 80].sort());
    const [row] = await queryRows<{ action: string; after: { eik: string } }>(
      t.database.db,
      sql`select action, after from audit_log where entity = 'partner' and entity_id = ${String(partner.id)}`,
    );
    expect(row).toMatchObject({ action: 'partner.create', after: { eik: partner.eik } });
  });

  it('refuses a bad EIK checksum and a bad IBAN with their field errors', async () => {
    const eik = nextEik();
    const bad = `${eik.slice(0, 8)}${(Number(eik[8]) + 1) % 10}`;
    const res = await call('admin', 'POST', '/partners', body({ eik: bad }));
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({ code: 'validation.invalidEik', field: 'eik' });
    const iban = await call('admin', 'POST', '/partners', body({ recipientIban: 'BG80BNBG96611020345679' })); // prettier-ignore
    expect(iban.statusCode).toBe(400);
    expect(firstError(iban)).toMatchObject({ code: 'validation.invalidIban', field: 'recipientIban' }); // prettier-ignore
    const list = await call('admin', 'POST', '/partners', body({ ibans: ['DE89370400440532013000', 'BG00XXXX'] })); // prettier-ignore
    expect(firstError(list)).toMatchObject({ code: 'validation.invalidIban', field: 'ibans.1' });
    const range = await call('admin', 'POST', '/partners', body({ invoiceRangeStart: 2_900_000_000, invoiceRangeEnd: 2_800_000_000 })); // prettier-ignore
    expect(firstError(range)).toMatchObject({ code: 'validation.rangeStartAfterEnd' });
    expect(firstError(range)?.message).toBe('Началото на диапазона не може да бъде след края му');
    // a commission of 150 % is refused in percent, not as "the maximum is 10000"
    const over = await call('admin', 'POST', '/partners', body({ commissionBp: 15_000 }));
    expect(firstError(over)).toMatchObject({
      code: 'validation.percentRange',
      field: 'commissionBp',
    });
    expect(firstError(over)?.message).toBe('Въведете процент между 0 % и 100 %');
  });

  it('refuses a duplicate EIK with the catalogue error, and the database refuses it too', async () => {
    const first = await create();
    const res = await call('admin', 'POST', '/partners', body({ eik: first.eik }), 'en');
    expect(res.statusCode).toBe(409);
    expect(firstError(res)).toMatchObject({
      code: 'contract.uicTaken',
      field: 'eik',
      message: 'This UIC is already used by another partner',
    });
    const direct = await t.database.db
      .insert(partnersTable)
      .values({ name: 'Dup', partnerType: 'SALE_PARTNER', eik: first.eik })
      .catch((e: unknown) => e);
    expect(constraintViolation(direct)).toEqual({ code: '23505', constraint: 'partners_eik_unique' }); // prettier-ignore
  });

  it('refuses an invoice range that overlaps another partner’s (the exclusion constraint)', async () => {
    const first = await create();
    const res = await call(
      'admin',
      'POST',
      '/partners',
      body({
        invoiceRangeStart: first.invoiceRangeEnd!,
        invoiceRangeEnd: first.invoiceRangeEnd! + 100,
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(firstError(res)).toMatchObject({ code: 'partner.invoiceRangeOverlap' });
    const direct = await t.database.db
      .insert(partnersTable)
      .values({
        name: 'Overlap',
        partnerType: 'SALE_PARTNER',
        invoiceRangeStart: first.invoiceRangeStart! + 1,
        invoiceRangeEnd: first.invoiceRangeStart! + 2,
      })
      .catch((e: unknown) => e);
    expect(constraintViolation(direct)).toMatchObject({
      code: '23P01',
      constraint: 'partners_invoice_range_no_overlap',
    });
  });

  it('accepts only commissioners as additional commissioners (service and trigger)', async () => {
    const seller = await create();
    const res = await call('admin', 'POST', '/partners', body({ commissioners: [{ commissionerId: seller.id, percentageBp: 10 }] })); // prettier-ignore
    expect(res.statusCode).toBe(400);
    expect(firstError(res)).toMatchObject({ code: 'partner.notCommissioner', field: 'commissioners.0.commissionerId' }); // prettier-ignore
    const other = await create();
    const direct = await t.database.db
      .execute(sql`insert into partner_commissioners values (${other.id}, ${seller.id}, 10)`)
      .catch((e: unknown) => e);
    expect(constraintViolation(direct)).toMatchObject({ constraint: 'partner_commissioners_commissioner_type' }); // prettier-ignore
  });

  it('refuses a taken terminal and an unknown vendor', async () => {
    const first = await create();
    const res = await call('admin', 'POST', '/partners', body({ paymentTerminals: first.paymentTerminals })); // prettier-ignore
    expect(res.statusCode).toBe(409);
    expect(firstError(res)).toMatchObject({ code: 'partner.terminalTaken' });
    const vendor = await call('admin', 'POST', '/partners', body({ defaultVendorId: 999_999 }));
    expect(firstError(vendor)).toMatchObject({ code: 'partner.invalidVendor', field: 'defaultVendorId' }); // prettier-ignore
  });

  it('lets the accountant and the customers’ write role write, not the read role', async () => {
    await create({}, 'accountant');
    await create({}, 'writer');
    const res = await call('reader', 'POST', '/partners', body());
    expect(res.statusCode).toBe(403);
    expect(firstError(res)).toMatchObject({ code: 'common.forbidden' });
    expect((await call('plain', 'GET', '/partners')).statusCode).toBe(403);
  });
});

describe('reading and changing a partner', () => {
  it('answers one partner and 404 for an unknown one', async () => {
    const partner = await create();
    const res = await call('reader', 'GET', `/partners/${partner.id}`);
    expect(res.statusCode).toBe(200);
    expect(partnerSchema.parse(res.json())).toMatchObject({ id: partner.id, eik: partner.eik });
    expect(res.json()).not.toHaveProperty('apis');
    const missing = await call('reader', 'GET', '/partners/999999');
    expect(missing.statusCode).toBe(404);
    expect(firstError(missing)).toMatchObject({ code: 'partner.notFound' });
  });

  it('saves at the version read and refuses a stale version with 409 in the caller’s language', async () => {
    const partner = await create();
    const saved = await call('admin', 'PUT', `/partners/${partner.id}`, editable(partner, { city: 'Варна' })); // prettier-ignore
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ city: 'Варна', version: 2 });
    const stale = await call('writer', 'PUT', `/partners/${partner.id}`, editable(partner, { city: 'Русе' }), 'en'); // prettier-ignore
    expect(stale.statusCode).toBe(409);
    expect(firstError(stale)).toMatchObject({
      code: 'partner.staleVersion',
      message: 'Someone else changed this partner in the meantime. Reload it and try again.',
    });
    const bg = await call('writer', 'PUT', `/partners/${partner.id}`, editable(partner), 'bg');
    expect(firstError(bg)?.message).toMatch(/Презаредете/);
    const missing = await call('admin', 'PUT', '/partners/999999', editable(partner));
    expect(missing.statusCode).toBe(404);
  });

  it('replaces the commissioners at the version read', async () => {
    const commissioner = await create({ partnerType: 'COMMISSIONER' });
    const partner = await create();
    const res = await call('accountant', 'POST', '/partners/changePartnerCommissioners', {
      partnerId: partner.id,
      version: 1,
      commissioners: [{ commissionerId: commissioner.id, percentageBp: 275 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      version: 2,
      commissioners: [{ commissionerId: commissioner.id, percentageBp: 275, name: commissioner.name }], // prettier-ignore
    });
    const demote = await call('admin', 'PUT', `/partners/${commissioner.id}`, editable(commissioner, { partnerType: 'SALE_PARTNER' })); // prettier-ignore
    expect(demote.statusCode).toBe(409);
    expect(firstError(demote)).toMatchObject({ code: 'partner.commissionerInUse', field: 'partnerType' }); // prettier-ignore
    const stale = await call('accountant', 'POST', '/partners/changePartnerCommissioners', {
      partnerId: partner.id,
      version: 1,
      commissioners: [],
    });
    expect(stale.statusCode).toBe(409);
  });

  it('suspends with a reason and a confirmation, reactivates with a confirmation', async () => {
    const partner = await create();
    const url = `/partners/${partner.id}`;
    const noReason = await call('admin', 'POST', `${url}/suspend`, { version: 1, reason: ' ', confirmed: true }); // prettier-ignore
    expect(noReason.statusCode).toBe(400);
    expect(firstError(noReason)).toMatchObject({ code: 'validation.reasonRequired', field: 'reason' }); // prettier-ignore
    const unconfirmed = await call('admin', 'POST', `${url}/suspend`, { version: 1, reason: 'Дълг', confirmed: false }); // prettier-ignore
    expect(firstError(unconfirmed)).toMatchObject({ code: 'partner.confirmationRequired' });
    const suspended = await call('admin', 'POST', `${url}/suspend`, { version: 1, reason: 'Дълг', confirmed: true }, 'en'); // prettier-ignore
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({
      message: 'The partner is suspended',
      partner: { status: 'SUSPENDED', statusReason: 'Дълг', version: 2 },
    });
    const again = await call('admin', 'POST', `${url}/suspend`, { version: 2, reason: 'x', confirmed: true }); // prettier-ignore
    expect(again.statusCode).toBe(409);
    expect(firstError(again)).toMatchObject({ code: 'partner.invalidStatusTransition' });
    const back = await call('admin', 'POST', `${url}/reactivate`, { version: 2, confirmed: true });
    expect(back.json()).toMatchObject({ partner: { status: 'ACTIVE', version: 3 } });
    expect((await call('reader', 'POST', `${url}/reactivate`, { version: 3, confirmed: true })).statusCode).toBe(403); // prettier-ignore
  });

  it('has the database refuse a move the status table does not allow, and a suspension without reason', async () => {
    const partner = await create();
    const noReason = await t.database.db
      .execute(sql`update partners set status = 'SUSPENDED' where id = ${partner.id}`)
      .catch((e: unknown) => e);
    expect(constraintViolation(noReason)).toMatchObject({ constraint: 'partners_status_reason' });
    await t.database.db.execute(
      sql`update partners set status = 'CLOSED', status_reason = 'end' where id = ${partner.id}`,
    );
    const reopen = await t.database.db
      .execute(sql`update partners set status = 'ACTIVE' where id = ${partner.id}`)
      .catch((e: unknown) => e);
    expect(constraintViolation(reopen)).toMatchObject({ constraint: 'partners_status_transition' }); // prettier-ignore
  });
});

describe('sales-partner management (admin only)', () => {
  it('creates and changes sale partners; refuses other types and other roles', async () => {
    const created = await call('admin', 'POST', '/partners/createSalesPartner', body());
    expect(created.statusCode, created.body).toBe(201);
    const partner = partnerSchema.parse(created.json());
    const updated = await call('admin', 'PUT', `/partners/updateSalesPartner/${partner.id}`, editable(partner, { name: 'Нов' })); // prettier-ignore
    expect(updated.json()).toMatchObject({ name: 'Нов', version: 2 });
    const toll = await call('admin', 'POST', '/partners/createSalesPartner', body({ partnerType: 'TOLL_CUSTOMER' })); // prettier-ignore
    expect(firstError(toll)).toMatchObject({ code: 'validation.invalidEnum', field: 'partnerType' }); // prettier-ignore
    const customer = await create({ partnerType: 'TOLL_CUSTOMER', invoiceRangeStart: null, invoiceRangeEnd: null }); // prettier-ignore
    const notSales = await call('admin', 'PUT', `/partners/updateSalesPartner/${customer.id}`, editable(customer, { partnerType: 'SALE_PARTNER' })); // prettier-ignore
    expect(firstError(notSales)).toMatchObject({ code: 'partner.notSalesPartner' });
    expect((await call('accountant', 'POST', '/partners/createSalesPartner', body())).statusCode).toBe(403); // prettier-ignore
    const refs = await call('admin', 'GET', '/partners/salePartnersAndCommissioners');
    expect(refs.json().map((r: { id: number }) => r.id)).toContain(partner.id);
    expect(refs.json().map((r: { id: number }) => r.id)).not.toContain(customer.id);
    const mixed = await call('admin', 'GET', '/partners/sale-partners-and-toll-customers');
    expect(mixed.json().map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([partner.id, customer.id])); // prettier-ignore
    // the reports' partner filter: the accountant reads the choices, but changes no sale partner
    const forReports = await call('accountant', 'GET', '/partners/salePartnersAndCommissioners');
    expect(forReports.statusCode, forReports.body).toBe(200);
    expect(forReports.json().map((r: { id: number }) => r.id)).toContain(partner.id);
  });
});

describe('the list and its exports', () => {
  it('pages, sorts, filters and searches on the server; admins load 15,000, others 100', async () => {
    await create({ name: 'Ааа Търсене ЕООД', city: 'Видин', partnerType: 'TOLL_CUSTOMER', invoiceRangeStart: null, invoiceRangeEnd: null }); // prettier-ignore
    const all = partnerListSchema.parse((await call('admin', 'GET', '/partners?pageSize=15000')).json()); // prettier-ignore
    expect(all.pageSize).toBe(15_000);
    expect(all.items.length).toBe(all.total);
    const one = (await call('admin', 'GET', `/partners/${all.items[0]!.id}`)).json();
    expect(all.items[0]!.createdAt).toBe(one.createdAt); // JSON made by PostgreSQL, same format
    const names = all.items.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const toll = partnerListSchema.parse((await call('accountant', 'GET', '/partners?f_partnerType=TOLL_CUSTOMER')).json()); // prettier-ignore
    expect(toll.items.every((p) => p.partnerType === 'TOLL_CUSTOMER')).toBe(true);
    const found = partnerListSchema.parse((await call('reader', 'GET', `/partners?q=${encodeURIComponent('търсене')}`)).json()); // prettier-ignore
    expect(found.items.map((p) => p.name)).toEqual(['Ааа Търсене ЕООД']);
    const byCity = partnerListSchema.parse((await call('reader', 'GET', `/partners?q=${encodeURIComponent('Видин')}`)).json()); // prettier-ignore
    expect(byCity.total).toBe(1);
    const scoped = partnerListSchema.parse((await call('reader', 'GET', '/partners?pageSize=15000')).json()); // prettier-ignore
    expect(scoped.pageSize).toBe(100);
    const page2 = partnerListSchema.parse((await call('admin', 'GET', '/partners?pageSize=2&page=2&sort=id&order=desc')).json()); // prettier-ignore
    const idsDown = all.items.map((p) => p.id).sort((a, b) => b - a);
    expect(page2.items.map((p) => p.id)).toEqual(idsDown.slice(2, 4));
    const bad = await call('admin', 'GET', '/partners?sort=password');
    expect(bad.statusCode).toBe(400);
    expect(firstError(bad)).toMatchObject({ code: 'validation.invalidEnum', field: 'sort' });
    const suspended = partnerListSchema.parse((await call('admin', 'GET', '/partners?f_status=SUSPENDED')).json()); // prettier-ignore
    expect(suspended.items.every((p) => p.status === 'SUSPENDED')).toBe(true);
  });

  it('serves a repeated list from its cache until the register changes; 304 for the same ETag', async () => {
    const partner = await create({ name: 'Кеш Проба ЕООД' });
    const url = `/partners?q=${encodeURIComponent('Кеш Проба')}`;
    const first = await call('admin', 'GET', url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"p\d+-/);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const again = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: { ...bearer(tokens.admin!), 'if-none-match': etag } }); // prettier-ignore
    expect(again.statusCode).toBe(304);
    await call('admin', 'PUT', `/partners/${partner.id}`, editable(partner, { city: 'Ловеч' }));
    const changed = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: { ...bearer(tokens.admin!), 'if-none-match': etag } }); // prettier-ignore
    expect(changed.statusCode).toBe(200);
    expect(partnerListSchema.parse(changed.json()).items[0]?.city).toBe('Ловеч');
    // a change made outside the API bumps the revision too (the statement trigger)
    await t.database.db.execute(sql`update partners set city = 'Смолян' where id = ${partner.id}`);
    expect((await call('admin', 'GET', url)).json().items[0].city).toBe('Смолян');
  });

  it('exports the current filter as CSV with headers in the caller’s language', async () => {
    const res = await call('reader', 'GET', '/partners/export?format=csv&f_partnerType=TOLL_CUSTOMER', undefined, 'en'); // prettier-ignore
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="partners.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(/^ID,Name,Name \(English\),Type,Status,UIC,/);
    const total = partnerListSchema.parse((await call('admin', 'GET', '/partners?f_partnerType=TOLL_CUSTOMER')).json()).total; // prettier-ignore
    expect(lines).toHaveLength(total + 1);
    expect(lines[1]).toContain('Toll customer');
    const bg = await call('reader', 'GET', '/partners/export?format=csv', undefined, 'bg');
    expect(bg.body.replace(/^\uFEFF/, '').split('\n')[0]).toMatch(/^№,Име,/);
  });

  it('exports the sale-partner screen as it shows: sale partners and commissioners only', async () => {
    await create({ name: 'Продавач Експорт ЕООД', partnerType: 'SALE_PARTNER' });
    await create({ name: 'Клиент Експорт ЕООД', partnerType: 'TOLL_CUSTOMER', invoiceRangeStart: null, invoiceRangeEnd: null }); // prettier-ignore
    const all = partnerListSchema.parse((await call('admin', 'GET', '/partners?pageSize=15000')).json()); // prettier-ignore
    const sales = all.items.filter((p) => SALES_PARTNER_TYPES.includes(p.partnerType as never));
    expect(sales.length).toBeGreaterThan(0);
    expect(sales.length).toBeLessThan(all.total);
    const listed = partnerListSchema.parse((await call('admin', 'GET', '/partners?pageSize=15000&f_sales=true')).json()); // prettier-ignore
    expect(listed.items.map((p) => p.id).sort()).toEqual(sales.map((p) => p.id).sort());
    const res = await call('admin', 'GET', '/partners/export?format=csv&sort=id&f_sales=true', undefined, 'bg'); // prettier-ignore
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(sales.length + 1);
    expect(res.body).toContain('Продавач Експорт ЕООД');
    expect(res.body).not.toContain('Клиент Експорт ЕООД');
  });

  it('exports XLSX that reads back with the same rows', async () => {
    const res = await call('admin', 'GET', '/partners/export?format=xlsx&sort=id', undefined, 'bg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Партньори');
    expect(sheet.getRow(1).getCell(2).value).toBe('Име');
    const total = partnerListSchema.parse((await call('admin', 'GET', '/partners?pageSize=15000')).json()).total; // prettier-ignore
    expect(sheet.actualRowCount).toBe(total + 1);
    expect(sheet.getRow(2).getCell(1).value).toBe(1);
  });

  it('reads every row exactly once through small keyset chunks, in the list’s order', async () => {
    const { keysetChunks } = await import('../../platform/http/list-export');
    const { exportChunk } = await import('./repo');
    for (const [sort, order] of [
      ['createdAt', 'asc'],
      ['city', 'desc'],
      ['eik', 'asc'],
      ['name', 'desc'],
      ['id', 'desc'],
    ] as const) {
      const query = { format: 'csv', sort, order, f_sales: false } as const;
      const ids: number[] = [];
      const rows = keysetChunks<PartnerExportRow>(
        (after, limit) => exportChunk(t.database.db, query, after, limit),
        3,
      );
      for await (const row of rows) ids.push(row.id);
      const listed = partnerListSchema.parse((await call('admin', 'GET', `/partners?pageSize=15000&sort=${sort}&order=${order}`)).json()); // prettier-ignore
      expect(ids, sort).toEqual(listed.items.map((p) => p.id));
    }
  });

  it('reads exports in chunks past the first one (keyset)', async () => {
    const { keysetChunks } = await import('../../platform/http/list-export');
    const seen: number[] = [];
    for await (const n of keysetChunks<number>(async (after, limit) => {
      const start = after ?? 0;
      return Array.from({ length: Math.max(0, Math.min(limit, 7 - start)) }, (_, i) => start + i + 1); // prettier-ignore
    }, 3))
      seen.push(n);
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('the choices and checks', () => {
  it('lists vendors, IBANs, terminals; checks EIK duplicates and trackers', async () => {
    const partner = await create({ customerId: 'C-777001' });
    const vendors = (await call('reader', 'GET', '/partners/getVendors')).json();
    expect(vendors.map((v: { id: number }) => v.id)).toContain(partner.id);
    const withIbans = (await call('reader', 'GET', '/partners/with-available-ibans')).json();
    expect(withIbans.find((p: { id: number }) => p.id === partner.id)?.ibans).toEqual([partner.recipientIban, ...partner.ibans]); // prettier-ignore
    const destination = (await call('reader', 'GET', '/partners/destination-ibans')).json();
    expect(destination).toContainEqual({ iban: partner.ibans[0], partnerId: partner.id, partnerName: partner.name }); // prettier-ignore
    const recipient = (await call('reader', 'GET', '/recipient-ibans')).json();
    expect(recipient).toContainEqual({ iban: partner.recipientIban, partnerId: partner.id, partnerName: partner.name }); // prettier-ignore
    const terminals = (await call('reader', 'GET', '/paymentTerminalContexts')).json();
    expect(terminals).toContainEqual(expect.objectContaining({ partnerId: partner.id, ...partner.paymentTerminals[0] })); // prettier-ignore
    expect((await call('reader', 'GET', `/partners/isTdpIdDuplicated/${partner.eik}`)).json()).toEqual({ duplicated: true }); // prettier-ignore
    expect((await call('reader', 'GET', `/partners/isTdpIdDuplicated/${partner.eik}?excludeId=${partner.id}`)).json()).toEqual({ duplicated: false }); // prettier-ignore
    expect((await call('reader', 'GET', `/partners/isTdpIdDuplicated/${nextEik()}`)).json()).toEqual({ duplicated: false }); // prettier-ignore
    const bad = await call('reader', 'GET', '/partners/isTdpIdDuplicated/123456780');
    expect(bad.statusCode).toBe(400);
    expect(firstError(bad)).toMatchObject({ code: 'validation.invalidEik' });
    expect((await call('reader', 'GET', '/partners/isTrackerAttached?customerID=C-777001')).json()).toEqual({ attached: false }); // prettier-ignore
    expect((await call('reader', 'GET', '/partners/isTrackerAttached?customerID=C-0')).statusCode).toBe(404); // prettier-ignore
    expect((await call('plain', 'GET', '/recipient-ibans')).statusCode).toBe(403);
  });
});

describe('partner API keys', () => {
  // The key a request with these headers carries, as the routes read it.
  const fakeRequest = (headers: Record<string, string>) =>
    machineKeyOf({ headers } as FastifyRequest);

  it('issues a key once, stores only its hash, authenticates it, lists it, revokes it', async () => {
    const partner = await create();
    const res = await call('admin', 'POST', '/partners/apis', { partnerId: partner.id, name: 'ERP' }); // prettier-ignore
    expect(res.statusCode, res.body).toBe(201);
    const issued = issuedApiKeySchema.parse(res.json());
    expect(issued.key).toMatch(/^bgt_/);
    expect(issued.lastUsedAt).toBeNull();
    const stored = await queryRows<{ key_hash: string }>(t.database.db, sql`select key_hash from partner_api_keys where id = ${issued.id}`); // prettier-ignore
    expect(stored[0]?.key_hash).toBe(hashApiKey(issued.key));
    expect(JSON.stringify(stored)).not.toContain(issued.key);

    const db = t.database.db;
    expect(await authenticateApiKey(db, t.clock, fakeRequest({}))).toBeNull();
    expect(await authenticateApiKey(db, t.clock, fakeRequest({ authorization: `ApiKey ${issued.key}` }))).toEqual({ partnerId: partner.id, keyId: issued.id }); // prettier-ignore
    expect(await requireApiKey(db, t.clock, fakeRequest({ 'x-api-key': issued.key }))).toEqual({ partnerId: partner.id, keyId: issued.id }); // prettier-ignore
    await expect(requireApiKey(db, t.clock, fakeRequest({}))).rejects.toMatchObject({ status: 401 }); // prettier-ignore
    await expect(authenticateApiKey(db, t.clock, fakeRequest({ 'x-api-key': `${issued.key.slice(0, -1)}x` }))).rejects.toMatchObject({ details: [{ code: 'auth.invalidApiKey' }] }); // prettier-ignore

    const listed = partnerListSchema.parse((await call('admin', 'GET', '/partners?showApis=true')).json()); // prettier-ignore
    expect(listed.items.map((p) => p.id)).toEqual([partner.id]);
    expect(listed.items[0]?.apis?.[0]).toMatchObject({ id: issued.id, name: 'ERP', lastUsedAt: t.clock.now().toISOString() }); // prettier-ignore
    expect(JSON.stringify(listed)).not.toContain(issued.key);
    // the customer roles read partners but not their keys; ROLE_VIEW_APIS alone does not read partners
    expect((await call('reader', 'GET', '/partners?showApis=true')).statusCode).toBe(403);
    expect((await call('apis', 'GET', '/partners?showApis=true')).statusCode).toBe(403);
    expect((await call('admin', 'GET', `/partners/${partner.id}`)).json().apis).toHaveLength(1);

    expect((await call('apis', 'POST', '/partners/apis', { partnerId: partner.id, name: 'x' })).statusCode).toBe(403); // prettier-ignore
    const revoked = await call('admin', 'DELETE', `/partners/apis/${issued.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().apiKey.revokedAt).not.toBeNull();
    await expect(authenticateApiKey(db, t.clock, fakeRequest({ 'x-api-key': issued.key }))).rejects.toMatchObject({ status: 401 }); // prettier-ignore
    expect((await call('admin', 'DELETE', '/partners/apis/999999')).statusCode).toBe(404);
    expect((await call('admin', 'POST', '/partners/apis', { partnerId: 999_999, name: 'x' })).statusCode).toBe(404); // prettier-ignore
  });

  it('refuses the key of a suspended partner', async () => {
    const partner = await create();
    const issued = issuedApiKeySchema.parse((await call('admin', 'POST', '/partners/apis', { partnerId: partner.id, name: 'Fleet' })).json()); // prettier-ignore
    await call('admin', 'POST', `/partners/${partner.id}/suspend`, { version: 1, reason: 'r', confirmed: true }); // prettier-ignore
    await expect(authenticateApiKey(t.database.db, t.clock, fakeRequest({ 'x-api-key': issued.key }))).rejects.toMatchObject({ status: 401 }); // prettier-ignore
  });
});

describe('record history', () => {
  it('lists who changed a partner, when, and which fields, newest first', async () => {
    const partner = await create();
    await call('writer', 'PUT', `/partners/${partner.id}`, editable(partner, { city: 'Шумен', delayDays: 9 })); // prettier-ignore
    const res = await call('reader', 'GET', `/history/partner/${partner.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json();
    expect(items.map((i: { action: string }) => i.action)).toEqual(['partner.update', 'partner.create']); // prettier-ignore
    expect(items[0].actor).toMatchObject({ username: 'p_writer', name: 'p_writer Test' });
    const fields = items[0].changes.map((c: { field: string }) => c.field);
    expect(fields).toEqual(['city', 'delayDays', 'updatedAt', 'version']);
    expect(items[0].changes[0]).toEqual({ field: 'city', before: 'Пловдив', after: 'Шумен' });
    expect(items[1].changes.find((c: { field: string }) => c.field === 'eik')).toEqual({ field: 'eik', before: null, after: partner.eik }); // prettier-ignore
  });

  it('guards each entity by its own capability; unknown entities are 404', async () => {
    expect((await call('reader', 'GET', '/history/user/1')).statusCode).toBe(403);
    expect((await call('admin', 'GET', '/history/user/1')).statusCode).toBe(200);
    expect((await call('plain', 'GET', '/history/partner/1')).statusCode).toBe(403);
    const unknown = await call('admin', 'GET', '/history/spaceship/1');
    expect(unknown.statusCode).toBe(404);
    expect(firstError(unknown)).toMatchObject({ code: 'history.unknownEntity' });
    expect((await call('admin', 'GET', '/history/partner/1;drop')).statusCode).toBe(400);
  });
});
