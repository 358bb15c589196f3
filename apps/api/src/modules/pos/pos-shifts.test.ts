import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cashierShiftSchema,
  managedPosListSchema,
  managedPosSchema,
  posListSchema,
  shiftListSchema,
  shiftSalesSchema,
  userPosListSchema,
} from '@toll/contract/pos';
import type { Role } from '@toll/domain/roles';
import { constraintViolation } from '../../platform/db/constraint-error';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { seedPartner, seedPointsOfSale } from '../../test/partner-helpers';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let partnerA = 0;
let partnerB = 0;

beforeAll(async () => {
  t = await createTestApp();
  partnerA = (await seedPartner(t)).id;
  partnerB = (await seedPartner(t)).id;
  await seedPointsOfSale(t, partnerA, [101, 102], true);
  await seedPointsOfSale(t, partnerA, [103], false);
  await seedPointsOfSale(t, partnerB, [201], true);
  const people: Record<string, { roles: Role[]; partnerId?: number; posIds?: number[] }> = {
    admin: { roles: ['ROLE_ADMIN'] },
    partnerAdmin: { roles: ['ROLE_PARTNER_ADMIN'], partnerId: partnerA },
    otherAdmin: { roles: ['ROLE_PARTNER_ADMIN'], partnerId: partnerB },
    cashier: { roles: ['ROLE_VIGNETTE_USER'], partnerId: partnerA, posIds: [101, 102, 103] },
    cashier2: { roles: ['ROLE_VIGNETTE_USER'], partnerId: partnerA, posIds: [101] },
    tollAdmin: { roles: ['ROLE_TOLL_ADMIN'] },
    accountant: { roles: ['ROLE_ACCOUNTANT'], posIds: [101] },
  };
  for (const [name, user] of Object.entries(people)) {
    const row = await seedUser(t, { username: `s_${name}`, ...user });
    ids[name] = row.id;
    tokens[name] = await sessionToken(t, row.id);
  }
}, 60_000);
afterAll(() => t.close());

const call = (
  who: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  lang = 'en',
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(tokens[who]!), 'accept-language': lang },
    payload: payload as object | undefined,
  });
const codeOf = (res: { json(): unknown }) =>
  (res.json() as { errors: { code: string }[] }).errors[0]?.code;

describe('points of sale', () => {
  it('lists by scope: admins all, a partner admin their partner’s, others their own', async () => {
    const all = posListSchema.parse((await call('admin', 'GET', '/pos?pageSize=100')).json());
    expect(all.items.map((p) => p.id)).toEqual(expect.arrayContaining([101, 102, 103, 201]));
    const partner = posListSchema.parse((await call('partnerAdmin', 'GET', '/pos')).json());
    expect(partner.items.map((p) => p.id).sort()).toEqual([101, 102, 103]);
    const own = posListSchema.parse((await call('cashier2', 'GET', '/pos')).json());
    expect(own.items.map((p) => p.id)).toEqual([101]);
    const search = posListSchema.parse((await call('admin', 'GET', '/pos?q=T-20')).json());
    expect(search.items.map((p) => p.id)).toEqual([201]);
    const mine = userPosListSchema.parse((await call('cashier', 'GET', '/pos/user/all')).json());
    expect(mine.map((p) => [p.id, p.worksInShifts])).toEqual([
      [101, true],
      [102, true],
      [103, false],
    ]);
  });

  it('creates, updates, deletes and restores within the partner admin’s partner, audited', async () => {
    const created = await call('partnerAdmin', 'POST', '/pos', {
      partnerId: partnerA,
      code: 'NEW-1',
      name: 'Каса Нова',
      worksInShifts: true,
    });
    expect(created.statusCode).toBe(201);
    const pos = managedPosSchema.parse(created.json());
    expect(pos).toMatchObject({ code: 'NEW-1', active: true, deleted: false, worksInShifts: true });
    const taken = await call('admin', 'POST', '/pos', {
      partnerId: partnerB,
      code: 'new-1',
      name: 'x',
    });
    expect([taken.statusCode, codeOf(taken)]).toEqual([409, 'pos.codeTaken']);
    const foreign = await call('otherAdmin', 'POST', '/pos', {
      partnerId: partnerA,
      code: 'X-9',
      name: 'x',
    });
    expect([foreign.statusCode, codeOf(foreign)]).toEqual([404, 'partner.notFound']);
    const foreignEdit = await call('otherAdmin', 'PUT', `/pos/${pos.id}`, {
      code: 'NEW-1',
      name: 'x',
      worksInShifts: true,
      active: true,
    });
    expect([foreignEdit.statusCode, codeOf(foreignEdit)]).toEqual([404, 'pos.notFound']);
    const updated = await call('partnerAdmin', 'PUT', `/pos/${pos.id}`, {
      code: 'NEW-2',
      name: 'Каса 2',
      worksInShifts: false,
      active: true,
    });
    expect(managedPosSchema.parse(updated.json())).toMatchObject({
      code: 'NEW-2',
      worksInShifts: false,
    });
    const deleted = await call('partnerAdmin', 'DELETE', `/pos/${pos.id}`);
    expect(managedPosSchema.parse(deleted.json()).deleted).toBe(true);
    const live = managedPosListSchema.parse(
      (await call('partnerAdmin', 'GET', `/pos/${partnerA}/all`)).json(),
    );
    expect(live.map((p) => p.id)).not.toContain(pos.id);
    const withDeleted = managedPosListSchema.parse(
      (await call('partnerAdmin', 'GET', `/pos/${partnerA}/all?deleted=true`)).json(),
    );
    expect(withDeleted.find((p) => p.id === pos.id)?.deleted).toBe(true);
    expect((await call('partnerAdmin', 'GET', `/pos/${partnerB}/all`)).statusCode).toBe(404);
    const restored = await call('partnerAdmin', 'POST', `/pos/restore/${pos.id}`);
    expect(managedPosSchema.parse(restored.json()).deleted).toBe(false);
    const history = await call('admin', 'GET', `/history/pos/${pos.id}`);
    expect(
      history
        .json()
        .items.map((i: { action: string }) => i.action)
        .sort(),
    ).toEqual(['pos.create', 'pos.delete', 'pos.restore', 'pos.update']);
    expect(
      (await call('tollAdmin', 'POST', '/pos', { partnerId: partnerA, code: 'Z', name: 'z' }))
        .statusCode,
    ).toBe(403);
    expect((await call('admin', 'DELETE', '/pos/999999')).statusCode).toBe(404);
  });
});

describe('cashier shifts', () => {
  let shiftId = 0;

  it('opens a shift at the cashier’s own POS in shift mode only', async () => {
    const notMine = await call('cashier', 'POST', '/cashiershift/start', { posId: 201 });
    expect([notMine.statusCode, codeOf(notMine)]).toEqual([403, 'pos.notYours']);
    const noShifts = await call('cashier', 'POST', '/cashiershift/start', { posId: 103 });
    expect([noShifts.statusCode, codeOf(noShifts)]).toEqual([409, 'pos.noShifts']);
    const missing = await call('cashier', 'POST', '/cashiershift/start', { posId: 999 });
    expect([missing.statusCode, codeOf(missing)]).toEqual([404, 'pos.notFound']);
    const hidden = await call('tollAdmin', 'POST', '/cashiershift/start', { posId: 101 });
    expect(hidden.statusCode).toBe(403);
    const opened = await call('cashier', 'POST', '/cashiershift/start', { posId: 101 });
    expect(opened.statusCode).toBe(201);
    const shift = cashierShiftSchema.parse(opened.json());
    expect(shift).toMatchObject({ posId: 101, userId: ids.cashier, shiftStatus: 1, end: null });
    shiftId = shift.id;
  });

  it('refuses a second open shift: the cashier’s own, another user’s (in bg too)', async () => {
    const again = await call('cashier', 'POST', '/cashiershift/start', { posId: 101 });
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'shift.alreadyOpen']);
    const other = await call('cashier2', 'POST', '/cashiershift/start', { posId: 101 }, 'bg');
    expect(other.statusCode).toBe(409);
    expect(other.json().errors[0]).toMatchObject({
      code: 'shift.otherUserShiftOpen',
      message: 'В този обект има отворена смяна на друг потребител',
    });
    // the database itself holds the rule, whatever the service checks
    const direct = await t.database.db
      .execute(sql`insert into cashier_shifts (pos_id, user_id) values (101, ${ids.cashier2})`)
      .catch((error: unknown) => error);
    expect(constraintViolation(direct)).toEqual({
      code: '23505',
      constraint: 'cashier_shifts_one_open_per_pos',
    });
  });

  it('opens two shifts at once in one: the database lets one in', async () => {
    const [a, b] = await Promise.all([
      call('cashier', 'POST', '/cashiershift/start', { posId: 102 }),
      call('cashier', 'POST', '/cashiershift/start', { posId: 102 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const mine = (await call('cashier', 'GET', '/cashiershift/user')).json();
    expect(mine.map((s: { posId: number }) => s.posId)).toEqual([101, 102]);
  });

  it('reads status, lists by scope, and pages the (empty) sales list', async () => {
    const status = await call('cashier', 'GET', `/cashiershift/status/${shiftId}`);
    expect(status.json()).toEqual({ id: shiftId, shiftStatus: 1 });
    const partner = shiftListSchema.parse(
      (await call('partnerAdmin', 'GET', '/cashiershift?f_status=1')).json(),
    );
    expect(partner.total).toBe(2);
    const other = shiftListSchema.parse((await call('otherAdmin', 'GET', '/cashiershift')).json());
    expect(other.total).toBe(0);
    expect((await call('otherAdmin', 'GET', `/cashiershift/status/${shiftId}`)).statusCode).toBe(
      404,
    );
    expect((await call('cashier2', 'GET', `/cashiershift/sales/${shiftId}`)).statusCode).toBe(404);
    const sales = shiftSalesSchema.parse(
      (
        await call(
          'partnerAdmin',
          'GET',
          `/cashiershift/sales/${shiftId}?page_number=0&page_size=10&sorting_direction=asc&sorting_parameter=number`,
        )
      ).json(),
    );
    expect(sales).toEqual({ items: [], total: 0, page_number: 0, page_size: 10 });
    const bad = await call(
      'cashier',
      'GET',
      `/cashiershift/sales/${shiftId}?sorting_parameter=secret`,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('keeps a POS with an open shift from being deleted or leaving shift mode', async () => {
    const del = await call('partnerAdmin', 'DELETE', '/pos/101');
    expect([del.statusCode, codeOf(del)]).toEqual([409, 'pos.openShift']);
    const off = await call('partnerAdmin', 'PUT', '/pos/101', {
      code: 'T-101',
      name: 'POS 101',
      worksInShifts: false,
      active: true,
    });
    expect([off.statusCode, codeOf(off)]).toEqual([409, 'pos.openShift']);
  });

  it('closes only the cashier’s own shift, once; then the POS is free and the reports download', async () => {
    const foreign = await call('partnerAdmin', 'POST', `/cashiershift/end/${shiftId}`);
    expect([foreign.statusCode, codeOf(foreign)]).toEqual([409, 'shift.otherUserShiftOpen']);
    t.clock.advance(60 * 60_000);
    for (const name of Object.keys(tokens)) tokens[name] = await sessionToken(t, ids[name]!);
    const closed = await call('cashier', 'POST', `/cashiershift/end/${shiftId}`);
    expect(cashierShiftSchema.parse(closed.json())).toMatchObject({ shiftStatus: 2 });
    expect(closed.json().end).toBe(t.clock.now().toISOString());
    const again = await call('cashier', 'POST', `/cashiershift/end/${shiftId}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe('This shift is already closed');
    expect(
      (await call('cashier', 'GET', `/cashiershift/status/${shiftId}`)).json().shiftStatus,
    ).toBe(2);
    expect((await call('cashier', 'POST', '/cashiershift/end/999999')).statusCode).toBe(404);
    const next = await call('cashier2', 'POST', '/cashiershift/start', { posId: 101 });
    expect(next.statusCode).toBe(201);

    const csv = await call('cashier', 'GET', `/cashiershift/detailedReport/${shiftId}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.replace(/^\uFEFF/, '').split('\n')[0]).toContain('Document number');
    const xlsx = await call(
      'cashier',
      'GET',
      `/cashiershift/summarizedReport/${shiftId}`,
      undefined,
      'bg',
    );
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('Отчет за смяна');
    expect(sheet.getCell('B2').value).toBe(shiftId);

    const history = await t.database.db.execute(
      sql`select action from audit_log where entity = 'cashier-shift' and entity_id = ${String(shiftId)} order by id`,
    );
    expect(
      (history as unknown as { rows: { action: string }[] }).rows.map((r) => r.action),
    ).toEqual(['shift.open', 'shift.close']);
  });
});
