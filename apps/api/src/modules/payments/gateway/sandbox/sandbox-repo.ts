import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { sandboxTransactions } from '../../../../db/schema/gateway-sandbox';
import type { Executor } from '../../../../platform/db/database';

export type SandboxTransaction = typeof sandboxTransactions.$inferSelect;
export type NewSandboxTransaction = typeof sandboxTransactions.$inferInsert;
export type SandboxStatus =
  'FORM' | 'AUTHENTICATING' | 'APPROVED' | 'DECLINED' | 'AUTH_FAILED' | 'CANCELLED' | 'EXPIRED';

/** Stores a new sale; false when its ORDER is taken on the terminal (exclusion constraint 23P01). */
export async function insertTransaction(
  db: Executor,
  row: NewSandboxTransaction,
): Promise<SandboxTransaction | null> {
  try {
    const [inserted] = await db.insert(sandboxTransactions).values(row).returning();
    return inserted ?? null;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    if ((e.code ?? e.cause?.code) === '23P01') return null;
    throw error;
  }
}

export async function findTransaction(
  db: Executor,
  id: string,
): Promise<SandboxTransaction | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.id, id));
  return row ?? null;
}

/** The latest sale of an ORDER on the terminal created after `since`. */
export async function findByOrder(
  db: Executor,
  terminal: string,
  orderCode: string,
  since: Date,
): Promise<SandboxTransaction | null> {
  const [row] = await db
    .select()
    .from(sandboxTransactions)
    .where(
      and(
        eq(sandboxTransactions.terminal, terminal),
        eq(sandboxTransactions.orderCode, orderCode),
        gt(sandboxTransactions.createdAt, since),
      ),
    )
    .orderBy(desc(sandboxTransactions.createdAt))
    .limit(1);
  return row ?? null;
}

export type TransactionChange = Partial<
  Omit<NewSandboxTransaction, 'id' | 'terminal' | 'orderCode' | 'createdAt'>
> & { status?: SandboxStatus };

/** Moves a sale on from the status it was read in; null when another request moved it first. */
export async function updateTransaction(
  db: Executor,
  row: SandboxTransaction,
  change: TransactionChange,
): Promise<SandboxTransaction | null> {
  const [updated] = await db
    .update(sandboxTransactions)
    .set(change)
    .where(and(eq(sandboxTransactions.id, row.id), eq(sandboxTransactions.status, row.status)))
    .returning();
  return updated ?? null;
}

/** Records the one reversal of a sale; null when it already has one. */
export async function recordReversal(
  db: Executor,
  id: string,
  reversal: { at: Date; amountMinor: number; nonce: string },
): Promise<SandboxTransaction | null> {
  const [updated] = await db
    .update(sandboxTransactions)
    .set({
      reversedAt: reversal.at,
      reversalAmountMinor: reversal.amountMinor,
      reversalNonce: reversal.nonce,
    })
    .where(and(eq(sandboxTransactions.id, id), isNull(sandboxTransactions.reversedAt)))
    .returning();
  return updated ?? null;
}
