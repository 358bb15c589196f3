import { sql } from 'drizzle-orm';
import { bankAccounts } from '../../db/schema/bank';
import { queryRows, type Executor } from '../../platform/db/database';

/** The platform's demo bank account; the sample statements are of it. */
export const DEMO_BANK_IBAN = 'BG80BNBG96611020345678';

export async function ensureDemoBankAccount(db: Executor): Promise<number> {
  await db
    .insert(bankAccounts)
    .values({
      iban: DEMO_BANK_IBAN,
      currency: 'EUR',
      name: 'БНБ, събирателна сметка / BNB collection account',
    })
    .onConflictDoNothing();
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from bank_accounts where iban = ${DEMO_BANK_IBAN}`,
  );
  return row!.id;
}
