import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ongoingPaymentsPageSchema,
  ongoingPaymentsReportSchema,
} from '@toll/contract/ongoing-payments';
import { queryRows } from '../../platform/db/database';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedTollContract } from '../../test/toll-helpers';
import { ensureDemoBankAccount } from '../bank/bank-helpers';

/**
 * Ongoing payments: a statement's payments distributed, partly distributed (a clerk's split) and
 * undistributed; filters, totals, the day-by-kind report, exports, and who may see them.
 */
let t: TestApp;
let contract: { id: number; number: string };
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-26T10:00:00Z' });
  await ensureDemoBankAccount(t.database.db);
  const id = await seedTollContract(t, { plate: 'OP1000AA' });
  const [row] = await queryRows<{ number: string }>(
    t.database.db,
    sql`select number from accounts where id = ${id}`,
  );
  contract = { id, number: row!.number };
  for (const [name, roles] of [
    ['accountant', ['ROLE_ACCOUNTANT']],
    ['admin', ['ROLE_ADMIN']],
    ['concord', ['ROLE_CONCORD_ADMIN']],
  ] as const) {
    const user = await seedUser(t, { username: `op_${name}`, roles: [...roles] });
    tokens[name] = await sessionToken(t, user.id);
  }
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/bank/statements',
    headers: bearer(tokens.accountant!),
    payload: {
      fileName: 'ongoing.mt940',
      content: [
        '{1:F01BNBGBGSDAXXX0000000000}{2:O9400000000000BNBGBGSDXXXX00000000000000000000N}{4:',
        ':20:STMONGOING01',
        ':25:BG80BNBG96611020345678',
        ':28C:00777/001',
        ':60F:C261124EUR1000,00',
        ':61:2611241124C100,00NTRFNONREF//ONG0001',
        `:86:/NAME/FLEET ONE/REMI/Top-up ${row!.number}`,
        ':61:2611251125C50,00NTRFNONREF//ONG0002',
        ':86:/NAME/UNKNOWN PAYER/REMI/no reference',
        ':61:2611251125C80,00NTRFNONREF//ONG0003',
        ':86:/NAME/SPLIT PAYER/REMI/two things',
        ':62F:C261125EUR1230,00',
        '-}',
      ].join('\n'),
    },
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const [split] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from bank_transactions where remittance = 'two things'`,
  );
  const assign = await t.app.inject({
    method: 'POST',
    url: `/api/bank/transactions/${split!.id}/assign`,
    headers: bearer(tokens.accountant!),
    payload: { shares: [{ accountId: id, target: 'CONTRACT', amountMinor: 3_000 }] },
  });
  expect(assign.statusCode, assign.body).toBe(200);
}, 120_000);
afterAll(() => t.close());

const get = (url: string, who = 'accountant', lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { ...bearer(tokens[who]!), 'accept-language': lang },
  });

describe('ongoing payments', () => {
  it('lists the period’s payments with what of each is distributed, and the totals', async () => {
    const res = await get('/ongoing-payments?from=2026-11-01&to=2026-11-30');
    expect(res.statusCode, res.body).toBe(200);
    const page = ongoingPaymentsPageSchema.parse(res.json());
    expect(page.total).toBe(3);
    const byPayer = new Map(page.items.map((p) => [p.payer, p]));
    expect(byPayer.get('FLEET ONE')).toMatchObject({
      kind: 'BANK',
      amountMinor: 10_000,
      distributedMinor: 10_000,
      state: 'DISTRIBUTED',
      contracts: [contract.number],
    });
    expect(byPayer.get('UNKNOWN PAYER')).toMatchObject({
      undistributedMinor: 5_000,
      state: 'UNDISTRIBUTED',
      contracts: [],
    });
    expect(byPayer.get('SPLIT PAYER')).toMatchObject({
      distributedMinor: 3_000,
      undistributedMinor: 5_000,
      state: 'PARTIAL',
    });
    expect(page.totals).toEqual([
      {
        currency: 'EUR',
        count: 3,
        amountMinor: 23_000,
        distributedMinor: 13_000,
        undistributedMinor: 10_000,
      },
    ]);
    // newest payment date first
    expect(page.items[page.items.length - 1]!.payer).toBe('FLEET ONE');
  });

  it('filters by distribution, kind and text (a contract number included)', async () => {
    const of = async (query: string) =>
      ongoingPaymentsPageSchema
        .parse((await get(`/ongoing-payments?from=2026-11-01&to=2026-11-30${query}`)).json())
        .items.map((p) => p.payer);
    expect(await of('&f_state=PARTIAL')).toEqual(['SPLIT PAYER']);
    expect(await of('&f_state=UNDISTRIBUTED')).toEqual(['UNKNOWN PAYER']);
    expect(await of('&f_kind=VPOS')).toEqual([]);
    expect((await of(`&q=${contract.number}`)).sort()).toEqual(['FLEET ONE', 'SPLIT PAYER']);
    expect(await of('&q=100%25')).toEqual([]);
  });

  it('reports per day and kind, with totals, and exports both', async () => {
    const res = await get('/ongoing-payments/report?from=2026-11-01&to=2026-11-30', 'admin');
    expect(res.statusCode, res.body).toBe(200);
    const report = ongoingPaymentsReportSchema.parse(res.json());
    expect(report.rows).toEqual([
      {
        day: '2026-11-24',
        kind: 'BANK',
        currency: 'EUR',
        count: 1,
        amountMinor: 10_000,
        distributedMinor: 10_000,
        undistributedMinor: 0,
      },
      {
        day: '2026-11-25',
        kind: 'BANK',
        currency: 'EUR',
        count: 2,
        amountMinor: 13_000,
        distributedMinor: 3_000,
        undistributedMinor: 10_000,
      },
    ]);
    const csv = await get(
      '/ongoing-payments/export?from=2026-11-01&to=2026-11-30&format=csv',
      'accountant',
      'bg',
    );
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Неразпределена');
    expect(lines).toHaveLength(4);
    const xlsx = await get(
      '/ongoing-payments/report/export?from=2026-11-01&to=2026-11-30&format=xlsx',
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const reportCsv = await get('/ongoing-payments/report/export?from=2026-11-01&to=2026-11-30');
    expect(reportCsv.body.trim().split(/\r?\n/)).toHaveLength(4); // header, 2 days, total
  });

  it('is for the accountant and the admin only, and refuses a bad period', async () => {
    expect(
      (await get('/ongoing-payments?from=2026-11-01&to=2026-11-30', 'concord')).statusCode,
    ).toBe(403);
    const backwards = await get('/ongoing-payments?from=2026-11-30&to=2026-11-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0].code).toBe('report.periodOrder');
    const bad = await get('/ongoing-payments/report?from=2026-13-01&to=2026-11-01');
    expect(bad.statusCode).toBe(400);
  });
});
