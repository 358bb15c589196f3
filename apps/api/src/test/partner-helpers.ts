import { sql } from 'drizzle-orm';
import { partners, pointsOfSale } from '../db/schema/partners';
import { demoEik } from '../seed/demo-partners';
import type { TestApp } from './test-app';

let next = 1;

/** Puts a partner straight into the database (a valid, unique EIK unless one is given). */
export async function seedPartner(
  t: TestApp,
  values: Partial<typeof partners.$inferInsert> = {},
): Promise<typeof partners.$inferSelect> {
  const eik = values.eik ?? demoEik(50_000_000 + next++ * 104_729);
  const [row] = await t.database.db
    .insert(partners)
    .values({
      name: `Partner ${eik}`,
      partnerType: 'SALE_PARTNER',
      eik,
      vatNumber: `BG${eik}`,
      ...values,
    })
    .returning();
  if (values.id !== undefined)
    await t.database.db.execute(
      sql`select setval(pg_get_serial_sequence('partners', 'id'), (select max(id) from partners))`,
    );
  return row!;
}

/** Points of sale with the given ids for a partner (created when missing). */
export async function seedPointsOfSale(
  t: TestApp,
  partnerId: number,
  ids: readonly number[],
  worksInShifts = false,
): Promise<void> {
  for (const id of ids)
    await t.database.db
      .insert(pointsOfSale)
      .values({ id, partnerId, code: `T-${id}`, name: `POS ${id}`, worksInShifts })
      .onConflictDoNothing();
  await t.database.db.execute(
    sql`select setval(pg_get_serial_sequence('points_of_sale', 'id'), (select max(id) from points_of_sale))`,
  );
}
