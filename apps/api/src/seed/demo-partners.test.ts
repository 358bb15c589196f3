import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidEik } from '@toll/domain/eik';
import { isValidIban } from '@toll/domain/iban';
import { isCommissionerType, type PartnerType } from '@toll/domain/partners';
import { migrationsFolder } from '../platform/paths';
import { openDatabase, queryRows } from '../platform/db/database';
import { applyMigrations } from '../platform/db/migrate';
import { createTestApp, type TestApp } from '../test/test-app';
import { ranInPglitePass } from '../test/test-database';
import { DEMO_TOLL_CUSTOMERS, demoEik, demoIban, demoPartnerRegisterStep } from './demo-partners';
import { runSeeds } from './run-seeds';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

type Row = {
  id: number;
  name: string;
  partner_type: PartnerType;
  eik: string;
  vat_number: string;
  recipient_iban: string;
  ibans: string[];
  invoice_range_start: string | null;
  invoice_range_end: string | null;
};

describe('the demo partner register', () => {
  it('has ~40 sale partners and commissioners and 300 toll customers, each valid by the domain rules', async () => {
    const rows = await queryRows<Row>(t.database.db, sql`select * from partners order by id`);
    const sales = rows.filter((r) => r.partner_type !== 'TOLL_CUSTOMER');
    expect(sales).toHaveLength(40);
    expect(rows.length - sales.length).toBe(DEMO_TOLL_CUSTOMERS);
    for (const r of rows) {
      expect(isValidEik(r.eik), r.name).toBe(true);
      expect(r.vat_number).toBe(`BG${r.eik}`);
      expect(isValidIban(r.recipient_iban), r.name).toBe(true);
      for (const iban of r.ibans) expect(isValidIban(iban)).toBe(true);
    }
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
    const ranges = sales
      .map((r) => [Number(r.invoice_range_start), Number(r.invoice_range_end)] as const)
      .sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < ranges.length; i++)
      expect(ranges[i]![0]).toBeGreaterThan(ranges[i - 1]![1]);
    expect(demoEik(5)).toHaveLength(9);
    expect(isValidIban(demoIban(123))).toBe(true);
  });

  it('gives every seller 1-5 points of sale; POS 1 is partner 1’s and works in shifts', async () => {
    const pos = await queryRows<{ partner_id: number; n: number }>(
      t.database.db,
      sql`select p.id as partner_id, count(s.id)::int as n from partners p left join points_of_sale s on s.partner_id = p.id where p.partner_type in ('SALE_PARTNER', 'SALE_PARTNER_AND_COMMISSIONER') group by p.id`,
    );
    expect(pos.length).toBeGreaterThan(20);
    for (const p of pos) expect(p.n).toBeGreaterThanOrEqual(1);
    for (const p of pos) expect(p.n).toBeLessThanOrEqual(5);
    const [first] = await queryRows<{ partner_id: number; works_in_shifts: boolean; name: string }>(
      t.database.db,
      sql`select s.partner_id, s.works_in_shifts, p.name from points_of_sale s join partners p on p.id = s.partner_id where s.id = 1`,
    );
    expect(first).toEqual({ partner_id: 1, works_in_shifts: true, name: 'Shell България' });
    const [cashier] = await queryRows<{ pos_id: number }>(
      t.database.db,
      sql`select pos_id from user_points_of_sale join users on users.id = user_id where username = 'cashier'`,
    );
    expect(cashier?.pos_id).toBe(1);
    const links = await queryRows<{ partner_type: PartnerType }>(
      t.database.db,
      sql`select p.partner_type from partner_commissioners c join partners p on p.id = c.commissioner_id`,
    );
    expect(links.length).toBeGreaterThan(5);
    expect(links.every((l) => isCommissionerType(l.partner_type))).toBe(true);
  });
});

// runs on the embedded database whatever DATABASE_URL says: in CI, in the PGlite pass
describe.skipIf(ranInPglitePass)('upgrading a database seeded before the partner register', () => {
  it('gives the users’ points of sale their rows, then the register step completes them', async () => {
    // The migrations up to 0011 only, as an older release had them.
    const dir = await mkdtemp(join(tmpdir(), 'toll-mig-'));
    await cp(migrationsFolder, dir, { recursive: true });
    const journalPath = join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
      entries: { idx: number }[];
    };
    journal.entries = journal.entries.filter((e) => e.idx < 12);
    await writeFile(journalPath, JSON.stringify(journal));
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: dir });
      const db = database.db;
      await db.execute(
        sql`insert into partners (name, partner_type, city) values ('Shell България', 'SALE_PARTNER', 'София'), ('OMV България', 'SALE_PARTNER', 'София')`,
      );
      await db.execute(
        sql`insert into users (username, email, password_hash, first_name, last_name, status, partner_id) values ('cashier', 'c@x.bg', 'x', 'C', 'D', 'ACTIVE', 1), ('other', 'o@x.bg', 'x', 'O', 'P', 'ACTIVE', null)`,
      );
      await db.execute(sql`insert into user_points_of_sale values (1, 1), (2, 7)`);
      await db.execute(
        sql`insert into seed_history (name) values ('demo-partners'), ('demo-users-v1')`,
      );

      await applyMigrations(database);
      const pos = await queryRows<{ id: number; partner_id: number; works_in_shifts: boolean }>(
        db,
        sql`select id, partner_id, works_in_shifts from points_of_sale order by id`,
      );
      expect(pos).toEqual([
        { id: 1, partner_id: 1, works_in_shifts: true },
        { id: 7, partner_id: 1, works_in_shifts: true },
      ]);

      expect(await runSeeds(db, [demoPartnerRegisterStep])).toEqual(['demo-partner-register-v1']);
      const [first] = await queryRows<{ code: string; partner_id: number; eik: string }>(
        db,
        sql`select s.code, s.partner_id, p.eik from points_of_sale s join partners p on p.id = s.partner_id where s.id = 1`,
      );
      expect(first?.partner_id).toBe(1);
      expect(first?.code).toBe('P001-01');
      expect(isValidEik(first!.eik)).toBe(true);
      const [count] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from partners where name = 'Shell България'`,
      );
      expect(count?.n).toBe(1);
      // a new POS gets an id after every existing one
      const [next] = await queryRows<{ id: number }>(
        db,
        sql`insert into points_of_sale (partner_id, code, name) values (1, 'NEW-1', 'New') returning id`,
      );
      const [max] = await queryRows<{ m: number }>(
        db,
        sql`select max(id)::int as m from points_of_sale where code <> 'NEW-1'`,
      );
      expect(next?.id).toBe(max!.m + 1);
    } finally {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000); // a fresh PGlite migrated from the first migration: slow on a busy machine
});
